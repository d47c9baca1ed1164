/**
 * The fewest chips making an amount, worked out the slow, obvious way for the tests: every count of
 * every chip tried, the biggest chip first, with a bound (no dynamic programming: it must not share
 * the app's method). Chips per denomination in the order given, or null when no mix makes it.
 */
export function enumerateFewest(amount: number, denominations: readonly number[]): number[] | null {
  const order = [...denominations.keys()].sort((a, b) => denominations[b]! - denominations[a]!)
  let best: number[] | null = null
  let bestCount = Infinity
  const counts = denominations.map(() => 0)
  const go = (k: number, left: number, used: number): void => {
    if (used >= bestCount) return
    if (left === 0) {
      best = [...counts]
      bestCount = used
      return
    }
    if (k === order.length) return
    const i = order[k]!
    const d = denominations[i]!
    if (used + Math.ceil(left / d) >= bestCount) return
    for (let n = Math.floor(left / d); n >= 0; n--) {
      counts[i] = n
      go(k + 1, left - n * d, used + n)
    }
    counts[i] = 0
  }
  go(0, amount, 0)
  return best
}
