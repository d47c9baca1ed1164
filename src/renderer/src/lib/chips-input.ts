/**
 * What the user types into a chips field → integer minor units. Accepts "250", "12.5", "12,50" (either
 * separator, since Vietnamese writes decimals with a comma); refuses thousands separators, signs and
 * more than two decimals, so "1.000" is never silently read as one chip.
 */
import { topUpMinor } from '../../../shared/contract/index'
import { chipsToMinor, type Minor } from '../../../shared/money'

export type ChipsParse = { ok: true; minor: Minor } | { ok: false; reason: 'format' | 'range' }

/** The top-up limits, read from the contract's own schema so the UI and the house cannot disagree. */
export const TOP_UP_MIN_MINOR: Minor = topUpMinor.minValue ?? 100
export const TOP_UP_MAX_MINOR: Minor = topUpMinor.maxValue ?? 100_000_000

const SHAPE = /^\d+(?:[.,]\d{1,2})?$/

export function parseChips(text: string, minMinor: Minor, maxMinor: Minor): ChipsParse {
  const s = text.trim()
  if (!SHAPE.test(s)) return { ok: false, reason: 'format' }
  const minor = chipsToMinor(Number(s.replace(',', '.')))
  // The shape already guarantees digits with at most two decimals, so chipsToMinor can only refuse
  // zero or an amount beyond any input limit: both are out of range.
  if (minor === null) return { ok: false, reason: 'range' }
  if (minor < minMinor || minor > maxMinor) return { ok: false, reason: 'range' }
  return { ok: true, minor }
}
