/**
 * Exact blackjack analysis (docs/analysis-blackjack.md): the whole ruleset (strategy table, EV per
 * up-card, overall player EV) and the hand in play (the EV of every legal action for the cards the
 * player has not seen). Card values throughout: 1 = ace, 2 … 9, 10 = any ten-value card.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import { compileRules } from '../config'
import { Context, UpMemo, type CaRules } from './exact'
import { SplitCalc } from './split'
import { analyzeTable, bestOf, type CaAction, type StartEVs, Analysis } from './table'

export type { CaRules } from './exact'
export type { CaAction, StartEVs } from './table'

/** Card counts by value (index 1–10) of `decks` full decks. */
export function fullShoe(decks: number): Int32Array {
  const s = new Int32Array(11)
  for (let v = 1; v <= 9; v++) s[v] = 4 * decks
  s[10] = 16 * decks
  return s
}

export const UP_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'] as const
const UP_VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const

export interface RulesetAnalysis {
  /** Overall player EV, percent of the initial stake (negative = house edge). */
  playerEvPercent: number
  /** Player EV per dealer up-card, percent, keyed "2" … "9", "T", "A". */
  byUpcard: Record<string, number>
  /**
   * Composition-dependent table: for each up-card label, each two-card start "a,b" (values, a ≤ b,
   * "1" = ace) the EVs of every action (per unit, after the peek where there is one) and the best.
   */
  composition: Record<string, Record<string, StartEVs>>
  /**
   * Total-dependent chart: rows "H5"…"H20", "S13"…"S20", "2,2"…"T,T", "A,A"; per up-card the best
   * action of the probability-weighted average EVs of the starts in that row.
   */
  chart: Record<string, CaAction[]>
  /**
   * The same cells' play where the chart's double or surrender may not be made (a third card, after
   * a split, `doubleOn`): the best of the same averages without them, as published charts' Dh/Ds,
   * Rh/Rs/Rp say. Equal to `chart` in every other cell.
   */
  chartElse: Record<string, CaAction[]>
  /**
   * Hit or stand for hands of three or more cards, composition-dependent: key = the hand's card values
   * sorted ("2,4,10"), value = ten letters 'H'/'S' for up-cards A, 2 … 9, T (ace first). Only hands the
   * analysis reached are listed.
   */
  hitStand: Record<string, string>
}

/** The whole ruleset, for a full shoe of `rules.decks` decks (or `shoe` counts when given). */
export function analyzeRuleset(rules: BlackjackRules, shoe?: ArrayLike<number>): RulesetAnalysis {
  return analyzeCa(compileRules(rules), shoe ?? fullShoe(rules.decks))
}

export function analyzeCa(rules: CaRules, shoeIn: ArrayLike<number>): RulesetAnalysis {
  // The analysis reads counts as doubles (fractional ones too, indices.ts); one copy, one array type.
  const shoe = Float64Array.from(shoeIn)
  const an = new Analysis(rules, shoe)
  return { ...summarize(analyzeTable(rules, shoe, an)), hitStand: hitStandOf(an) }
}

/** The hit/stand choices the analysis made for hands of 3+ cards (those it computed). */
function hitStandOf(an: Analysis): Record<string, string> {
  const out: Record<string, string> = {}
  const { tree, base } = an
  for (let i = 1; i < tree.size; i++) {
    if ((tree.cards[i] as number) < 3 || tree.total(i) >= 21) continue
    let letters = ''
    let any = false
    for (let u = 1; u <= 10; u++) {
      const k = i * 10 + u - 1
      const h = base.hit[k] as number
      const st = base.stand[k] as number
      const hard = !tree.soft(i) && (tree.hard[i] as number) <= 11
      if (hard) {
        letters += 'H'
        any = any || h === h
      } else if (h === h && st === st) {
        letters += h > st ? 'H' : 'S'
        any = true
      } else letters += '?'
    }
    if (!any || letters.includes('?')) continue
    const vals: number[] = []
    for (let v = 1; v <= 10; v++) for (let c = 0; c < (tree.cnt[i * 11 + v] as number); c++) vals.push(v)
    out[vals.join(',')] = letters
  }
  return out
}

