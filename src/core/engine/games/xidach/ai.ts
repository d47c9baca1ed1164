/**
 * Computer seats for Xì dách. Every function here takes a `XidachView` — what that seat may see — and
 * a RandomSource, never the state, so a bot can't peek at face-down cards or the deck order even by
 * accident (the type won't let it). The odds they use come from the cards they can't see: one deck
 * minus every card face up to them.
 *
 * Bots (players): `cautious` draws below playerMin and otherwise only when no card can bust it;
 * `standard` draws when one more card is worth more than standing; `bold` draws even when it is
 * slightly worse. Dealers: `simple` draws below max(dealerMin, 17) and then stands (settling everyone
 * at once); `shrewd` checks the hands it expects to beat now (four- and five-card hands and other
 * likely-weak ones) and draws on for the rest only while one more card is worth it.
 */
import type { Card } from '@shared/cards'
import { chipsToMinor, type Minor } from '@shared/money'
import type { XidachAction, XidachPlayerView, XidachRules, XidachView } from '@shared/games/xidach'
import type { RandomSource } from '../../random'
import { perObject } from '../../per-object'
import { BUST, NGU_LINH, standing, standingIndex, standingTable } from './hand'

export const BOT_STYLES = ['cautious', 'standard', 'bold'] as const
export type BotStyle = (typeof BOT_STYLES)[number]
export const DEALER_STRENGTHS = ['simple', 'shrewd'] as const
export type DealerStrength = (typeof DEALER_STRENGTHS)[number]

const DRAW: XidachAction = Object.freeze({ do: 'draw' }) as XidachAction
const STAND: XidachAction = Object.freeze({ do: 'stand' }) as XidachAction

// ---- what a seat can't see -----------------------------------------------------------------------

/** Rank index 0..12 (A 2 … 9 T J Q K) by the rank character's code. */
const RANK_INDEX = new Int8Array(128).fill(-1)
'A23456789TJQK'.split('').forEach((ch, i) => (RANK_INDEX[ch.charCodeAt(0)] = i))
const RANK_PIP = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]

/** The 13 rank counts not visible to the viewer, in a reused buffer (the AIs run one at a time). */
const unseen = new Int32Array(13)

function countUnseen(view: XidachView): number {
  for (let r = 0; r < 13; r++) unseen[r] = 4
  let total = 52 - takeSeen(view.dealer.cards)
  const ps = view.players
  for (let i = 0; i < ps.length; i++) total -= takeSeen((ps[i] as XidachPlayerView).cards)
  return total
}

function takeSeen(cards: readonly Card[] | null): number {
  if (cards === null) return 0
  for (let i = 0; i < cards.length; i++) {
    const r = RANK_INDEX[(cards[i] as Card).charCodeAt(0)] as number
    unseen[r] = (unseen[r] as number) - 1
  }
  return cards.length
}

interface HandShape {
  n: number
  hard: number
  aces: number
}

function shapeOf(cards: readonly Card[]): HandShape {
  let hard = 0
  let aces = 0
  for (let i = 0; i < cards.length; i++) {
    const r = RANK_INDEX[(cards[i] as Card).charCodeAt(0)] as number
    hard += RANK_PIP[r] as number
    if (r === 0) aces++
  }
  return { n: cards.length, hard, aces }
}

function findMe(view: XidachView): XidachPlayerView | null {
  for (const p of view.players) if (p.id === view.viewer) return p
  return null
}

// ---- bots ----------------------------------------------------------------------------------------

/**
 * A player's rough worth of standing on a total, per unit staked, against a dealer who draws to
 * 16–18 and checks: dealer busts about 22 %, otherwise its totals spread over 16–21.
 */
const STAND_WORTH: Record<number, number> = { 16: -0.41, 17: -0.11, 18: 0.18, 19: 0.45, 20: 0.71, 21: 0.92 }
/** A total still under playerMin will draw again: worth less than a middling hand, more than a loss. */
const UNDER_MIN_WORTH = -0.55

function worthOf(rules: XidachRules, st: number): number {
  if (st === BUST) return rules.bothBust === 'push' ? -0.78 : -1
  if (st === NGU_LINH) return rules.pay.nguLinh * 0.97
  if (st < rules.playerMin) return UNDER_MIN_WORTH
  return STAND_WORTH[Math.max(16, st)] as number
}

