/** Cards as written in scenario files (docs/scenarios.md): rank + suit, e.g. "AS", "TD". Upper-case on output. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const
export const SUITS = ['S', 'H', 'D', 'C'] as const
export type Rank = (typeof RANKS)[number]
export type Suit = (typeof SUITS)[number]
export type Card = `${Rank}${Suit}`

/** Parses "as", "10h", "Td" …; returns null for anything else. */
export function parseCard(text: string): Card | null {
  if (typeof text !== 'string') return null
  const t = text.trim().toUpperCase()
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(t)
  if (!m) return null
  const rank = (m[1] === '10' ? 'T' : m[1]) as Rank
  return `${rank}${m[2] as Suit}` as Card
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit
}

/** Blackjack-family pip value with the ace as 1; tens and faces are 10. */
export function pipValue(rank: Rank): number {
  if (rank === 'A') return 1
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10
  return Number(rank)
}

export function isTenValue(rank: Rank): boolean {
  return rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K'
}

/** One 52-card deck in a fixed canonical order (suit-major), the order shuffles start from. */
export function standardDeck(): Card[] {
  const out: Card[] = []
  for (const s of SUITS) for (const r of RANKS) out.push(`${r}${s}`)
  return out
}