function summarize(t: ReturnType<typeof analyzeTable>): Omit<RulesetAnalysis, 'hitStand'> {
  const byUpcard: Record<string, number> = {}
  const composition: Record<string, Record<string, StartEVs>> = {}
  const chart: Record<string, CaAction[]> = {}
  const chartElse: Record<string, CaAction[]> = {}
  const rows = new Map<string, { w: number; s: StartEVs }[]>()
  const pairRows = new Map<string, { w: number; s: StartEVs }[]>()
  UP_VALUES.forEach((u, col) => {
    const label = UP_LABELS[col] as string
    byUpcard[label] = (t.byUp[u] as number) * 100
    const cells: Record<string, StartEVs> = {}
    composition[label] = cells
    for (let a = 1; a <= 10; a++) {
      for (let b = a; b <= 10; b++) {
        const e = t.evs[u]?.[a]?.[b]
        if (!e) continue
        cells[`${a},${b}`] = e
        const w = t.prob[u]?.[a]?.[b] ?? 0
        const soft = a === 1 && a + b <= 11
        const row = a === b ? (a === 1 ? 'A,A' : a === 10 ? 'T,T' : `${a},${a}`) : soft ? `S${a + b + 10}` : `H${a + b}`
        const key = `${row}|${col}`
        let list = rows.get(key)
        if (!list) rows.set(key, (list = []))
        list.push({ w, s: e })
        // A pair is also a hard total for a hand that may not split it; a hard row no other two cards
        // make (H20: only T,T) is read from the pair without its split.
        if (a === b && a !== 1) {
          const hardKey = `H${a + b}|${col}`
          let pairs = pairRows.get(hardKey)
          if (!pairs) pairRows.set(hardKey, (pairs = []))
          pairs.push({ w, s: { ...e, split: null } })
        }
      }
    }
  })
  const rowNames: string[] = []
  for (let h = 5; h <= 20; h++) rowNames.push(`H${h}`)
  for (let s = 13; s <= 20; s++) rowNames.push(`S${s}`)
  for (let v = 2; v <= 9; v++) rowNames.push(`${v},${v}`)
  rowNames.push('T,T', 'A,A')
  for (const row of rowNames) {
    const cells = UP_VALUES.map((_, col) => {
      const list = rows.get(`${row}|${col}`) ?? pairRows.get(`${row}|${col}`) ?? []
      let w = 0
      const avg = {
        stand: 0,
        hit: 0,
        double: 0 as number | null,
        split: 0 as number | null,
        surrender: 0 as number | null
      }
      for (const { w: wi, s } of list) {
        w += wi
        avg.stand += wi * s.stand
        avg.hit += wi * s.hit
        avg.double = s.double === null || avg.double === null ? null : avg.double + wi * s.double
        avg.split = s.split === null || avg.split === null ? null : avg.split + wi * s.split
        avg.surrender = s.surrender === null || avg.surrender === null ? null : avg.surrender + wi * s.surrender
      }
      // Every row has two-card hands (H5–H19 and the soft rows their own, H20 its pair's).
      if (w === 0) throw new Error(`the chart row ${row} has no two-card hand`)
      const evs = {
        stand: avg.stand / w,
        hit: avg.hit / w,
        double: avg.double === null ? null : avg.double / w,
        split: avg.split === null ? null : avg.split / w,
        surrender: avg.surrender === null ? null : avg.surrender / w
      }
      return [bestOf(evs).action, bestOf({ ...evs, double: null, surrender: null }).action] as const
    })
    chart[row] = cells.map((c) => c[0])
    chartElse[row] = cells.map((c) => c[1])
  }
  return { playerEvPercent: t.playerEv * 100, byUpcard, composition, chart, chartElse }
}

// ---- the hand in play ------------------------------------------------------------------------------

export interface HandQuery {
  /**
   * Cards the player has not seen, by value (index 1–10): the shoe's rest and the dealer's hole card.
   * Whole numbers at a table; fractional for an expected composition (indices.ts).
   */
  unseen: ArrayLike<number>
  /** The dealer's up-card value. */
  up: number
  /** The hand's cards, values, in order. */
  hand: readonly number[]
  /** The hand was made by a split (no surrender, DAS applies). */
  fromSplit: boolean
  /** Hands the seat holds now (1 before any split). */
  hands: number
  /** Split aces: their hand is one of them. */
  splitAces: boolean
  /** Whether the dealer has already checked for a blackjack (peek rules, A or ten up). */
  peeked: boolean
}

