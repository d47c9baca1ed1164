/**
 * Where a round's randomness comes from, all of it derived from committed secrets (fairness/): the
 * round's dice, fresh deck or shoe position, and the computer seats' streams of choices.
 */
import type { Card } from '@shared/cards'
import type { RandomSource } from '../engine/random'
import { fairDeck, fairDice, stackedDeck, type OutcomeSeed } from '../fairness/outcome'
import { HmacStream, type FairnessSecret } from '../fairness/stream'
import type { Randomness, RoundRandom } from './driver'
import type { LiveTable, TableJson } from './live'
import { placedFor } from './stacked'

/** One stream per computer decision, keyed by its event number: a resumed round makes the same choices. */
export function aiRng(secret: FairnessSecret, seq: number, offset: number | null): RandomSource {
  const domain = offset === null ? `ai:${seq}` : `ai:${offset}:${seq}`
  return new HmacStream(secret.serverSeed, secret.clientSeed, secret.nonce, domain)
}

/**
 * The round's injected randomness from its secret: dice, or the whole shuffled deck/shoe dealt from
 * `offset` on. `cards` hands over a shoe already shuffled from this very secret (see `shoeCards`).
 */
export function roundRandom(
  randomness: Randomness,
  secret: OutcomeSeed,
  offset: number | null | undefined,
  cards?: Card[]
): RoundRandom {
  const random: RoundRandom = {}
  if (randomness.kind === 'dice') random.dice = fairDice(secret)
  else random.cards = cards ?? fairDeck(secret, randomness.decks)
  if (offset !== null && offset !== undefined) random.position = offset
  return random
}

/** A stored round's randomness from its start entry: its shoe position, or the cards it placed first. */
export function startRandom(
  randomness: Randomness,
  secret: OutcomeSeed,
  start: { offset?: number | undefined; stacked?: Card[] | undefined }
): RoundRandom {
  if (start.stacked && randomness.kind !== 'dice')
    return roundRandom(randomness, secret, null, stackedDeck(secret, randomness.decks, start.stacked))
  return roundRandom(randomness, secret, start.offset)
}

/**
 * The committed secret a new round uses: a shoe keeps its own until the cut card (a new shoe takes
 * `next`, and is written into `table`); everything else uses `next`. A stacked table's round (the
 * table's `seq`-th) deals its placed cards first from a fresh shoe: no shoe spans its rounds.
 */
export function roundSecret(
  t: LiveTable,
  table: TableJson,
  randomness: Randomness,
  seq: number
): { secret: FairnessSecret; offset: number | null; random: RoundRandom; placed: Card[] | null } {
  const placed = placedFor(table, seq)
  if (placed)
    return {
      secret: table.next,
      offset: null,
      placed,
      random: startRandom(randomness, table.next, { stacked: placed })
    }
  if (randomness.kind !== 'shoe')
    return { secret: table.next, offset: null, placed, random: roundRandom(randomness, table.next, null) }
  if (!table.shoe)
    table.shoe = { secret: table.next, position: 0, cutIndex: randomness.cutIndex, decks: randomness.decks }
  const { secret, position } = table.shoe
  return {
    secret,
    offset: position,
    placed,
    random: roundRandom(randomness, secret, position, shoeCards(t, secret, table.shoe.decks))
  }
}

/** A shoe is shuffled once from its seed and kept while it lasts; each round deals on from it. */
function shoeCards(t: LiveTable, secret: FairnessSecret, decks: number): Card[] {
  if (t.shoeCards?.serverSeedHash !== secret.serverSeedHash) {
    t.shoeCards = { serverSeedHash: secret.serverSeedHash, cards: fairDeck(secret, decks) }
  }
  return t.shoeCards.cards
}
