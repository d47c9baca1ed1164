/**
 * The payout drill (docs/rules-sicbo.md "Payout drill"): a layout of bets and a roll, the user says what
 * each bet pays or the total the dealer pays out, and every mistake is explained with codes and
 * numbers (the UI words them). Pure: randomness comes from the injected source.
 */
import type { Minor } from '@shared/money'
import {
  isTriple,
  parseSpot,
  sicboSpots,
  spotPays,
  type DrillAnswer,
  type DrillBetExplained,
  type DrillCheck,
  type DrillMistake,
  type DrillReason,
  type ParsedSpot,
  type SicboDice,
  type SicboDrill,
  type SicboRules,
  type SicboSpot
} from '@shared/games/sicbo'
import { rollDice, type RandomSource } from '../../random'

export interface DrillOptions {
  /** How many bets the layout holds, 1–10 (default 5). */
  bets?: number
  /** The stakes to pick from, minor units (default 1, 2, 5, 10, 25, 50, 100 chips). */
  amountsMinor?: readonly Minor[]
}

const DEFAULT_AMOUNTS: readonly Minor[] = [100, 200, 500, 1000, 2500, 5000, 10000]

/**
 * Rolls first, then picks distinct spots, each a winner half of the time when winners are left, so
 * a layout nearly always has something to pay and something to collect.
 */
export function generateDrill(rules: SicboRules, rng: RandomSource, options: DrillOptions = {}): SicboDrill {
  const count = options.bets ?? 5
  const amounts = options.amountsMinor ?? DEFAULT_AMOUNTS
  if (!Number.isInteger(count) || count < 1 || count > 10) throw new RangeError(`a drill holds 1–10 bets, not ${count}`)
  if (amounts.length === 0 || !amounts.every((a) => Number.isInteger(a) && a > 0)) {
    throw new RangeError('drill stakes must be whole minor units above 0')
  }
  const dice = rollDice(rng) as SicboDice
  const offered = sicboSpots(rules)
  const winners = offered.filter((s) => spotPays(rules.payTable, parseSpot(s) as ParsedSpot, dice) !== null)
  const losers = offered.filter((s) => !winners.includes(s))
  const bets: SicboDrill['bets'] = []
  for (let i = 0; i < count; i++) {
    const pool = winners.length > 0 && (losers.length === 0 || rng.int(2) === 0) ? winners : losers
    const [spot] = pool.splice(rng.int(pool.length), 1) as [SicboSpot]
    bets.push({ spot, amountMinor: amounts[rng.int(amounts.length)] as Minor })
  }
  return { bets, dice }
}

function countOf(dice: SicboDice, face: number): number {
  return dice.filter((d) => d === face).length
}

function reasonFor(spot: ParsedSpot, dice: SicboDice): DrillReason {
  const total = dice[0] + dice[1] + dice[2]
  switch (spot.kind) {
    case 'small':
    case 'big':
      if (isTriple(dice)) return { code: 'lost-to-triple', face: dice[0] }
      return spot.kind === 'small'
        ? { code: 'total-range', total, low: 4, high: 10 }
        : { code: 'total-range', total, low: 11, high: 17 }
    case 'odd':
    case 'even':
      return isTriple(dice) ? { code: 'lost-to-triple', face: dice[0] } : { code: 'total-parity', total }
    case 'single':
      return { code: 'single-count', face: spot.face, count: countOf(dice, spot.face) }
    case 'total':
      return { code: 'total-exact', spotTotal: spot.total, total }
    case 'double':
      return { code: 'double-count', face: spot.face, count: countOf(dice, spot.face) }
    case 'triple':
      return { code: 'triple-count', face: spot.face, count: countOf(dice, spot.face) }
    case 'any-triple':
      return { code: 'any-triple', face: isTriple(dice) ? dice[0] : 0 }
    case 'combo':
      return { code: 'combo-count', a: spot.a, b: spot.b, countA: countOf(dice, spot.a), countB: countOf(dice, spot.b) }
  }
}

export function explainDrill(rules: SicboRules, drill: SicboDrill): DrillBetExplained[] {
  return drill.bets.map((b, bet) => {
    const spot = parseSpot(b.spot)
    if (!spot) throw new RangeError(`bets[${bet}]: unknown spot "${b.spot}"`)
    const pays = spotPays(rules.payTable, spot, drill.dice)
    return {
      bet,
      spot: b.spot,
      amountMinor: b.amountMinor,
      wins: pays !== null,
      pays,
      payoutMinor: pays === null ? 0 : b.amountMinor * pays,
      reason: reasonFor(spot, drill.dice)
    }
  })
}

export function checkDrill(rules: SicboRules, drill: SicboDrill, answer: DrillAnswer): DrillCheck {
  const bets = explainDrill(rules, drill)
  const expectedTotalMinor = bets.reduce((s, b) => s + b.payoutMinor, 0)
  const mistakes: DrillMistake[] = []
  if (answer.mode === 'total') {
    if (answer.totalMinor !== expectedTotalMinor)
      mistakes.push({ kind: 'total', givenMinor: answer.totalMinor, expectedMinor: expectedTotalMinor })
    return {
      correct: mistakes.length === 0,
      score: mistakes.length === 0 ? 1 : 0,
      outOf: 1,
      expectedTotalMinor,
      bets,
      mistakes
    }
  }
  if (answer.payoutsMinor.length !== bets.length) {
    throw new RangeError(`the answer gives ${answer.payoutsMinor.length} payouts for ${bets.length} bets`)
  }
  for (const b of bets) {
    const given = answer.payoutsMinor[b.bet] as Minor
    if (given !== b.payoutMinor)
      mistakes.push({ kind: 'bet', bet: b.bet, givenMinor: given, expectedMinor: b.payoutMinor, explanation: b })
  }
  return {
    correct: mistakes.length === 0,
    score: bets.length - mistakes.length,
    outOf: bets.length,
    expectedTotalMinor,
    bets,
    mistakes
  }
}
