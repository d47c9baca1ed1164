/**
 * Issue 10, item 6: the Blackjack and Xì dách stake refusals, and the history.import and rulesets.*
 * refusals, reach the player with a catalogue key and its values, and both catalogues word that key
 * with exactly those values.
 * Each case is a stake the rules refuse (rules.md: the table limits, the seat's chips, the exact-payout
 * step; Xì dách: the bank and the chips must cover the largest multiple).
 */
import { describe, expect, it } from 'vitest'
import { blackjackEngine, cardCode } from '../../src/core/engine/games/blackjack'
import { xidachEngine, type XidachSetup } from '../../src/core/engine/games/xidach'
import { sicboEngine } from '../../src/core/engine/games/sicbo'
import { resolveSicboRules } from '@shared/games/sicbo'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { resolveXidachRules } from '@shared/games/xidach'
import type { Card } from '@shared/cards'
import { engineText, type ServerText } from '@shared/contract/server-text'
import type { RuleError } from '../../src/core/engine/game'
import { dispatch } from '../../src/core/rpc/index'
import type { Core } from '../../src/core/index'
import type { ProcedureInput, ProcedureName, RpcError } from '@shared/contract/index'
import { call, caller, newCore, profileWith } from '../support/core'

// The catalogues belong to the renderer's project (tsconfig.web.json), which type-checks their keys
// against SERVER_TEXTS; here they are only read, through a specifier tsc does not follow.
const renderer = '../../src/renderer/src/i18n/'
const { serverVi } = (await import(`${renderer}server.vi`)) as { serverVi: unknown }
const { serverEn } = (await import(`${renderer}server.en`)) as { serverEn: unknown }