/**
 * A đền hand's rough worth: a sure loss of the stake, and under pays-for-dealer about a stake more
 * for the dealer's losses (what the others win off a dealer who stands 16–18, roughly).
 */
function denWorthOf(rules: XidachRules): number {
  return rules.nonPenalty === 'pays-for-dealer' ? -2 : -1
}

/** worthOf for every standing (index standing + 2), once per rule set. */
const worthTable = perObject((rules: XidachRules) => {
  const t = new Float64Array(24)
  for (let st = -2; st <= 21; st++) t[st + 2] = worthOf(rules, st)
  return t
})

/** A bot's draw/stand decision from its own view. */
export function botDecision(view: XidachView, style: BotStyle, rng: RandomSource): XidachAction {
  const me = findMe(view)
  if (me === null || me.cards === null || view.allowed[0] !== 'draw') return STAND
  const rules = view.rules
  const h = shapeOf(me.cards)
  const st = standing(rules, h.n, h.hard, h.aces)
  // Computer seats never draw while bust (that would be đền bài).
  if (st === BUST) return STAND
  if (st < rules.playerMin) return DRAW
  const left = countUnseen(view)
  const table = standingTable(rules)
  const worth = worthTable(rules)
  const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
  const denWorth = denWorthOf(rules)
  let drawWorth = 0
  let bustCount = 0
  for (let r = 0; r < 13; r++) {
    const c = unseen[r] as number
    if (c === 0) continue
    const hard = h.hard + (RANK_PIP[r] as number)
    const next = table[standingIndex(h.n + 1, hard, h.aces + (r === 0 ? 1 : 0))] as number
    if (next === BUST) bustCount += c
    // A bust at denAt or more is đền: it loses even to a bust dealer, and under pays-for-dealer it pays more.
    drawWorth += c * (next === BUST && hard >= den ? denWorth : (worth[next + 2] as number))
  }
  drawWorth /= left
  const standWorth = worth[st + 2] as number
  switch (style) {
    case 'cautious':
      return bustCount === 0 && drawWorth > standWorth ? DRAW : STAND
    case 'standard': {
      const gain = drawWorth - standWorth
      // A near-even choice is made at random so the bot's play is not a fixed table to read.
      if (Math.abs(gain) < 0.03) return rng.int(2) === 0 ? DRAW : STAND
      return gain > 0 ? DRAW : STAND
    }
    case 'bold':
      return drawWorth > standWorth - 0.12 ? DRAW : STAND
  }
}

/** A bot's stake: 1 % (cautious), 2 % (standard) or 5 % (bold) of its chips, whole chips, within the caps. */
export function botStake(style: BotStyle, chips: Minor, cap: { min: Minor; max: Minor }): Minor | null {
  const share = style === 'cautious' ? 0.01 : style === 'standard' ? 0.02 : 0.05
  const one = chipsToMinor(1) as Minor
  const want = Math.max(one, Math.floor((chips * share) / one) * one)
  const stake = Math.min(Math.max(want, cap.min), cap.max)
  return stake >= cap.min && stake > 0 ? stake : null
}

// ---- dealers -------------------------------------------------------------------------------------

/**
 * The dealer's belief about a finished face-down hand by its number of cards (it sees only the count):
 * [bust, non, ≤16, 17, 18, 19, 20, 21, ngũ linh]. Two-card hands that stood are mostly 16–20 (21
 * would have been a natural); every extra card makes a bust likelier.
 */
const PRIOR: ReadonlyArray<readonly number[]> = [
  [0, 1, 0, 0, 0, 0, 0, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 0, 0],
  [0, 0.06, 0.16, 0.16, 0.16, 0.16, 0.3, 0, 0],
  [0.25, 0.04, 0.1, 0.11, 0.12, 0.12, 0.13, 0.13, 0],
  [0.38, 0.02, 0.08, 0.09, 0.1, 0.1, 0.11, 0.12, 0],
  [0.5, 0, 0, 0, 0, 0, 0, 0, 0.5]
]

