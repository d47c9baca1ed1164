/**
 * The tables the engines' hot paths look up, built once per object they derive from (a rule set, a
 * pay table). One rule set is in play for long stretches, so the last object asked about is compared
 * first; the rest are in a WeakMap, so a dropped rule set takes its table along.
 */
export function perObject<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>()
  let lastKey: K | null = null
  let lastValue: V | undefined
  return (key) => {
    if (key === lastKey) return lastValue as V
    let value = made.get(key)
    if (value === undefined) {
      value = build(key)
      made.set(key, value)
    }
    lastKey = key
    lastValue = value
    return value
  }
}
