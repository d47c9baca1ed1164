/**
 * Round recall: one finished round as it happened, for stepping through and playing back. Every
 * recorded step (the start entry and each decision with the engine's events), what the person saw
 * after each step (rebuilt by replaying the engine, their own seat's view only), the rules snapshot,
 * and the fairness proof with a verify result computed on the spot.
 *
 * Secrets: a round still in play is refused outright. A finished round whose seed is not revealed yet
 * (a Blackjack shoe still in use) shows its steps (the events carry only cards that were face up) but
 * never the seed; its proof is "pending".
 */
import type { Card } from '@shared/cards'
import type { SeatId } from '@shared/games'
import type { RecallFairness, RecallStep, RecallVerify, RoundRecall } from '@shared/contract/history'
import type { Minor } from '@shared/money'
import type { FairnessRecordData } from '@shared/fairness'
import { fairDeck, stackedDeck } from '../fairness/outcome'
import { verifyRecord } from '../fairness/verify'
import type { Dice } from '../engine/random'
import type { Store } from '../store/store'
import { notFound, refused } from '../errors'
import type { AnyTableDriver } from '../tables/driver'
import { replayRound, type StartEntry } from '../tables/replay'
import { maybeGame, type HistoryGame, type HistoryGames } from './game'
import { savedRules, savedStart, savedStep } from '../tables/saved'
import type { SavedStep } from '@shared/rules/upgrade'
import { historyRepo, type RecallRoundRow } from './repo'
import { recalledSeat } from './people-grades'
import { seatedGuest } from './repo-people'

interface ResultJson {
  nets?: Record<SeatId, Minor>
  wageredMinor?: Minor
  netMinor?: Minor
  balanceAfterMinor?: Minor
  outcome?: string
  offset?: number
  untimed?: boolean
  /** A table of several people: each person's seat and figures (core/tables/settle.ts). */
  people?: Array<{
    seat: SeatId
    profileId: string
    dealer?: boolean
    wageredMinor: Minor
    netMinor: Minor
    balanceAfterMinor: Minor
    outcome: string
  }>
}

/**
 * The cards in the committed deck's order (the game's `deckOrder`: Xì dách under `drawFrom: bottom`
 * takes them off the bottom, last first); as dealt for any other game.
 */
export function inDeckOrder(
  game: HistoryGame | null,
  rules: unknown,
  cards: Card[],
  offset: number | undefined
): { cards: Card[]; offset: number | undefined } {
  return game?.deckOrder ? game.deckOrder(rules, cards, offset) : { cards, offset }
}

/**
 * The outcome as the events recorded it: Sic Bo's dice, or the cards in the order they left the
 * deck. A card dealt face down (Blackjack's hole card, `card: null`) takes its place in the order and
 * is filled in when an event reveals it; `hidden` counts the ones never shown.
 */
export function recordedOutcome(
  proof: HistoryGame['proof'],
  events: readonly unknown[]
): { dice: Dice } | { cards: Array<Card | null>; hidden: number } | null {
  if (proof === 'dice') {
    for (const e of events) {
      const ev = e as { type?: string; dice?: unknown }
      if (ev.type === 'rolled' && Array.isArray(ev.dice) && ev.dice.length === 3) return { dice: ev.dice as Dice }
    }
    return null
  }
  const cards: Array<Card | null> = []
  const faceDown: number[] = []
  for (const e of events) {
    const ev = e as { type?: string; card?: Card | null }
    if (ev.type === 'dealt' || ev.type === 'drew' || ev.type === 'deal') {
      if (ev.card === null || ev.card === undefined) {
        faceDown.push(cards.length)
        cards.push(null)
      } else cards.push(ev.card)
    } else if (ev.type === 'reveal' && typeof ev.card === 'string') {
      const at = faceDown.shift()
      if (at !== undefined) cards[at] = ev.card
    }
  }
  return cards.length ? { cards, hidden: faceDown.length } : null
}

