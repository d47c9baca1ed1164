/**
 * The fewest chips that make an amount from a set of denominations (the dealer's "pay in the fewest
 * chips" and "colour up"). Greedy (the biggest chip first) is right for the usual casino sets but not
 * for every set (1, 3, 4 makes 6 as 3 + 3, not 4 + 1 + 1), so this is the exact answer by dynamic
 * programming over the amount in units of the denominations' greatest common divisor.
 */

/** Largest amount, in units of the denominations' common divisor, the solver takes (memory: 8 bytes a unit). */
export const MAX_CHIP_UNITS = 2_000_000

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

function checkDenominations(denominations: readonly number[]): void {
  if (denominations.length === 0) throw new RangeError('a chip set needs at least one denomination')
  if (!denominations.every((d) => Number.isSafeInteger(d) && d > 0))
    throw new RangeError('denominations must be whole minor units above 0')
  if (new Set(denominations).size !== denominations.length) throw new RangeError('denominations must differ')
}

/**
 * Chips per denomination (in the order given) making `amount` in the fewest chips, or null when no
 * mix of these chips makes it. Among equally few, the one using bigger chips first (the DP prefers a
 * bigger chip on a tie), so the answer shown is the one a dealer would push.
 */
export function fewestChips(amount: number, denominations: readonly number[]): number[] | null {
  checkDenominations(denominations)
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError('the amount must be whole minor units, 0 or more')
  const g = denominations.reduce(gcd)
  if (amount % g !== 0) return null
  const units = amount / g
  if (units > MAX_CHIP_UNITS)
    throw new RangeError(`the amount is too large for the solver (over ${MAX_CHIP_UNITS} units)`)
  const sizes = denominations.map((d) => d / g)
  // Biggest first, so that a tie keeps the bigger chip.
  const order = sizes.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s)
  const best = new Int32Array(units + 1).fill(-1)
  const last = new Int32Array(units + 1).fill(-1)
  best[0] = 0
  for (let v = 1; v <= units; v++) {
    let b = -1
    let pick = -1
    for (const { s, i } of order) {
      if (s > v) continue
      const before = best[v - s] as number
      if (before >= 0 && (b < 0 || before + 1 < b)) {
        b = before + 1
        pick = i
      }
    }
    best[v] = b
    last[v] = pick
  }
  if ((best[units] as number) < 0) return null
  const counts = denominations.map(() => 0)
  for (let v = units; v > 0;) {
    const i = last[v] as number
    counts[i] = (counts[i] as number) + 1
    v -= sizes[i] as number
  }
  return counts
}

/** What a handful of chips is worth: Σ count × denomination. */
export function chipsValue(counts: readonly number[], denominations: readonly number[]): number {
  return counts.reduce((s, c, i) => s + c * (denominations[i] as number), 0)
}