function bjRules(over: Record<string, unknown> = {}) {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', ...over })
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

function bj(over: Record<string, unknown>, stake: number, bankroll = 100_000): RuleError {
  const shoe = (['TS', '9H', '7D', 'TC'] as Card[]).map((c) => cardCode(c))
  const res = blackjackEngine.start(bjRules(over), { seats: [{ id: 'p1', bankroll, stake }], shoe, position: 0 })
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

function xd(input: Record<string, unknown>, stakes: number[], chips: number, dealer: XidachSetup['dealer']): RuleError {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  const setup: XidachSetup = {
    players: stakes.map((stake, i) => ({ id: `p${i + 1}`, bankroll: chips, stake })),
    dealer,
    deck: '2S 3S 4S 5S 6S 7S'.split(' ') as Card[]
  }
  const res = xidachEngine.start(r.rules, setup)
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

function textOf(tree: unknown, key: string): string | undefined {
  let at: unknown = tree
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part]
  return typeof at === 'string' ? at : undefined
}

/** The key and values the renderer gets, checked against both catalogues' wording. */
function worded(e: RuleError): ServerText {
  const t = engineText(e.code, e.vars)
  expect(t, `${e.code}: ${e.message}`).toBeDefined()
  return inCatalogues(t as ServerText)
}

function inCatalogues(text: ServerText): ServerText {
  const vars = 'vars' in text ? Object.keys(text.vars).sort() : []
  for (const catalogue of [serverVi, serverEn]) {
    const s = textOf(catalogue, text.key)
    expect(s, text.key).toBeTypeOf('string')
    const used = [...new Set([...(s as string).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()
    expect(used).toEqual(vars)
  }
  return text
}

describe('Blackjack stake refusals carry a key both languages word', () => {
  it('under the minimum, over the maximum, over the chips, off the exact-payout step', () => {
    expect(worded(bj({ minBet: 5 }, 400))).toEqual({ key: 'engine.stake-under-min', vars: { stake: 4, min: 5 } })
    expect(worded(bj({ maxBet: 5 }, 600))).toEqual({ key: 'engine.stake-over-max', vars: { stake: 6, max: 5 } })
    expect(worded(bj({}, 2000, 1000))).toEqual({ key: 'engine.stake-over-bankroll', vars: { stake: 20, chips: 10 } })
    // 3:2 and half-stake payouts need an even number of minor units: 0.05 chips is off the 0.02 step.
    expect(worded(bj({}, 5))).toEqual({ key: 'engine.stake-step', vars: { stake: 0.05, step: 0.02 } })
  })
})

describe('Xì dách stake refusals carry a key both languages word', () => {
  const none = { bankroll: null, bank: null }
  it('under the minimum, over the maximum', () => {
    expect(worded(xd({ preset: 'tet', minBet: 5 }, [400], 100_000, none))).toEqual({
      key: 'engine.stake-under-min',
      vars: { stake: 4, min: 5 }
    })
    expect(worded(xd({ preset: 'tet', maxBet: 50 }, [6000], 100_000, none))).toEqual({
      key: 'engine.stake-over-max',
      vars: { stake: 60, max: 50 }
    })
  })
  it('over what the bank still covers, with the largest stake still possible', () => {
    // Tết pays up to ×2: a bank of 100 chips covers 30 + 20 at most, so the second stake can be 20.
    expect(worded(xd({ preset: 'tet' }, [3000, 3000], 100_000, { bankroll: null, bank: 10_000 }))).toEqual({
      key: 'engine.stake-over-bank',
      vars: { stake: 30, times: 2, max: 20 }
    })
  })
  it('over what the player’s chips cover, and no stake possible at all', () => {
    const r = resolveXidachRules({ preset: 'tet' })
    if (!r.ok) throw new Error(r.message)
    // Tết is symmetric: the player's chips must cover a ×2 loss, so 50 chips carry a stake of 25.
    expect(r.rules.symmetric).toBe(true)
    expect(worded(xd({ preset: 'tet' }, [5000], 5000, none))).toEqual({
      key: 'engine.stake-over-cover',
      vars: { stake: 50, times: 2, max: 25 }
    })
    // 5 chips cover a stake of 2.5 at most, under the 10-chip minimum: nothing can be staked.
    expect(worded(xd({ preset: 'tet', minBet: 10 }, [1000], 500, none))).toEqual({
      key: 'engine.stake-none-possible',
      vars: { stake: 10, min: 10 }
    })
  })
})

/** A decision the engine refuses: its code and values, as the core passes them on (engineText). */
function refusedStep(res: { ok: true } | { ok: false; error: RuleError }): RuleError {
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

describe('decision refusals carry a key both languages word (issue 10)', () => {
  // p1 holds 8 8 against the dealer's ace: insurance is offered, half the stake at most.
  const shoe = (['8S', 'AD', '8H', 'TC'] as Card[]).map((c) => cardCode(c))
  const insured = (bankroll: number) => {
    const res = blackjackEngine.start(bjRules({ minBet: 1 }), {
      seats: [{ id: 'p1', bankroll, stake: 1000 }],
      shoe,
      position: 0
    })
    if (!res.ok) throw new Error(res.error.message)
    return res.state
  }
  it('Blackjack partial insurance: an amount over half the stake, and more than the free chips', () => {
    expect(
      worded(refusedStep(blackjackEngine.step(insured(100_000), 'p1', { do: 'insurance', amountMinor: 600 })))
    ).toEqual({
      key: 'engine.insurance-range',
      vars: { amount: 6, min: 1, max: 5 }
    })
    expect(worded(refusedStep(blackjackEngine.step(insured(1499), 'p1', { do: 'insurance' })))).toEqual({
      key: 'engine.insurance-free',
      vars: { amount: 5, free: 4.99, min: 1 }
    })
  })
  it('Blackjack: not this seat’s turn, and a move the hand does not allow', () => {
    const two = blackjackEngine.start(bjRules(), {
      seats: [
        { id: 'p1', bankroll: 100_000, stake: 1000 },
        { id: 'p2', bankroll: 100_000, stake: 1000 }
      ],
      shoe: (['TS', 'TH', '9H', '7D', '8D', 'TC'] as Card[]).map((c) => cardCode(c)),
      position: 0
    })
    if (!two.ok) throw new Error(two.error.message)
    expect(worded(refusedStep(blackjackEngine.step(two.state, 'p2', { do: 'stand' })))).toEqual({
      key: 'engine.not-your-turn'
    })
    expect(worded(refusedStep(blackjackEngine.step(two.state, 'p1', { do: 'split' })))).toEqual({
      key: 'engine.illegal'
    })
  })
  it('Xì dách: a move not open now; Sic Bo: a move the table does not allow', () => {
    const r = resolveXidachRules({ preset: 'tet' })
    if (!r.ok) throw new Error(r.message)
    const deck = '2S 3S 4S 5S 6S 7S 8S 9S'.split(' ') as Card[]
    const x = xidachEngine.start(r.rules, {
      players: [{ id: 'p1', bankroll: 100_000, stake: 1000 }],
      dealer: { bankroll: null, bank: null },
      deck
    })
    if (!x.ok) throw new Error(x.error.message)
    expect(worded(refusedStep(xidachEngine.step(x.state, 'p1', { do: 'check', target: 'p1' })))).toEqual({
      key: 'engine.illegal'
    })
    const sr = resolveSicboRules({})
    if (!sr.ok) throw new Error(sr.message)
    const sb = sicboEngine.start(sr.rules, {
      seats: [
        { id: 'p1', bankrollMinor: 100_000 },
        { id: 'p2', bankrollMinor: 5_000 }
      ],
      dealerBankrollMinor: null,
      dice: [3, 3, 3]
    })
    if (!sb.ok) throw new Error(sb.error.message)
    expect(worded(refusedStep(sicboEngine.step(sb.state, 'p1', { type: 'close' })))).toEqual({
      key: 'engine.not-allowed'
    })
  })
})

/** A procedure's refusal as it crosses to the renderer: its key, checked against both catalogues. */
async function refusalOf<N extends ProcedureName>(c: Core, name: N, input: ProcedureInput<N>): Promise<ServerText> {
  const r = await dispatch(c, name, input, caller)
  if (r.ok) throw new Error(`${name}: expected a refusal`)
  const e: RpcError = r.error
  expect(e.i18n, `${name}: ${e.message}`).toBeDefined()
  return inCatalogues(e.i18n as ServerText)
}

async function importOf(c: Core, text: string): Promise<ServerText> {
  const up = await call(c, 'history.upload', { offset: 0, text })
  return refusalOf(c, 'history.import', { uploadId: up.uploadId })
}

describe('history.import refusals carry a key both languages word', () => {
  it('a file cut short, and a file that is not a history export', async () => {
    const c = newCore()
    expect(await importOf(c, '{"format": "ban')).toEqual({ key: 'historyImport.notJson' })
    expect(await importOf(c, '{"hello": 1}')).toEqual({ key: 'historyImport.notHistory' })
    expect(await importOf(c, 'not json at all')).toEqual({ key: 'historyImport.notHistory' })
    expect(await importOf(c, '   ')).toEqual({ key: 'historyImport.empty' })
  })
})

describe('rulesets.* refusals carry a key both languages word', () => {
  it('a name taken, an unknown id, a missing version, a rule out of range', async () => {
    const c = newCore()
    const made = { value: await call(c, 'rulesets.create', { game: 'blackjack', name: 'Nhà Tư', preset: 'vegas-6d' }) }
    expect(await refusalOf(c, 'rulesets.create', { game: 'blackjack', name: 'nhà tư', preset: 'club99' })).toEqual({
      key: 'rulesets.duplicateName',
      vars: { name: 'Nhà Tư' }
    })
    expect(await refusalOf(c, 'rulesets.get', { id: made.value.id, version: 7 })).toEqual({
      key: 'rulesets.noVersion',
      vars: { name: 'Nhà Tư', version: 7 }
    })
    const gone = await refusalOf(c, 'rulesets.delete', {
      id: `${made.value.id.slice(0, -1)}${made.value.id.endsWith('a') ? 'b' : 'a'}`,
      confirm: true
    })
    expect(gone.key).toBe('rulesets.notFound')
    expect(
      (
        await refusalOf(c, 'rulesets.create', {
          game: 'blackjack',
          name: 'Sai',
          preset: 'vegas-6d',
          keys: { decks: 99 }
        })
      ).key
    ).toBe('rulesets.invalid')
  })
})

describe('house rules in conflict carry a key both languages word', () => {
  it('the rules editor’s check and a save name the conflict, for every game', async () => {
    const c = newCore()
    const cases: Array<[game: 'blackjack' | 'xidach' | 'sicbo', keys: Record<string, unknown>, want: ServerText]> = [
      ['blackjack', { preset: 'vegas-6d', surrender: 'early' }, { key: 'ruleCheck.earlySurrenderPeek' }],
      ['blackjack', { preset: 'european', surrender: 'late' }, { key: 'ruleCheck.lateSurrenderPeek' }],
      [
        'blackjack',
        { preset: 'vegas-6d', charlie: 6, maxCards: 5 },
        { key: 'ruleCheck.charlieOverMaxCards', vars: { charlie: 6, maxCards: 5 } }
      ],
      ['blackjack', { preset: 'vegas-6d', minBet: 10, maxBet: 5 }, { key: 'ruleCheck.maxUnderMin', vars: { min: 10 } }],
      ['xidach', { preset: 'wiki', minBet: 10, maxBet: 5 }, { key: 'ruleCheck.maxUnderMin', vars: { min: 10 } }],
      ['sicbo', { preset: 'trainer', minBet: 10, maxBet: 5 }, { key: 'ruleCheck.maxUnderMin', vars: { min: 10 } }],
      [
        'sicbo',
        { preset: 'trainer', maxBet: 50, maxTotalBet: 20 },
        { key: 'ruleCheck.totalUnderMax', vars: { floor: 50 } }
      ]
    ]
    for (const [game, keys, want] of cases) {
      const r = await call(c, 'rulesets.validate', { game, keys })
      expect(r.ok, JSON.stringify(keys)).toBe(false)
      if (!r.ok) expect(r.i18n).toEqual(inCatalogues(want))
      const { preset, ...rest } = keys
      expect(
        await refusalOf(c, 'rulesets.create', { game, name: `Sai ${game}`, preset: preset as string, keys: rest })
      ).toEqual(want)
    }
  })
})

describe('history refusals carry a key both languages word', () => {
  it('a round still in play, a round or session that is not there, a session still at the table', async () => {
    const c = newCore()
    await profileWith(c, 'Lan', 100)
    const opened = await call(c, 'tables.open', { game: 'blackjack', ruleset: { rules: { preset: 'club99' } } })
    // Deal until a round stays in play (a natural at the deal ends one at once).
    let round = (
      await call(c, 'tables.start', { tableId: opened.tableId, stakes: [{ seat: 'you1', amountMinor: 100 }] })
    ).round!
    for (let i = 0; i < 20 && round.over; i++)
      round = (await call(c, 'tables.start', { tableId: opened.tableId, stakes: [{ seat: 'you1', amountMinor: 100 }] }))
        .round!
    expect(round.over).toBe(false)
    expect(await refusalOf(c, 'history.round', { roundId: round.roundId })).toEqual({
      key: 'history.roundInPlay',
      vars: { round: round.seq }
    })
    expect(await refusalOf(c, 'history.round', { roundId: 999 })).toEqual({
      key: 'history.noRound',
      vars: { roundId: 999 }
    })
    const sessions = await call(c, 'history.sessions', {})
    const sessionId = sessions.items[0]!.sessionId
    expect(await refusalOf(c, 'history.deleteSession', { sessionId, confirm: true })).toEqual({
      key: 'history.sessionAtTable'
    })
    expect(await refusalOf(c, 'history.deleteSession', { sessionId: 999, confirm: true })).toEqual({
      key: 'history.noSession',
      vars: { sessionId: 999 }
    })
  })
})

describe('a stacked table’s scenario file refusals carry a key both languages word', () => {
  const file = (over: Record<string, unknown>) =>
    JSON.stringify({
      format: 'banxanh-scenario/1',
      game: 'blackjack',
      seats: [{ id: 'p1', bankroll: 100 }],
      rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: ['TS', 'TD', '6D', '7C'] }],
      ...over
    })
  const open = (scenario: string, bots = 0) =>
    ({ game: 'blackjack', stacked: { scenario }, config: { spots: 1, bots } }) as ProcedureInput<'tables.open'>
  it('not JSON, another game, too many seats, computer players, a card the shoe cannot hold', async () => {
    const c = newCore()
    await profileWith(c, 'Lan', 100)
    expect(await refusalOf(c, 'tables.open', open('{"format'))).toEqual({ key: 'tables.stackedNotJson' })
    expect(await refusalOf(c, 'tables.open', open(file({ game: 'sicbo' })))).toEqual({
      key: 'tables.stackedGame',
      vars: { game: 'sicbo' }
    })
    const seats = [1, 2, 3, 4, 5].map((i) => ({ id: `p${i}`, bankroll: 100 }))
    expect(await refusalOf(c, 'tables.open', open(file({ seats })))).toEqual({
      key: 'tables.stackedSeats',
      vars: { seats: 5, max: 3 }
    })
    expect(await refusalOf(c, 'tables.open', open(file({}), 2))).toEqual({ key: 'tables.stackedNoBots' })
    // A single deck holds one king of hearts.
    const twoKings = file({
      rules: { preset: 'single-deck' },
      rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: ['KH', 'KH'] }]
    })
    expect(await refusalOf(c, 'tables.open', open(twoKings))).toEqual({
      key: 'tables.stackedInvalid',
      vars: { where: 'rounds[0].cards[1]', problem: 'KH is listed 2 times but a 1-deck shoe holds only 1' }
    })
  })
})
