/**
 * The Sic Bo pay tables as docs/rules-sicbo.md publishes them ("Presets and pay tables", N to 1), copied
 * from the document row by row. They are the expected values of the rules test
 * (tests/engine/sicbo-rules.test.ts), the rulesets and upgrade tests and the e2e specs' oracle
 * (e2e/sicbo-oracle.ts), so they are written out here and never read from src/, the code under test.
 */

/** A type, not an interface, so a table passes where a record of rows is asked for. */
export type PublishedPayTable = {
  readonly smallBig: number
  readonly single1: number
  readonly single2: number
  readonly single3: number
  readonly total4_17: number
  readonly total5_16: number
  readonly total6_15: number
  readonly total7_14: number
  readonly total8_13: number
  readonly total9_12: number
  readonly total10_11: number
  readonly double: number
  readonly triple: number
  readonly anyTriple: number
  readonly combo: number
}

export type PublishedPreset = 'trainer' | 'atlantic-city' | 'macau'

export const PUBLISHED_PAY_TABLES: Readonly<Record<PublishedPreset, PublishedPayTable>> = {
  trainer: {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 60,
    total5_16: 30,
    total6_15: 17,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 11,
    triple: 180,
    anyTriple: 30,
    combo: 6
  },
  'atlantic-city': {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 60,
    total5_16: 30,
    total6_15: 17,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 10,
    triple: 180,
    anyTriple: 30,
    combo: 5
  },
  macau: {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 50,
    total5_16: 18,
    total6_15: 14,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 8,
    triple: 150,
    anyTriple: 24,
    combo: 5
  }
}

/** The published table's row for each total up to 10; a total above 10 shares the row of 21 − total. */
const TOTAL_ROWS: Record<number, keyof PublishedPayTable> = {
  4: 'total4_17',
  5: 'total5_16',
  6: 'total6_15',
  7: 'total7_14',
  8: 'total8_13',
  9: 'total9_12',
  10: 'total10_11'
}

/** What a bet on total `t` (4 … 17) pays on `table` when the dice add up to it. */
export function publishedTotalPays(table: PublishedPayTable, t: number): number {
  const row = TOTAL_ROWS[Math.min(t, 21 - t)]
  if (!row || t > 17) throw new Error(`no total spot ${t}`)
  return table[row]
}
