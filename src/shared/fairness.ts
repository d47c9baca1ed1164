/**
 * A finished round's fairness record, as `npm run verify` and the `fairness.verify` procedure read
 * it (src/core/fairness/verify.ts holds the one schema that checks it). Every table builds the
 * record from what it saw: the commitment shown before the round, the seed revealed after it, and
 * the outcome that came out (Sic Bo: the dice; card games: the cards in the order they came out).
 * Pure and Node-free, so the renderer uses it as is; main (verify, recall, import) uses the same type.
 * The procedure's input schema is contract/fairness-verify.ts: kept apart so the renderer's bundle does
 * not carry it (contract/constants.ts says why).
 */
import type { Card } from './cards'
import type { GameId } from './games'
import type { RoundFairness } from './contract/tables'

export type FairnessOutcome = { dice: [number, number, number] } | { cards: Card[]; offset?: number }

/** The record's JSON shape (a type alias, so it fits the procedure's record-shaped input). */
export type FairnessRecordData = {
  game: GameId
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nonce: number
  /** Card games: how many decks the shoe held (Blackjack must say; Xì dách plays one). */
  decks?: number
  /**
   * A stacked practice round: the cards placed first from a scenario file, not shuffled. The shoe is
   * these, then the seed's shuffled shoe without one copy of each (the rest verifies against the seed).
   */
  stacked?: Card[]
  outcome: FairnessOutcome
}

/**
 * The record for a round whose seed has been revealed, or null while it is still secret (a round in
 * play, or a Blackjack shoe not yet finished). A card outcome's `offset` defaults to the round's own
 * position in the shoe; `decks` to what the round's fairness says, unless given.
 */
export function fairnessRecordOf(
  game: GameId,
  fairness: RoundFairness,
  outcome: FairnessOutcome,
  options: { decks?: number } = {}
): FairnessRecordData | null {
  if (fairness.serverSeed === undefined) return null
  const base = {
    game,
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: fairness.nonce
  }
  if ('dice' in outcome) return { ...base, outcome: { dice: [outcome.dice[0], outcome.dice[1], outcome.dice[2]] } }
  const offset = outcome.offset ?? fairness.offset
  const decks = options.decks ?? fairness.decks
  return {
    ...base,
    ...(decks !== undefined ? { decks } : {}),
    ...(fairness.placed ? { stacked: [...fairness.placed] } : {}),
    outcome: { cards: [...outcome.cards], ...(offset !== undefined ? { offset } : {}) }
  }
}

/** What `npm run verify` would print, as data: each check, and whether all passed. */
export interface FairnessVerdict {
  ok: boolean
  checks: Array<{
    /** `seed-hash`: SHA-256 of the seed is the commitment; `outcome`: the seed gives exactly this outcome. */
    /** `stacked`: a note that the first cards were placed from a scenario file (always ok). */
    name: 'seed-hash' | 'outcome' | 'stacked'
    ok: boolean
    /** One English sentence, as the CLI prints it; the UI words the verdict from `name` and `ok`. */
    detail: string
    expected?: string
    actual?: string
  }>
}