function pending(detail: string): RecallVerify {
  return { state: 'pending', detail, checks: [] }
}

function fairnessOf(
  game: HistoryGame | null,
  row: RecallRoundRow,
  rules: unknown,
  start: StartEntry,
  result: ResultJson,
  events: readonly unknown[]
): RecallFairness {
  const revealed = row.revealed_at !== null && /^[0-9a-f]{64}$/i.test(row.server_seed)
  const decks = game?.decks(rules)
  const offset = start.offset ?? result.offset
  const base: RecallFairness = {
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    revealedAt: row.revealed_at,
    ...(offset !== undefined ? { offset } : {}),
    ...(decks !== undefined ? { decks } : {}),
    ...(start.stacked ? { stacked: start.stacked.length } : {}),
    verify: pending('')
  }
  if (!revealed) {
    base.verify = pending(
      game?.seedAtShoeEnd
        ? 'The server seed is revealed when this shoe is finished; then this round can be verified.'
        : 'The server seed has not been revealed.'
    )
    return base
  }
  base.serverSeed = row.server_seed
  const seed = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce }
  const recorded = recordedOutcome(game?.proof ?? 'cards', events)
  if (!recorded) {
    base.verify = { state: 'failed', detail: 'The recorded events hold no dice or cards to check.', checks: [] }
    return base
  }
  let note = ''
  let outcome: FairnessRecordData['outcome']
  if ('dice' in recorded) outcome = { dice: recorded.dice }
  else {
    // A card never shown during the round (a hole card the dealer did not need to turn) is taken
    // from the revealed shoe: the hash still checks the seed, the other cards check the deal.
    let cards = recorded.cards
    if (recorded.hidden > 0) {
      const shoe = start.stacked ? stackedDeck(seed, decks ?? 1, start.stacked) : fairDeck(seed, decks ?? 1)
      cards = cards.map((c, i) => c ?? (shoe[(offset ?? 0) + i] as Card))
      note = ` (${recorded.hidden} card${recorded.hidden === 1 ? '' : 's'} never turned face up during the round ${recorded.hidden === 1 ? 'is' : 'are'} taken from the seed)`
    }
    const shown = inDeckOrder(game, rules, cards as Card[], offset)
    outcome = shown.offset ? { cards: shown.cards, offset: shown.offset } : { cards: shown.cards }
  }
  const record: FairnessRecordData = {
    game: row.game,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    ...(decks !== undefined ? { decks } : {}),
    ...(start.stacked ? { stacked: [...start.stacked] } : {}),
    outcome
  }
  const v = verifyRecord(record)
  base.record = record
  base.verify = {
    state: v.ok ? 'verified' : 'failed',
    detail:
      (v.ok
        ? 'The seed matches its commitment and gives exactly this round.'
        : (v.checks.find((c) => !c.ok)?.detail ?? 'failed')) + note,
    checks: v.checks.map((c) => ({ ...c }))
  }
  return base
}

function replayViews(
  driver: AnyTableDriver,
  row: RecallRoundRow,
  rules: unknown,
  start: StartEntry,
  actions: Array<{ actor: SeatId; action: unknown }>
): unknown[] | null {
  let config: unknown
  try {
    config = JSON.parse(row.config_json)
  } catch {
    return null
  }
  const secret = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce }
  return replayRound(driver, { rules, config, secret, start, actions })?.views ?? null
}

/**
 * A round as `viewer` (optional) played it: one of the other people at a table of several people gets
 * its own seat as `yourSeats` and its own figures and outcome (after settlement every Xì dách hand is
 * face up and the seed revealed, so the steps are the same for everyone at the table).
 */
