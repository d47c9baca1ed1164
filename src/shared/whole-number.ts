/** A whole number in a range, as every house-rule key, scenario field and row id checks one. */
import { z } from 'zod'

/**
 * A whole number from `min` to `max`. Every refusal (not a number, a fraction, out of range) says the
 * same `error`, which by default names the range.
 */
export function wholeIn(min: number, max: number, error = `must be a whole number from ${min} to ${max}`) {
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}
