/**
 * Paying in chips (docs/rules-sicbo.md "Paying in chips"): the dealer's three chip tasks, dealt from an
 * injected random source and checked here. Pure.
 * - pay: a winning bet's payout (its stake × "N to 1" under the rules), pushed in the fewest chips;
 * - colour-up: a pile of small chips exchanged for the fewest chips of the same value;
 * - order: a settled layout taken and paid in order: every losing bet first, then the winners from the
 *   highest "N to 1" down.
 */
import type { Minor } from '@shared/money'
import {
  parseSpot,
  sicboSpots,
  spotPays,
  type ChipAnswer,
  type ChipItem,
  type ChipItemCheck,
  type ChipTask,
  type ParsedSpot,
  type SicboDice,
  type SicboRules
} from '@shared/games/sicbo'
import { rollDice, type RandomSource } from '../../random'
import { chipsValue, fewestChips } from '../../chip-pay'
import { explainDrill, generateDrill } from './drill'

/** Stakes a pay question is drawn from, in whole chips (minor units). */
const STAKES: readonly Minor[] = [100, 200, 500, 1_000, 1_500, 2_500, 3_500, 5_000, 7_500, 10_000, 25_000]
/** How many questions each task deals. */
export const CHIP_TASK_ITEMS: Readonly<Record<ChipTask, number>> = { pay: 4, 'colour-up': 3, order: 1 }
const TRIES = 200

function pick<T>(rng: RandomSource, list: readonly T[]): T {
  return list[rng.int(list.length)] as T
}

/** A winning bet under `rules` whose payout these chips can make. */
function payItem(rules: SicboRules, denominations: readonly Minor[], rng: RandomSource): ChipItem {
  for (let t = 0; t < TRIES; t++) {
    const dice = rollDice(rng) as SicboDice
    const winners = sicboSpots(rules).flatMap((spot) => {
      const pays = spotPays(rules.payTable, parseSpot(spot) as ParsedSpot, dice)
      return pays !== null && pays > 0 ? [{ spot, pays }] : []
    })
    if (winners.length === 0) continue
    const w = pick(rng, winners)
    const stakeMinor = pick(rng, STAKES)
    const amountMinor = stakeMinor * w.pays
    if (fewestChips(amountMinor, denominations) !== null)
      return { kind: 'pay', spot: w.spot, stakeMinor, pays: w.pays, amountMinor }
  }
  throw new RangeError('these chips cannot pay the drill’s payouts; give a set with a smaller chip')
}

/** A pile of the three smallest chips, 6 or more of them, that the fewest chips make with fewer. */
function colourUpItem(denominations: readonly Minor[], rng: RandomSource): ChipItem {
  const small = [...denominations.keys()].sort((a, b) => (denominations[a] as number) - (denominations[b] as number))
  const usable = small.slice(0, Math.min(3, small.length))
  for (let t = 0; t < TRIES; t++) {
    const pile = denominations.map(() => 0)
    for (const i of usable) pile[i] = rng.int(13)
    const chips = pile.reduce((a, b) => a + b, 0)
    if (chips < 6) continue
    const amountMinor = chipsValue(pile, denominations)
    const best = fewestChips(amountMinor, denominations)
    if (best && best.reduce((a, b) => a + b, 0) < chips) return { kind: 'colour-up', pile, amountMinor }
  }
  throw new RangeError('these chips give no pile worth colouring up')
}

/** A settled layout of six bets with at least one loser and two winners. */
function orderItem(rules: SicboRules, rng: RandomSource): ChipItem {
  for (let t = 0; t < TRIES; t++) {
    const drill = generateDrill(rules, rng, { bets: 6 })
    const bets = explainDrill(rules, drill).map((b) => ({ spot: b.spot, amountMinor: b.amountMinor, pays: b.pays }))
    const winners = bets.filter((b) => b.pays !== null).length
    if (winners >= 2 && winners < bets.length) return { kind: 'order', dice: drill.dice, bets }
  }
  throw new RangeError('no layout to settle could be dealt')
}

export function dealChipTask(
  task: ChipTask,
  rules: SicboRules,
  denominations: readonly Minor[],
  rng: RandomSource
): ChipItem[] {
  return Array.from({ length: CHIP_TASK_ITEMS[task] }, () =>
    task === 'pay'
      ? payItem(rules, denominations, rng)
      : task === 'colour-up'
        ? colourUpItem(denominations, rng)
        : orderItem(rules, rng)
  )
}

/** One right settlement order: the losers as laid out, then the winners from the highest "N to 1" down. */
export function settlementOrder(bets: ReadonlyArray<{ pays: number | null }>): number[] {
  const losers = [...bets.keys()].filter((i) => bets[i]?.pays === null)
  const winners = [...bets.keys()]
    .filter((i) => bets[i]?.pays !== null)
    .sort((a, b) => (bets[b]?.pays as number) - (bets[a]?.pays as number) || a - b)
  return [...losers, ...winners]
}

/**
 * Checks one answer. `counts` must give a count (a whole number, 0 or more) per denomination and
 * `order` every bet once: those are refused with a RangeError naming the problem (the caller words it).
 */
export function checkChipItem(item: ChipItem, denominations: readonly Minor[], answer: ChipAnswer): ChipItemCheck {
  if (item.kind === 'order') {
    if (!('order' in answer)) throw new RangeError('a settlement is answered with the order of the bets')
    const n = item.bets.length
    const o = answer.order
    if (o.length !== n || new Set(o).size !== n || !o.every((i) => Number.isInteger(i) && i >= 0 && i < n))
      throw new RangeError(`the order must name each of the ${n} bets once`)
    let problem: 'winner-before-loser' | 'lower-odds-first' | null = null
    let at: number | null = null
    let winnerSeen = false
    let lastPays = Infinity
    for (const [step, i] of o.entries()) {
      const pays = item.bets[i]?.pays ?? null
      if (pays === null) {
        if (winnerSeen) {
          // The first winner settled before this loser is where the order went wrong.
          problem = 'winner-before-loser'
          at = o.findIndex((j) => item.bets[j]?.pays !== null)
          break
        }
      } else {
        winnerSeen = true
        if (pays > lastPays) {
          problem = 'lower-odds-first'
          at = step - 1
          break
        }
        lastPays = pays
      }
    }
    return { kind: 'order', right: problem === null, problem, at, expected: settlementOrder(item.bets) }
  }
  if (!('counts' in answer)) throw new RangeError('chips are answered with a count per denomination')
  if (answer.counts.length !== denominations.length || !answer.counts.every((c) => Number.isSafeInteger(c) && c >= 0))
    throw new RangeError(`the answer must give a count, 0 or more, for each of the ${denominations.length} chips`)
  const fewest = fewestChips(item.amountMinor, denominations) as number[]
  const fewestCount = fewest.reduce((a, b) => a + b, 0)
  const givenMinor = chipsValue(answer.counts, denominations)
  const givenChips = answer.counts.reduce((a, b) => a + b, 0)
  const problem = givenMinor !== item.amountMinor ? 'total' : givenChips > fewestCount ? 'not-fewest' : null
  return {
    kind: item.kind,
    right: problem === null,
    problem,
    givenMinor,
    givenChips,
    fewestChips: fewestCount,
    fewest
  }
}
