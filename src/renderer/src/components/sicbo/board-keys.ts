/**
 * Arrow-key moves on a betting layout whose spots have different sizes: from one spot, the nearest
 * spot in the arrow's direction, straight lines preferred. Works on the spots as drawn (their boxes).
 */

/** The element of `spots` nearest to `from` in the direction of `key` (an Arrow… key), or null. */
export function neighbour(from: HTMLElement, key: string, spots: Iterable<HTMLElement>): HTMLElement | null {
  const a = from.getBoundingClientRect()
  const ax = a.left + a.width / 2
  const ay = a.top + a.height / 2
  let best: HTMLElement | null = null
  let bestScore = Infinity
  for (const el of spots) {
    if (el === from) continue
    const b = el.getBoundingClientRect()
    const dx = b.left + b.width / 2 - ax
    const dy = b.top + b.height / 2 - ay
    let along: number
    let across: number
    if (key === 'ArrowRight') [along, across] = [dx, dy]
    else if (key === 'ArrowLeft') [along, across] = [-dx, dy]
    else if (key === 'ArrowDown') [along, across] = [dy, dx]
    else [along, across] = [-dy, dx]
    if (along <= 2) continue
    const score = along + 2.5 * Math.abs(across)
    if (score < bestScore) {
      bestScore = score
      best = el
    }
  }
  return best
}
