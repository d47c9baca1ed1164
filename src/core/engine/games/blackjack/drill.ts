/**
 * Blackjack drills: the strategy flashcards (issue 34: one two-card hand at a time against an up-card,
 * drawn with more weight on the chart cells the player has got wrong, graded against the exact EVs of
 * the rules), the situations a player picks on the chart for a stacked table, and a Hi-Lo counting drill
 * over a dealt sequence. Pure: a random source in, cards out; the core keeps the answers.
 */
import { RANKS, SUITS, rankOf, type Card, type Rank } from '@shared/cards'
import type { BlackjackRules } from '@shared/games/blackjack'
import { CELL_ROWS, CELL_UPS, HARD_ROWS, PAIR_ROWS, SOFT_ROWS, cellKey } from '@shared/games/blackjack-cells'
import { COUNT_SYSTEMS, tagOf } from '@shared/games/blackjack-counts'
import { shuffleInPlace, shuffled, type RandomSource } from '../../random'
import type { CaAction, RulesetAnalysis } from './analysis'
import { doubleRange, mayDouble } from './config'

export const STRATEGY_KINDS = ['mixed', 'hard', 'soft', 'pair'] as const
export type StrategyKind = (typeof STRATEGY_KINDS)[number]

/** Up-card labels in chart order. */
export const UPS = CELL_UPS

const valueOfLabel = (l: string): number => (l === 'A' ? 1 : l === 'T' ? 10 : Number(l))

/** A chart cell: its row ("H12", "S17", "8,8") and up-card label. */
export interface DrillCell {
  row: string
  up: string
}

/** Two-card starts (values a ≤ b, 1 = ace) that read on a row of the chart (hard: two different non-aces). */
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

/** The rows a drill of this kind deals from. */
export function rowsOf(kind: StrategyKind): readonly string[] {
  if (kind === 'hard') return HARD_ROWS
  if (kind === 'soft') return SOFT_ROWS
  if (kind === 'pair') return PAIR_ROWS
  return CELL_ROWS
}

