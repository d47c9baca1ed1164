/**
 * The chips a dealer pays with, as data: each set is its denominations in minor units, lowest first.
 * `house` is the common casino set (1, 5, 25, 100, 500 and 1,000 chips: white, red, green, black,
 * purple and gold, the colours every table draws by value, components/table/chips.ts); `table` is the
 * chips the tables' selector offers (1, 5, 10, 25, 100, 500, 1,000, 5,000). The chip drill also takes
 * any set of its own (docs/rules-sicbo.md "Paying in chips").
 */
import type { Minor } from '../money'

export const CHIP_SETS = {
  house: [100, 500, 2_500, 10_000, 50_000, 100_000],
  table: [100, 500, 1_000, 2_500, 10_000, 50_000, 100_000, 500_000]
} as const satisfies Record<string, readonly Minor[]>

export type ChipSetName = keyof typeof CHIP_SETS
export const CHIP_SET_NAMES = Object.keys(CHIP_SETS) as ChipSetName[]
