/**
 * A bounded size estimate of an input as JSON, taken before any schema work: it stops as soon as the
 * limit is passed, so a hostile 50 MB object costs no more than a 64 KiB one. Electron hands inputs
 * over already deserialized (structured clone), so the WebSocket's byte check alone is not enough.
 */
export const MAX_INPUT_BYTES = 64 * 1024
const MAX_DEPTH = 32

/** Returns the approximate JSON length of `value`, or Infinity once it passes `limit` or nests too deep. */
export function boundedJsonSize(value: unknown, limit = MAX_INPUT_BYTES): number {
  let total = 0
  // Iterative walk: a deeply nested input must not overflow the stack.
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }]
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number }
    if (depth > MAX_DEPTH) return Infinity
    switch (typeof v) {
      case 'string':
        // UTF-8 is at most 3 bytes per UTF-16 unit; quotes and escapes are close enough.
        total += v.length + 2
        break
      case 'number':
      case 'boolean':
      case 'bigint':
        total += 8
        break
      case 'undefined':
        total += 4
        break
      case 'object':
        if (v === null) {
          total += 4
        } else if (Array.isArray(v)) {
          total += 2 + v.length
          if (total > limit) return Infinity
          for (const item of v) stack.push({ v: item, depth: depth + 1 })
        } else {
          const keys = Object.keys(v)
          total += 2 + keys.length * 2
          if (total > limit) return Infinity
          for (const k of keys) {
            total += k.length + 3
            if (total > limit) return Infinity
            stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1 })
          }
        }
        break
      default:
        total += 8
    }
    if (total > limit) return Infinity
  }
  return total
}