/** The dealer's expected gain per unit staked, holding standing `d`, against a hand of `k` cards. */
function gainAgainst(rules: XidachRules, d: number, k: number): number {
  const prior = PRIOR[Math.min(k, 5)] as readonly number[]
  const ngu = rules.pay.nguLinh
  const dealerNgu = rules.symmetric ? ngu : 1
  let g = 0
  for (let b = 0; b < 9; b++) {
    const p = prior[b] as number
    if (p === 0) continue
    let v: number
    if (b === 8) v = d === NGU_LINH ? 0 : -ngu
    else if (d === NGU_LINH) v = dealerNgu
    else if (b === 1) v = 1
    else if (b === 0) v = d === BUST ? (rules.bothBust === 'push' ? 0 : 1) : 1
    else {
      const t = 14 + b // buckets 2..7 are totals 16..21
      v = d === BUST ? -1 : d > t ? 1 : d < t ? -1 : 0
    }
    g += p * v
  }
  return g
}

/** gainAgainst for every standing (NGU_LINH, BUST, 0..21) × card count (0..5), once per rule set. */
const GAIN_ROW = 24 // standing + 2
const gainTable = perObject((rules: XidachRules) => {
  const t = new Float64Array(6 * GAIN_ROW)
  for (let k = 0; k < 6; k++) for (let d = -2; d <= 21; d++) t[k * GAIN_ROW + d + 2] = gainAgainst(rules, d, k)
  return t
})

const drawOutcomes = new Int8Array(13)
/** Per card count during one decision: -1 not yet weighed, 1 settle now, 0 draw on first. */
const prefersNow = new Int8Array(6)

/**
 * The computer dealer's decision. During the players' turns it is only asked about early checks and
 * returns null to let the moment pass; on its own turn it always acts.
 */
export function dealerDecision(view: XidachView, strength: DealerStrength, _rng: RandomSource): XidachAction | null {
  if (view.allowed.length === 0 || view.dealer.cards === null) return null
  const rules = view.rules
  const own = shapeOf(view.dealer.cards)
  const total = standing(rules, own.n, own.hard, own.aces)
  if (view.phase === 'players') {
    // Early checks are rare: only a strong two-card hand against a four- or five-card hand.
    if (strength === 'simple' || total < 18) return null
    for (const p of view.players) {
      if (p.status === 'done' && p.cardCount >= 4 && view.allowed.includes(`check ${p.id}`))
        return { do: 'check', target: p.id }
    }
    return null
  }
  // Under đền làng standing under the minimum is allowed but pays every player: the computer never does.
  const canStand = view.allowed.includes('stand') && total >= rules.dealerMin
  if (!canStand) return DRAW
  if (strength === 'simple') return total < Math.max(17, rules.dealerMin) ? DRAW : STAND

  // Shrewd: what one more card would make of the hand, over the cards it can't see.
  const left = countUnseen(view)
  const st = standingTable(rules)
  for (let r = 0; r < 13; r++) {
    drawOutcomes[r] = st[
      standingIndex(own.n + 1, own.hard + (RANK_PIP[r] as number), own.aces + (r === 0 ? 1 : 0))
    ] as number
  }
  for (let r = 0; r < 13; r++) {
    const d = drawOutcomes[r] as number
    // Under the minimum it must draw again; counting it at the minimum keeps the look-ahead one card deep.
    if (d >= 0 && d < rules.dealerMin) drawOutcomes[r] = rules.dealerMin
  }
  const table = gainTable(rules)
  // Hands of the same size look alike to the dealer: one comparison per card count.
  prefersNow.fill(-1)
  let anyLater = false
  let firstNow: string | null = null
  for (const p of view.players) {
    if (p.status === 'settled') continue
    const k = p.cardCount < 5 ? p.cardCount : 5
    let pref = prefersNow[k] as number
    if (pref < 0) {
      const row = k * GAIN_ROW + 2
      let later = 0
      for (let r = 0; r < 13; r++) later += (unseen[r] as number) * (table[row + (drawOutcomes[r] as number)] as number)
      pref = (table[row + total] as number) * left >= later ? 1 : 0
      prefersNow[k] = pref
    }
    if (pref === 1) {
      if (firstNow === null) firstNow = p.id
    } else anyLater = true
  }
  if (!anyLater) return STAND
  if (firstNow !== null) return { do: 'check', target: firstNow }
  return DRAW
}
