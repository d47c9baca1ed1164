/**
 * `fairness.verify` through the dispatcher, fed by the shared `fairnessRecordOf` the tables use: a
 * real Sic Bo round played through core verifies; a changed die, a changed seed or a changed card is
 * caught; a round still in play has no record yet; a malformed record is refused naming the field.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { fairDeck } from '../../src/core/fairness/outcome'
import { dispatch } from '../../src/core/rpc/index'
import type { ProcedureInput, ProcedureName, ProcedureResult, RpcResult } from '@shared/contract/index'
import type { TableState } from '@shared/contract/tables'
import { fairnessRecordOf, type FairnessRecordData, type FairnessVerdict } from '@shared/fairness'
import type { SicboView } from '@shared/games/sicbo'
import { newCore } from '../support/core'

async function call<N extends ProcedureName>(
  core: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value as ProcedureResult<N>
}

async function verify(core: Core, record: unknown): Promise<RpcResult<FairnessVerdict>> {
  return (await dispatch(core, 'fairness.verify', record, { host: 'cli' })) as RpcResult<FairnessVerdict>
}

/** One Sic Bo roll at a table: the state while betting and the state after the roll. */
async function playRoll(core: Core, clientSeed = 'my-own-seed'): Promise<{ during: TableState; after: TableState }> {
  const p = await call(core, 'profiles.create', { name: 'An' })
  await call(core, 'profiles.topUp', { id: p.currentId as string, amountMinor: 10_000 })
  const open = await call(core, 'tables.open', { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} })
  await call(core, 'tables.setClientSeed', { tableId: open.tableId, clientSeed })
  let t = await call(core, 'tables.start', { tableId: open.tableId, stakes: [] })
  t = await call(core, 'tables.act', {
    tableId: t.tableId,
    roundId: t.round!.roundId,
    version: t.round!.version,
    seat: 'you',
    action: { type: 'bet', spot: 'big', amountMinor: 500 }
  })
  const during = t
  const after = await call(core, 'tables.act', {
    tableId: t.tableId,
    roundId: t.round!.roundId,
    version: t.round!.version,
    seat: 'dealer',
    action: { type: 'close' }
  })
  return { during, after }
}

function diceOf(t: TableState): [number, number, number] {
  const view = t.round!.view as SicboView
  if (!view.dice) throw new Error('no dice yet')
  return view.dice
}