/** Every cell of these rows, row by row, up-cards in chart order. */
export function cellsOf(rows: readonly string[]): DrillCell[] {
  return rows.flatMap((row) => UPS.map((up) => ({ row, up })))
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

/** Most a cell's weight grows: 1 + 3 for each of up to 4 wrong answers not yet put right. */
const MAX_OWED = 4

/**
 * One profile's answers under one ruleset, cell by cell: how often each cell was seen and answered
 * wrong (the heat map), and how many wrong answers it still owes (the weights). A right answer takes
 * one owed wrong answer away; a cell comes up with weight 1, plus 3 per owed wrong answer, at most 13.
 */
export class CellBook {
  private readonly owed = new Map<string, number>()
  readonly stats = new Map<string, { seen: number; wrong: number }>()

  /** Answers in the order they were given. */
  constructor(history: Iterable<{ row: string; up: string; correct: boolean }> = []) {
    for (const h of history) this.record(h, h.correct)
  }

  record(cell: DrillCell, correct: boolean): { seen: number; wrong: number } {
    const k = cellKey(cell)
    this.owed.set(k, Math.max(0, (this.owed.get(k) ?? 0) + (correct ? -1 : 1)))
    const s = this.stats.get(k) ?? { seen: 0, wrong: 0 }
    s.seen++
    if (!correct) s.wrong++
    this.stats.set(k, s)
    return { ...s }
  }

  weight(cell: DrillCell): number {
    return 1 + 3 * Math.min(MAX_OWED, this.owed.get(cellKey(cell)) ?? 0)
  }
}

export interface StrategyHand {
  cell: DrillCell
  /** The start by value, a ≤ b. */
  start: [number, number]
  cards: [Card, Card]
  up: Card
}

/** Two cards of a row, either first as dealt: a pair is two cards of one rank (every table splits it). */
function cardsOfRow(row: string, rng: RandomSource): { start: [number, number]; cards: [Card, Card] } {
  const starts = startsOfRow(row)
  const start = starts[rng.int(starts.length)] as [number, number]
  const first = cardOf(start[0], rng)
  const cards: [Card, Card] = [first, start[0] === start[1] ? sameRank(first, rng) : cardOf(start[1], rng)]
  if (rng.int(2) === 1) cards.reverse()
  return { start, cards }
}

/** One hand from `cells`, each drawn with its weight (`weightOf`, a whole number ≥ 1). */
export function dealHand(
  cells: readonly DrillCell[],
  rng: RandomSource,
  weightOf: (cell: DrillCell) => number
): StrategyHand {
  const weights = cells.map(weightOf)
  let x = rng.int(weights.reduce((s, w) => s + w, 0))
  let i = 0
  while (x >= (weights[i] as number)) x -= weights[i++] as number
  const cell = cells[i] as DrillCell
  const { start, cards } = cardsOfRow(cell.row, rng)
  return { cell, start, cards, up: cardOf(valueOfLabel(cell.up), rng) }
}

/** A play the drill asks about (the analysis's names). */
export type DrillAction = CaAction

/** The actions the rules allow on a two-card start (what the drill offers). */
export function allowedActions(rules: BlackjackRules, h: StrategyHand): DrillAction[] {
  const out: DrillAction[] = ['hit', 'stand']
  const [a, b] = h.start
  const hard = a + b
  const total = (a === 1 || b === 1) && hard <= 11 ? hard + 10 : hard
  if (mayDouble({ ...rules, ...doubleRange(rules.doubleOn) }, false, false, total)) out.push('double')
  // Split as the table allows it: a second hand (maxHands), and a pair under splitBy.
  const [x, y] = h.cards
  if (a === b && rules.maxHands >= 2 && (rules.splitBy === 'value' || rankOf(x) === rankOf(y))) out.push('split')
  if (rules.surrender !== 'none') out.push('surrender')
  return out
}

/** An answer graded: each allowed action's EV (per unit stake), the best of them, and whether it was right. */
export interface HandGrade {
  evs: Partial<Record<DrillAction, number>>
  best: DrillAction
  correct: boolean
}

/**
 * Grades `answer` for a hand by looking its start up in the rules' exact composition table (computed
 * once per ruleset): right when its EV equals the best allowed action's to 1e-12 (equal plays are
 * both right).
 */
export function gradeHand(
  table: Pick<RulesetAnalysis, 'composition'>,
  h: StrategyHand,
  allowed: readonly DrillAction[],
  answer: DrillAction
): HandGrade {
  const e = table.composition[h.cell.up]?.[`${h.start[0]},${h.start[1]}`]
  if (!e) throw new Error(`no exact EVs for ${h.start.join(',')} against ${h.cell.up}`)
  const evs: Partial<Record<DrillAction, number>> = {}
  let best: DrillAction | null = null
  for (const a of allowed) {
    const v = e[a]
    if (v === null || v === undefined) continue
    evs[a] = v
    if (best === null || v > (evs[best] as number)) best = a
  }
  if (best === null) throw new Error(`no allowed action has an EV for ${h.start.join(',')} against ${h.cell.up}`)
  const given = evs[answer]
  return { evs, best, correct: given !== undefined && given >= (evs[best] as number) - 1e-12 }
}

/**
 * The cards a stacked table places for situations picked on the chart: for one spot, in deal order,
 * the spot's first card, the dealer's up-card, the spot's second card (the hole card and the rest come
 * from the round's committed seed). Each cell `perCell` times with cards of its own, in a random order.
 * The three cards of a round are three different cards, so they fit a one-deck shoe.
 */
export function situationRounds(cells: readonly DrillCell[], perCell: number, rng: RandomSource): Card[][] {
  const rounds: Card[][] = []
  for (const cell of cells)
    for (let i = 0; i < perCell; i++) {
      const { cards } = cardsOfRow(cell.row, rng)
      let up = cardOf(valueOfLabel(cell.up), rng)
      // A rank has four suits and the hand holds at most two of them.
      while (up === cards[0] || up === cards[1]) up = sameRank(up, rng)
      rounds.push([cards[0], up, cards[1]])
    }
  return shuffleInPlace(rounds, rng)
}

/** Hi-Lo tag of a card (the table in @shared/games/blackjack-counts). */
export function hiLo(card: Card): number {
  return tagOf(COUNT_SYSTEMS.hilo, card)
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