export function recallRound(store: Store, games: HistoryGames, roundId: number, viewer?: string): RoundRecall {
  const repo = historyRepo(store)
  const row = repo.round.get(roundId)
  if (!row) throw notFound(`There is no round ${roundId}.`, { key: 'history.noRound', vars: { roundId } })
  if (row.status !== 'over')
    throw refused(`Round ${row.seq} is still in play; it can be recalled once it is over.`, {
      key: 'history.roundInPlay',
      vars: { round: row.seq }
    })
  // The rules, the start entry and every step as this release reads them (tables/saved.ts).
  const place = { round: row.seq }
  const rules = savedRules(row.game, row.rules_json, row.rules_format, place)
  const result = (row.result_json ? JSON.parse(row.result_json) : {}) as ResultJson
  const rows = repo.events(roundId)
  const saved = rows.map((e) => savedStep(e, place))
  const start: StartEntry = rows[0] && rows[0].seq === 0 ? savedStart(rows[0], place) : {}
  const game = maybeGame(games, row.game)
  const driver = game?.driver ?? null
  const actions = rows.slice(1).map((e, i) => ({ actor: e.actor, action: saved[i + 1]?.action }))
  const views = driver ? replayViews(driver, row, rules, start, actions) : null
  const all: unknown[] = []
  const steps: RecallStep[] = rows.map((e, i) => {
    const { action, events } = saved[i] as SavedStep
    all.push(...events)
    const view = views?.[i]
    return {
      index: i,
      kind: e.seq === 0 ? 'start' : 'action',
      actor: e.actor,
      action,
      events,
      at: e.created_at,
      ...(view !== undefined ? { view } : {})
    }
  })
  let config: unknown = null
  let yourSeats: SeatId[] = []
  try {
    config = JSON.parse(row.config_json) as unknown
    if (driver)
      yourSeats = driver
        .seats(driver.configSchema.parse(config), start.dealer)
        .filter((s) => s.kind === 'you')
        .map((s) => s.seat)
  } catch {
    // An imported session from a newer config shape still recalls, without seat labels.
  }
  const entry =
    viewer !== undefined && seatedGuest(store, row.session_id, viewer)
      ? result.people?.find((p) => p.profileId === viewer)
      : undefined
  if (entry) {
    yourSeats = [entry.dealer ? 'dealer' : entry.seat]
    Object.assign(result, {
      wageredMinor: entry.wageredMinor,
      netMinor: entry.netMinor,
      balanceAfterMinor: entry.balanceAfterMinor,
      outcome: entry.outcome
    })
  }
  return {
    recall: true,
    roundId: row.id,
    sessionId: row.session_id,
    seq: row.seq,
    game: row.game,
    rulesName: row.rules_name,
    rules,
    config,
    yourSeats,
    ...(start.dealer !== undefined ? { dealer: start.dealer } : {}),
    startedAt: row.created_at,
    endedAt: row.ended_at,
    wageredMinor: result.wageredMinor ?? null,
    netMinor: result.netMinor ?? null,
    balanceAfterMinor: result.balanceAfterMinor ?? null,
    outcome: result.outcome ?? null,
    nets: result.nets ?? {},
    ...(result.untimed === true ? { untimed: true as const } : {}),
    steps,
    fairness: fairnessOf(game, row, rules, start, result, all),
    // At a table of several people, the viewer's own decisions only (the opener's without one).
    ...ownGrades(game?.roundGrades?.(store, row.id), recalledSeat(store, row.session_id, result.people, viewer))
  }
}

/** A recalled round's grades, only those of `seat` when one is named (a round of several people). */
function ownGrades(
  grades: Pick<RoundRecall, 'grades' | 'xidachGrades'> | undefined,
  seat: string | null
): Pick<RoundRecall, 'grades' | 'xidachGrades'> {
  if (!grades || seat === null) return grades ?? {}
  return {
    ...(grades.grades ? { grades: grades.grades.filter((g) => g.seat === seat) } : {}),
    ...(grades.xidachGrades ? { xidachGrades: grades.xidachGrades.filter((g) => g.seat === seat) } : {})
  }
}