export interface HandAnalysis {
  /** EV per unit of the hand's original stake of each action legal by the rules (not by the chips). */
  evs: Partial<Record<CaAction, number>>
  best: CaAction
  /** With an ace up before the peek: EV of taking insurance (per unit of the hand's stake) and of even money. */
  insurance?: number
  evenMoney?: { take: number; decline: number }
  /** P(the hole card makes a blackjack), from the unseen cards. */
  pBlackjack: number
}

/**
 * The EV of every action for the hand in play, exact for the unseen cards (CDZ- for splits).
 * Values are what the hand is worth now: after the peek they are conditioned on no dealer blackjack;
 * without a peek (or before it) a dealer blackjack is still possible and counted.
 */
export function analyzeHand(rulesIn: BlackjackRules, q: HandQuery): HandAnalysis {
  const rules = compileRules(rulesIn)
  const S = new Float64Array(11)
  let unseenN = 0
  for (let v = 1; v <= 10; v++) {
    S[v] = Number(q.unseen[v] ?? 0)
    unseenN += S[v] as number
  }
  const pT = unseenN > 0 ? (q.up === 1 ? (S[10] as number) / unseenN : q.up === 10 ? (S[1] as number) / unseenN : 0) : 0
  S[q.up] = (S[q.up] as number) + 1
  for (const c of q.hand) S[c] = (S[c] as number) + 1
  const n = q.hand.length
  const pair = n === 2 && q.hand[0] === q.hand[1]
  // A pair's tree grows from one of its cards, so that its split hands are in it too.
  const an = new Analysis(rules, S, pair ? q.hand.slice(0, 1) : q.hand)
  const node = an.tree.find(q.hand)
  const condition = (x: number): number => (rules.peek && q.peeked && pT > 0 && pT < 1 ? (x + pT) / (1 - pT) : x)
  const natural = n === 2 && !q.fromSplit && q.hand.includes(1) && q.hand.includes(10)
  const out: HandAnalysis = { evs: {}, best: 'stand', pBlackjack: pT }
  if (q.up === 1 && !q.peeked && rulesIn.insurance) {
    out.insurance = 0.5 * (3 * pT - 1)
    if (natural) out.evenMoney = { take: 1, decline: rules.bjPays * (1 - pT) }
  }
  if (node < 0 || natural) {
    out.evs.stand = natural ? rules.bjPays * (1 - pT) : -1
    return out
  }
  // Split aces are a split hand whatever fromSplit says, so the split context's canDouble decides their double.
  const ctx =
    q.fromSplit || q.splitAces
      ? new Context(rules, an.tree, an.dealer, S, S, null, true, q.splitAces, null, new UpMemo(an.tree.size))
      : an.base
  const total = an.tree.total(node)
  const oneCardAces = q.splitAces && !rules.hitSplitAces
  out.evs.stand = condition(ctx.standValue(node, q.up))
  if (!oneCardAces && total < 21 && n < rules.maxCards) out.evs.hit = condition(ctx.hitValue(node, q.up))
  if (n === 2 && ctx.canDouble(node)) out.evs.double = condition(ctx.dblValue(node, q.up))
  const P = q.hand[0] as number
  if (
    pair &&
    q.hands < rules.maxHands &&
    (P !== 1 || !q.splitAces || rules.resplitAces) &&
    (P !== 1 || rules.resplitAces || q.hands === 1)
  ) {
    const room = rules.maxHands - q.hands + 1
    const M = P === 1 && !rules.resplitAces ? Math.min(2, room) : room
    const v = new SplitCalc({ rules, tree: an.tree, dealer: an.dealer, shoe: S, base: an.base, memos: [] }, P, M).value(
      q.up
    )
    if (v === v) out.evs.split = condition(v)
  }
  if (n === 2 && !q.fromSplit && q.hands === 1 && rules.surrender !== 'none') {
    // Late: after the peek, half the stake back; early: before any check, the same half.
    out.evs.surrender = -0.5
  }
  out.best = bestOf({
    stand: out.evs.stand,
    hit: out.evs.hit ?? -Infinity,
    double: out.evs.double ?? null,
    split: out.evs.split ?? null,
    surrender: out.evs.surrender ?? null
  }).action
  return out
}
