/** A table's rules name: a preset's key when the resolved rules are exactly that preset's. */

/**
 * Whether two rule sets have the same keys with the same values. Compared key by key: a preset
 * literal and resolved rules order their keys differently, and a value may be a nested object.
 */
export function sameRules(a: object, b: object): boolean {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = Object.keys(y)
  return keys.length === Object.keys(x).length && keys.every((k) => JSON.stringify(x[k]) === JSON.stringify(y[k]))
}