describe('fairness.verify', () => {
  it('verifies a round played at a table, from what the table showed', async () => {
    const core = newCore()
    const { during, after } = await playRoll(core)
    // While betting is open there is no seed to show, so no record.
    expect(fairnessRecordOf('sicbo', during.round!.fairness, { dice: [1, 1, 1] })).toBeNull()

    const record = fairnessRecordOf('sicbo', after.round!.fairness, { dice: diceOf(after) }) as FairnessRecordData
    expect(record).toMatchObject({
      game: 'sicbo',
      clientSeed: 'my-own-seed',
      nonce: 0,
      outcome: { dice: diceOf(after) }
    })
    expect(record.serverSeedHash).toBe(during.round!.fairness.serverSeedHash)
    // The record is exactly the CLI's file format: no fields it would refuse.
    expect(Object.keys(record).sort()).toEqual([
      'clientSeed',
      'game',
      'nonce',
      'outcome',
      'serverSeed',
      'serverSeedHash'
    ])

    const r = await verify(core, record)
    expect(r).toEqual({
      ok: true,
      value: {
        ok: true,
        checks: [
          expect.objectContaining({ name: 'seed-hash', ok: true }),
          expect.objectContaining({ name: 'outcome', ok: true })
        ]
      }
    })
  })

  it('takes a client seed in Vietnamese letters (issue 32: refused as "not printable"), and its round verifies', async () => {
    const core = newCore()
    const seed = 'hạt-giống-Tết-2026'
    const { after } = await playRoll(core, seed)
    const record = fairnessRecordOf('sicbo', after.round!.fairness, { dice: diceOf(after) }) as FairnessRecordData
    expect(record.clientSeed).toBe(seed)
    const r = await verify(core, record)
    expect(r.ok && r.value.ok).toBe(true)
    // A seed of the same letters decomposed (NFD) is another string: it must not verify this roll.
    expect(seed.normalize('NFD')).not.toBe(seed)
    const other = await verify(core, { ...record, clientSeed: seed.normalize('NFD') })
    expect(other.ok && other.value.ok).toBe(false)
  })

  it('refuses a client seed with a space or a control character, naming why', async () => {
    const core = newCore()
    const p = await call(core, 'profiles.create', { name: 'An' })
    await call(core, 'profiles.topUp', { id: p.currentId as string, amountMinor: 10_000 })
    const open = await call(core, 'tables.open', {
      game: 'sicbo',
      ruleset: { rules: { preset: 'trainer' } },
      config: {}
    })
    for (const clientSeed of ['hai từ', 'tab\there', 'bell\u0007']) {
      const r = await dispatch(core, 'tables.setClientSeed', { tableId: open.tableId, clientSeed }, { host: 'cli' })
      expect(r.ok, clientSeed).toBe(false)
      if (!r.ok) expect(r.error.message).toContain('letters, digits or symbols, without spaces')
    }
  })

  it('keeps the commitment shown when the person sets their own client seed, and deals from it', async () => {
    // The point of a client seed of one's own: the house committed to its server seed before seeing it.
    // Drawing a new server seed after the client seed is known would let a house fit one to it.
    const core = newCore()
    const p = await call(core, 'profiles.create', { name: 'An' })
    await call(core, 'profiles.topUp', { id: p.currentId as string, amountMinor: 10_000 })
    const open = await call(core, 'tables.open', {
      game: 'sicbo',
      ruleset: { rules: { preset: 'trainer' } },
      config: {}
    })
    const shown = open.next.serverSeedHash
    const set = await call(core, 'tables.setClientSeed', { tableId: open.tableId, clientSeed: 'my-own-seed' })
    expect(set.next).toEqual({ serverSeedHash: shown, clientSeed: 'my-own-seed', nonce: open.next.nonce })
    const t = await call(core, 'tables.start', {
      tableId: open.tableId,
      stakes: [],
      act: { seat: 'you', action: { type: 'roll', bets: [{ spot: 'big', amountMinor: 100 }] } }
    })
    const f = t.round!.fairness
    expect(f.serverSeedHash).toBe(shown)
    expect(f.clientSeed).toBe('my-own-seed')
    expect(createHash('sha256').update(Buffer.from(f.serverSeed!, 'hex')).digest('hex')).toBe(shown)
  })

  it('catches a changed die and a changed seed', async () => {
    const core = newCore()
    const { after } = await playRoll(core)
    const record = fairnessRecordOf('sicbo', after.round!.fairness, { dice: diceOf(after) }) as FairnessRecordData
    const dice = diceOf(after)
    const changed: [number, number, number] = [(dice[0] % 6) + 1, dice[1], dice[2]]
    const r1 = await verify(core, { ...record, outcome: { dice: changed } })
    expect(r1.ok && r1.value.ok).toBe(false)
    if (r1.ok) {
      expect(r1.value.checks.find((c) => c.name === 'seed-hash')?.ok).toBe(true)
      expect(r1.value.checks.find((c) => c.name === 'outcome')).toMatchObject({
        ok: false,
        expected: dice.join('-'),
        actual: changed.join('-')
      })
    }
    const otherSeed = createHash('sha256').update('not the seed').digest('hex')
    const r2 = await verify(core, { ...record, serverSeed: otherSeed })
    expect(r2.ok && r2.value.checks.find((c) => c.name === 'seed-hash')?.ok).toBe(false)
  })

  it('builds and verifies a card record: offset and decks from the round, a changed card caught', async () => {
    const core = newCore()
    const serverSeed = createHash('sha256').update('shoe seed').digest('hex')
    const serverSeedHash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex')
    const fairness = { serverSeed, serverSeedHash, clientSeed: 'c', nonce: 3, offset: 10, decks: 6 }
    const cards = fairDeck(fairness, 6).slice(10, 16)
    const record = fairnessRecordOf('blackjack', fairness, { cards }) as FairnessRecordData
    expect(record).toMatchObject({ decks: 6, outcome: { cards, offset: 10 } })
    const ok = await verify(core, record)
    expect(ok.ok && ok.value.ok).toBe(true)
    const bad = [...cards]
    bad[2] = bad[2] === 'AS' ? 'KD' : 'AS'
    const r = await verify(core, { ...record, outcome: { cards: bad, offset: 10 } })
    expect(r.ok && r.value.ok).toBe(false)
  })

  it('refuses a malformed record, naming the field', async () => {
    const core = newCore()
    const { after } = await playRoll(core)
    const record = fairnessRecordOf('sicbo', after.round!.fairness, { dice: diceOf(after) }) as FairnessRecordData
    const { serverSeed: _s, ...noSeed } = record
    const cases: Array<[unknown, string, RegExp]> = [
      [noSeed, 'bad-request', /^fairness\.verify: serverSeed: is required$/],
      [{ ...record, serverSeedHash: 'xyz' }, 'refused', /^fairness\.verify: serverSeedHash: must be 64 hex digits$/],
      [
        { ...record, outcome: { dice: [1, 2, 7] } },
        'refused',
        /^fairness\.verify: outcome\.dice\[2\]: must be a die from 1 to 6$/
      ],
      [{ ...record, outcome: { cards: ['AS'] } }, 'refused', /^fairness\.verify: outcome: a Sic Bo record holds dice$/],
      [{ ...record, extra: true }, 'bad-request', /^fairness\.verify: input: unexpected field "extra"$/],
      [{ ...record, nonce: -1 }, 'bad-request', /^fairness\.verify: nonce: must be a whole number ≥ 0$/],
      [{ ...record, game: 'sicbo', decks: 6 }, 'refused', /^fairness\.verify: decks: Sic Bo has no decks$/],
      ['not a record', 'bad-request', /^fairness\.verify: input: /],
      [[record], 'bad-request', /^fairness\.verify: input: /]
    ]
    for (const [input, code, message] of cases) {
      const r = await verify(core, input)
      expect(r, JSON.stringify(input)).toMatchObject({ ok: false, error: { code } })
      if (!r.ok) expect(r.error.message).toMatch(message)
    }
  })
})
