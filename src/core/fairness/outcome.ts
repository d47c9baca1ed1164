/**
 * How a round's committed seed becomes its outcome, for all three games. Core deals from these,
 * and `verify` recomputes through the very same functions, so a record can only verify if it was
 * produced exactly this way. The record they publish is `FairnessRecordData` (src/shared/fairness.ts).
 */
import { standardDeck, type Card } from '@shared/cards'
import { rollDice, shuffleInPlace, type Dice } from '../engine/random'
import { HmacStream, type FairnessSecret } from './stream'

/** What the outcome depends on: the revealed seed, the client seed and the nonce. */
export type OutcomeSeed = Pick<FairnessSecret, 'serverSeed' | 'clientSeed' | 'nonce'>

/** `decks` standard decks concatenated in canonical order, shuffled by the round's outcome stream. */
export function fairDeck(secret: OutcomeSeed, decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError(`decks must be 1–8, got ${decks}`)
  const shoe: Card[] = []
  for (let i = 0; i < decks; i++) shoe.push(...standardDeck())
  return shuffleInPlace(shoe, new HmacStream(secret.serverSeed, secret.clientSeed, secret.nonce))
}

/** Three dice from the round's outcome stream. */
export function fairDice(secret: OutcomeSeed): Dice {
  return rollDice(new HmacStream(secret.serverSeed, secret.clientSeed, secret.nonce))
}

/**
 * A stacked round's shoe (a practice table dealing a scenario file's cards): the `placed` cards
 * first, in their order, then the fair shoe of `decks` decks from the round's seed with one copy of
 * each placed card taken out, in its shuffled order. So everything after the placed cards still
 * comes from the committed seed, and `verify` can check it. The placed cards must fit the shoe.
 */
export function stackedDeck(secret: OutcomeSeed, decks: number, placed: readonly Card[]): Card[] {
  const rest = fairDeck(secret, decks)
  for (const c of placed) {
    const at = rest.indexOf(c)
    if (at < 0) throw new RangeError(`${c} is placed more often than a ${decks}-deck shoe holds it`)
    rest.splice(at, 1)
  }
  return [...placed, ...rest]
}
