/**
 * Blackjack drills (issue 11): a basic-strategy drill of two-card hands of one kind (hard, soft or
 * pair), dealt with more weight on the chart cells the player has got wrong, and a Hi-Lo counting
 * drill over a dealt sequence. Pure: a random source in, cards out; the core keeps the answers.
 */
import { RANKS, SUITS, pipValue, rankOf, type Card, type Rank } from '@shared/cards'
import { shuffled, type RandomSource } from '../../random'

export const STRATEGY_KINDS = ['hard', 'soft', 'pair', 'mixed'] as const
export type StrategyKind = (typeof STRATEGY_KINDS)[number]

/** Up-card labels in chart order. */
export const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'] as const

const valueOfLabel = (l: string): number => (l === 'A' ? 1 : l === 'T' ? 10 : Number(l))

/** A chart cell: its row ("H12", "S17", "8,8") and up-card label. */
export interface DrillCell {
  row: string
  up: string
}

/** Two-card starts (values a ≤ b, 1 = ace) that read on a row of the kind's chart. */
export function startsOfRow(row: string): Array<[number, number]> {
  const out: Array<[number, number]> = []
  if (row.includes(',')) {
    const v = valueOfLabel(row.split(',')[0] as string)
    return [[v, v]]
  }
  const total = Number(row.slice(1))
  if (row[0] === 'S') return total >= 13 && total <= 20 ? [[1, total - 11]] : []
  for (let a = 2; a <= 10; a++) for (let b = a + 1; b <= 10; b++) if (a + b === total) out.push([a, b])
  return out
}

/** The rows a drill of this kind deals from (hard: every total two different non-ace cards make). */
export function rowsOf(kind: StrategyKind): string[] {
  const hard: string[] = []
  for (let t = 5; t <= 19; t++) hard.push(`H${t}`)
  const soft: string[] = []
  for (let t = 13; t <= 20; t++) soft.push(`S${t}`)
  const pair = ['2,2', '3,3', '4,4', '5,5', '6,6', '7,7', '8,8', '9,9', 'T,T', 'A,A']
  if (kind === 'hard') return hard
  if (kind === 'soft') return soft
  if (kind === 'pair') return pair
  return [...hard, ...soft, ...pair]
}

/** A concrete card of a value (ten: any of T, J, Q, K), any suit. */
function cardOf(v: number, rng: RandomSource): Card {
  const ranks: Rank[] = v === 10 ? ['T', 'J', 'Q', 'K'] : [RANKS[v === 1 ? 0 : v - 1] as Rank]
  return `${ranks[rng.int(ranks.length)] as Rank}${SUITS[rng.int(4)] as (typeof SUITS)[number]}` as Card
}

/** A card of `card`'s rank in another suit. */
function sameRank(card: Card, rng: RandomSource): Card {
  const suit = SUITS.indexOf(card[1] as (typeof SUITS)[number])
  return `${rankOf(card)}${SUITS[(suit + 1 + rng.int(3)) % 4] as (typeof SUITS)[number]}` as Card
}

/**
 * How much more often a cell comes up: 1, plus 3 for each time it was answered wrong and not since
 * put right (a right answer takes one wrong one away), at most 13. `history` is oldest first.
 */
export function cellWeights(
  history: ReadonlyArray<{ row: string; up: string; correct: boolean }>
): Map<string, number> {
  const owed = new Map<string, number>()
  for (const h of history) {
    const k = `${h.row}|${h.up}`
    owed.set(k, Math.max(0, (owed.get(k) ?? 0) + (h.correct ? -1 : 1)))
  }
  const w = new Map<string, number>()
  for (const [k, n] of owed) if (n > 0) w.set(k, 1 + 3 * Math.min(4, n))
  return w
}

export interface StrategyHand {
  cell: DrillCell
  /** The start by value, a ≤ b. */
  start: [number, number]
  cards: [Card, Card]
  up: Card
}

/** `n` hands of one kind, each cell drawn with its weight (1 unless the player got it wrong). */
export function dealStrategyHands(
  kind: StrategyKind,
  n: number,
  rng: RandomSource,
  weights: ReadonlyMap<string, number>
): StrategyHand[] {
  const cells: Array<{ cell: DrillCell; w: number }> = []
  for (const row of rowsOf(kind))
    for (const up of UPS) cells.push({ cell: { row, up }, w: weights.get(`${row}|${up}`) ?? 1 })
  const totalW = cells.reduce((s, c) => s + c.w, 0)
  const out: StrategyHand[] = []
  for (let i = 0; i < n; i++) {
    let x = rng.int(totalW)
    let pick = cells[0] as (typeof cells)[number]
    for (const c of cells) {
      if (x < c.w) {
        pick = c
        break
      }
      x -= c.w
    }
    const starts = startsOfRow(pick.cell.row)
    const start = starts[rng.int(starts.length)] as [number, number]
    const first = cardOf(start[0], rng)
    // A pair is two cards of one rank (another suit), which every table splits (splitBy "rank" would
    // not split K-J); other starts take any card of their value.
    const pair: [Card, Card] = [first, start[0] === start[1] ? sameRank(first, rng) : cardOf(start[1], rng)]
    // Either card may come first, as dealt.
    if (rng.int(2) === 1) pair.reverse()
    out.push({ cell: pick.cell, start, cards: pair, up: cardOf(valueOfLabel(pick.cell.up), rng) })
  }
  return out
}

/** Hi-Lo tag of a card: 2–6 +1, 7–9 0, tens and aces −1. */
export function hiLo(card: Card): number {
  const v = pipValue(rankOf(card))
  return v >= 2 && v <= 6 ? 1 : v >= 7 && v <= 9 ? 0 : -1
}

export interface CountDrill {
  decks: number
  cards: Card[]
  running: number
  /**
   * Running count ÷ decks not yet dealt ((52·decks − cards dealt) ÷ 52); null when every card is out:
   * the true count is the count per deck still to come, and with none to come it is undefined.
   */
  trueCount: number | null
}

/** The first `n` cards of a freshly shuffled shoe of `decks` decks, and their counts. */
export function dealCountDrill(decks: number, n: number, rng: RandomSource): CountDrill {
  const shoe: Card[] = []
  for (let d = 0; d < decks; d++) for (const r of RANKS) for (const s of SUITS) shoe.push(`${r}${s}` as Card)
  const cards = shuffled(shoe, rng).slice(0, n)
  const running = cards.reduce((s, c) => s + hiLo(c), 0)
  const left = (52 * decks - cards.length) / 52
  return { decks, cards, running, trueCount: left > 0 ? running / left : null }
}
