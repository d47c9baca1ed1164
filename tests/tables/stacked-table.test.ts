/**
 * A stacked practice table (docs/rules-blackjack.md, "Stacked practice"): round k deals round
 * (k mod n) of a scenario file's cards first, in the deal order of rules.md (one card to the spot,
 * the dealer's up-card, the spot's second card, the hole card), then the rest of a fresh fair shoe
 * from the round's seed without those cards. Resume, recall and verify rebuild the same round, and
 * the round never passes for random.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { BlackjackView } from '@shared/games/blackjack'
import { standardDeck, type Card } from '@shared/cards'
import { fairnessRecordOf } from '@shared/fairness'
import { fairDeck, stackedDeck } from '../../src/core/fairness/outcome'
import { verifyRecord } from '../../src/core/fairness/verify'
import { call, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

/** Hard 16 against a ten, then 11 against a six; the hole cards (7, 10) give the dealer no blackjack. */
const ROUND_A: Card[] = ['TS', 'TD', '6D', '7C']
const ROUND_B: Card[] = ['5S', '6H', '6C', 'TC']

function scenario(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 'banxanh-scenario/1',
    game: 'blackjack',
    rules: { preset: 'vegas-6d' },
    seats: [{ id: 'p1', bankroll: 1000 }],
    rounds: [
      { bets: [{ seat: 'p1', amount: 10 }], cards: ROUND_A, actions: [{ seat: 'p1', do: 'stand' }] },
      { bets: [{ seat: 'p1', amount: 10 }], cards: ROUND_B, actions: [{ seat: 'p1', do: 'double' }] }
    ],
    ...over
  })
}

const view = (t: TableState): BlackjackView => t.round!.view as BlackjackView

async function openStacked(c: Core, text = scenario()): Promise<TableState> {
  return call(c, 'tables.open', { game: 'blackjack', stacked: { scenario: text } })
}
async function start(c: Core, t: TableState): Promise<TableState> {
  return call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
}
async function act(c: Core, t: TableState, what: string): Promise<TableState> {
  const r = t.round!
  return call(c, 'tables.act', {
    tableId: t.tableId,
    roundId: r.roundId,
    version: r.version,
    seat: 'you1',
    action: { do: what }
  })
}

/** The fair shoe of `decks` decks from the seed with one copy of each placed card taken out, written here independently. */
function restOf(
  seed: { serverSeed: string; clientSeed: string; nonce: number },
  decks: number,
  placed: Card[]
): Card[] {
  const rest = fairDeck(seed, decks)
  for (const c of placed) rest.splice(rest.indexOf(c), 1)
  return rest
}

