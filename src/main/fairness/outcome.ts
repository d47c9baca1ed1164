/**
 * How a round's committed seed becomes its outcome, for all three games. Core deals from these,
 * and `verify` recomputes through the very same functions, so a record can only verify if it was
 * produced exactly this way.
 */
import { standardDeck, type Card } from '../../shared/cards'
import type { GameId } from '../../shared/games'
import { rollDice, shuffleInPlace, type Dice, type RandomSource } from '../engine/random'
import { HmacStream, type FairnessSecret } from './stream'

/** What the outcome depends on: the revealed seed, the client seed and the nonce. */
export type OutcomeSeed = Pick<FairnessSecret, 'serverSeed' | 'clientSeed' | 'nonce'>

/** Domain of the stream that drives computer seats, kept apart so their choices never shift the deal. */
export const AI_DOMAIN = 'ai'

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

/** A separate stream for computer seats' choices (bots, the computer dealer). */
export function aiStream(secret: OutcomeSeed): RandomSource {
  return new HmacStream(secret.serverSeed, secret.clientSeed, secret.nonce, AI_DOMAIN)
}

/**
 * What a finished round publishes so anyone can recompute it (`npm run verify`). For a card game
 * `cards` are the cards that came out, in order, starting at `offset` (default 0) in the shuffled
 * shoe: a Blackjack shoe spans several rounds under one seed.
 */
export interface FairnessRecord {
  game: GameId
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nonce: number
  /** Card games only: how many decks the shoe held. */
  decks?: number
  outcome: { dice: Dice } | { cards: Card[]; offset?: number }
}
