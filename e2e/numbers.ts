/** Numbers as the Vietnamese screens write them, computed in the test (Intl), never read from the app. */

/** A percentage with two decimals: 0.40287 → "0,40%". */
export function viPercent(p: number): string {
  return new Intl.NumberFormat('vi-VN', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2
  }).format(p / 100)
}