describe('stacked practice table', () => {
  it('deals the listed cards in deal order, round after round, cycling through the file', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    let t = await openStacked(c)
    expect(t.stacked).toBe(true)
    expect(t.seats.filter((s) => s.kind === 'bot')).toEqual([])
    const firsts: Array<{ hand: Array<Card | null>; up: Card | null }> = []
    for (let k = 0; k < 3; k++) {
      t = await start(c, t)
      const v = view(t)
      // The hole card is never in what the renderer gets before its reveal, stacked or not.
      expect(v.dealer.cards[1]).toBeNull()
      // A fresh shoe of 6 decks: 312 cards, four of them dealt.
      expect(v.shoe.remaining).toBe(6 * 52 - 4)
      expect(t.round!.fairness.stacked).toBe(4)
      expect(t.round!.fairness.placed).toBeUndefined()
      firsts.push({ hand: v.seats[0]!.hands[0]!.cards, up: v.dealer.cards[0] ?? null })
      t = await act(c, t, 'stand')
      expect(t.round!.over).toBe(true)
      expect(view(t).dealer.cards.slice(0, 2)).toEqual(k % 2 === 0 ? ['TD', '7C'] : ['6H', 'TC'])
    }
    expect(firsts).toEqual([
      { hand: ['TS', '6D'], up: 'TD' },
      { hand: ['5S', '6C'], up: '6H' },
      { hand: ['TS', '6D'], up: 'TD' }
    ])
  })

  it('deals the rest from the seed’s shoe without the placed cards, and verify says the round was stacked', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    let t = await start(c, await openStacked(c))
    t = await act(c, t, 'hit')
    if (!t.round!.over) t = await act(c, t, 'stand')
    const f = t.round!.fairness
    expect(f.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect(f.placed).toEqual(ROUND_A)
    const rest = restOf({ serverSeed: f.serverSeed!, clientSeed: f.clientSeed, nonce: f.nonce }, 6, ROUND_A)
    expect(view(t).seats[0]!.hands[0]!.cards).toEqual(['TS', '6D', rest[0]])
    // The record the table builds verifies, with the note that the first four cards were placed.
    const out: Card[] = [
      'TS',
      'TD',
      '6D',
      '7C',
      rest[0]!,
      ...view(t)
        .dealer.cards.slice(2)
        .map((x) => x as Card)
    ]
    const record = fairnessRecordOf('blackjack', f, { cards: out, offset: 0 }, { decks: 6 })!
    expect(record.stacked).toEqual(ROUND_A)
    const v = verifyRecord(record)
    expect(v.ok).toBe(true)
    expect(v.checks.map((x) => [x.name, x.ok])).toEqual([
      ['seed-hash', true],
      ['outcome', true],
      ['stacked', true]
    ])
    expect(v.checks[2]!.detail).toContain('first 4 cards were placed from a scenario file, not shuffled')
    // The same cards passed off as a shuffled shoe do not verify.
    const { stacked: _placed, ...unmarked } = record
    expect(verifyRecord(unmarked).ok).toBe(false)
    // A card after the placed ones that the seed does not give fails.
    // (The first of the shoe's later cards that differs from the true fifth: the next one or two can equal it.)
    const wrong = { ...record, outcome: { cards: [...out.slice(0, 4), rest.find((x) => x !== out[4])!] } }
    expect(verifyRecord(wrong).ok).toBe(false)
  })

  it('a stacked shoe holds every card of its decks exactly once per deck', () => {
    const seed = { serverSeed: 'ab'.repeat(32), clientSeed: 'x', nonce: 3 }
    const shoe = stackedDeck(seed, 2, ['AS', 'AS', 'KD'])
    expect(shoe).toHaveLength(104)
    expect(shoe.slice(0, 3)).toEqual(['AS', 'AS', 'KD'])
    for (const card of standardDeck()) expect(shoe.filter((x) => x === card)).toHaveLength(2)
    expect(() => stackedDeck(seed, 2, ['AS', 'AS', 'AS'])).toThrow(RangeError)
  })

  it('resumes a stacked round after a restart exactly where it stood, and history recalls it', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1000)
    const t = await start(first, await openStacked(first))
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.stacked).toBe(true)
    expect(resumed?.round?.view).toEqual(t.round!.view)
    expect(resumed?.round?.fairness).toEqual(t.round!.fairness)
    let done = await act(second, resumed!, 'hit')
    if (!done.round!.over) done = await act(second, done, 'stand')
    const f = done.round!.fairness
    const rest = restOf({ serverSeed: f.serverSeed!, clientSeed: f.clientSeed, nonce: f.nonce }, 6, ROUND_A)
    expect(view(done).seats[0]!.hands[0]!.cards).toEqual(['TS', '6D', rest[0]])
    // The next round after the restart is the file's second one.
    const next = await start(second, done)
    expect(view(next).seats[0]!.hands[0]!.cards).toEqual(['5S', '6C'])

    const recall = await call(second, 'history.round', { roundId: done.round!.roundId })
    const last = recall.steps.at(-1)!.view as BlackjackView
    expect(last.seats[0]!.hands[0]!.cards).toEqual(['TS', '6D', rest[0]])
    expect(last.dealer.cards).toEqual(view(done).dealer.cards)
    expect(recall.fairness.stacked).toBe(4)
    expect(recall.fairness.verify.state).toBe('verified')
    expect(recall.fairness.verify.checks.map((x) => x.name)).toContain('stacked')
    expect((recall.fairness.record as { stacked?: Card[] }).stacked).toEqual(ROUND_A)
  })

  it('carries a stacked round through a JSON export into a fresh install; without its placed cards it is refused', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    let t = await start(c, await openStacked(c))
    t = await act(c, t, 'stand')
    expect(t.round!.over).toBe(true)
    const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const text = readFileSync(exported.path, 'utf8')
    const importInto = async (into: Core, body: string) => {
      const up = await call(into, 'history.upload', { offset: 0, text: body })
      return call(into, 'history.import', { uploadId: up.uploadId })
    }
    // The start entry lists the placed cards; the import check replays and verifies the round from them.
    const file = JSON.parse(text) as { rounds: Array<{ events: Array<{ action: { stacked?: Card[] } }> }> }
    expect(file.rounds[0]!.events[0]!.action.stacked).toEqual(ROUND_A)
    expect(await importInto(newCore(), text)).toMatchObject({ rounds: 1 })
    delete file.rounds[0]!.events[0]!.action.stacked
    await expect(importInto(newCore(), JSON.stringify(file))).rejects.toMatchObject({ code: 'refused' })
  })

  it('refuses a file it cannot deal, naming the place and reason', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const refusal = async (text: string, config?: { spots: number; bots: number }) => {
      const e = (await call(c, 'tables.open', {
        game: 'blackjack',
        stacked: { scenario: text },
        ...(config ? { config } : {})
      }).catch((x: unknown) => x)) as { code: string; message: string; i18n?: { key: string; vars?: unknown } }
      expect(e.code).toBe('refused')
      return e
    }
    expect((await refusal('{"format": "banx')).i18n).toEqual({ key: 'tables.stackedNotJson' })
    expect((await refusal(scenario({ game: 'xidach' }))).i18n).toEqual({
      key: 'tables.stackedGame',
      vars: { game: 'xidach' }
    })
    const four = [1, 2, 3, 4].map((i) => ({ id: `p${i}`, bankroll: 100 }))
    expect((await refusal(scenario({ seats: four }))).i18n).toEqual({
      key: 'tables.stackedSeats',
      vars: { seats: 4, max: 3 }
    })
    // A 6-deck shoe holds six aces of spades: a seventh does not fit.
    const sevenAces = scenario({ rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: Array(7).fill('AS') }] })
    const e = await refusal(sevenAces)
    expect(e.i18n).toMatchObject({ key: 'tables.stackedInvalid', vars: { where: 'rounds[0].cards[6]' } })
    expect(e.message).toContain('AS is listed 7 times but a 6-deck shoe holds only 6')
    const bad = await refusal(scenario({ rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: ['ZZ'] }] }))
    expect(bad.i18n).toMatchObject({ key: 'tables.stackedInvalid', vars: { where: 'rounds[0].cards[0]' } })
    expect((await refusal(scenario({ format: 'other/1' }))).i18n).toMatchObject({ vars: { where: 'format' } })
    expect((await refusal(scenario({ rules: { decks: 99 } }))).i18n).toMatchObject({ vars: { where: 'rules.decks' } })
    expect((await refusal(scenario(), { spots: 1, bots: 1 })).i18n).toEqual({ key: 'tables.stackedNoBots' })
    // The rules come from the file: house rules given alongside are refused, and so is neither.
    for (const input of [
      { game: 'blackjack' as const, ruleset: { rules: { preset: 'club99' } }, stacked: { scenario: scenario() } },
      { game: 'blackjack' as const }
    ]) {
      const e = (await call(c, 'tables.open', input).catch((x: unknown) => x)) as { code: string; i18n?: unknown }
      expect(e.code).toBe('refused')
      expect(e.i18n).toEqual({ key: 'tables.rulesOrScenario' })
    }
    expect(await call(c, 'tables.list', {})).toEqual([])
  })

  it('seats as many spots as the file has seats', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const two = [
      { id: 'a', bankroll: 100 },
      { id: 'b', bankroll: 100 }
    ]
    // Two spots: spot 1, spot 2, the up-card, spot 1, spot 2, the hole card.
    const text = scenario({
      seats: two,
      rounds: [{ bets: [{ seat: 'a', amount: 10 }], cards: ['2S', '3S', '9D', '4S', '5S', '8C'] }]
    })
    let t = await openStacked(c, text)
    expect(t.yourSeats).toEqual(['you1', 'you2'])
    t = await call(c, 'tables.start', {
      tableId: t.tableId,
      stakes: [
        { seat: 'you1', amountMinor: 1000 },
        { seat: 'you2', amountMinor: 1000 }
      ]
    })
    expect(view(t).seats.map((s) => s.hands[0]!.cards)).toEqual([
      ['2S', '4S'],
      ['3S', '5S']
    ])
    expect(view(t).dealer.cards[0]).toBe('9D')
  })
})
