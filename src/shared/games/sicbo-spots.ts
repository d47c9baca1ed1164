/**
 * Sic Bo as data (docs/rules-sicbo.md): the dice, the bet spots, the pay tables, and the payout of one
 * spot for one roll, the one place a spot's rule lives. The entry `./sicbo` re-exports this module.
 */

// ---- dice ------------------------------------------------------------------------------------------

export type Face = 1 | 2 | 3 | 4 | 5 | 6
export type SicboDice = [number, number, number]
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6]

// ---- spots -----------------------------------------------------------------------------------------

type TotalSpotValue = 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17
export type SicboSpot =
  | 'small'
  | 'big'
  | 'odd'
  | 'even'
  | 'any-triple'
  | `single:${Face}`
  | `total:${TotalSpotValue}`
  | `double:${Face}`
  | `triple:${Face}`
  | `combo:${Face}-${Face}`

export type ParsedSpot =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'any-triple' }
  | { kind: 'single' | 'double' | 'triple'; face: Face }
  | { kind: 'total'; total: number }
  | { kind: 'combo'; a: Face; b: Face }

/**
 * Every spot in one fixed order (52, odd/even included). The position is the spot's index in the
 * engine's payout tables, so it never depends on which house rules are on.
 */
export const ALL_SPOTS: readonly SicboSpot[] = (() => {
  const out: SicboSpot[] = ['small', 'big', 'odd', 'even']
  for (const f of FACES) out.push(`single:${f}`)
  for (let t = 4; t <= 17; t++) out.push(`total:${t as TotalSpotValue}`)
  for (const f of FACES) out.push(`double:${f}`)
  for (const f of FACES) out.push(`triple:${f}`)
  out.push('any-triple')
  for (const a of FACES) for (const b of FACES) if (a < b) out.push(`combo:${a}-${b}`)
  return out
})()

const SPOT_INDEX: ReadonlyMap<string, number> = new Map(ALL_SPOTS.map((s, i) => [s, i]))

export function spotIndex(spot: SicboSpot): number {
  return SPOT_INDEX.get(spot) as number
}

/** The spot a key names, or null for anything docs/rules-sicbo.md does not list. */
export function parseSpot(key: string): ParsedSpot | null {
  if (typeof key !== 'string' || !SPOT_INDEX.has(key)) return null
  if (key === 'small' || key === 'big' || key === 'odd' || key === 'even' || key === 'any-triple') return { kind: key }
  const [kind, arg] = key.split(':') as [string, string]
  if (kind === 'total') return { kind: 'total', total: Number(arg) }
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [Face, Face]
    return { kind: 'combo', a, b }
  }
  return { kind: kind as 'single' | 'double' | 'triple', face: Number(arg) as Face }
}

/** Why a key is not a spot at this table, in words, or null when it is one. */
export function spotRefusal(key: string, oddEven: boolean): string | null {
  if (typeof key !== 'string') return 'a spot must be text'
  if (!SPOT_INDEX.has(key)) {
    const combo = /^combo:([1-6])-([1-6])$/.exec(key)
    if (combo && Number(combo[1]) > Number(combo[2])) {
      return `unknown spot "${key}" (a combination names the smaller number first: combo:${combo[2]}-${combo[1]})`
    }
    return `unknown spot "${key}"`
  }
  if ((key === 'odd' || key === 'even') && !oddEven)
    return `spot "${key}" is not on this table (house rule oddEven is off)`
  return null
}

// ---- pay tables ------------------------------------------------------------------------------------

/**
 * One pay table: every row of the table in docs/rules-sicbo.md, each "N to 1" with the stake
 * returned. A total row covers both totals with the same odds (`total5_16` pays total 5 and total
 * 16). Odd/even is not a row: docs/rules-sicbo.md fixes it at 1 to 1.
 */
// Type aliases rather than interfaces so they fit `Record<string, …>` shapes (rulesets, JSON).
export type SicboPayTable = {
  smallBig: number
  single1: number
  single2: number
  single3: number
  total4_17: number
  total5_16: number
  total6_15: number
  total7_14: number
  total8_13: number
  total9_12: number
  total10_11: number
  double: number
  triple: number
  anyTriple: number
  combo: number
}

export const PAY_TABLE_ROWS = [
  'smallBig',
  'single1',
  'single2',
  'single3',
  'total4_17',
  'total5_16',
  'total6_15',
  'total7_14',
  'total8_13',
  'total9_12',
  'total10_11',
  'double',
  'triple',
  'anyTriple',
  'combo'
] as const satisfies ReadonlyArray<keyof SicboPayTable>

export const SICBO_PRESETS = ['trainer', 'atlantic-city', 'macau'] as const
export type SicboPresetName = (typeof SICBO_PRESETS)[number]
export const DEFAULT_SICBO_PRESET: SicboPresetName = 'trainer'

/** docs/rules-sicbo.md "Presets and pay tables": the trainer's column. */
const TRAINER: Readonly<SicboPayTable> = {
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
}

/** docs/rules-sicbo.md "Presets and pay tables": each other column as the rows where it differs from the trainer. */
export const PAY_TABLES: Readonly<Record<SicboPresetName, Readonly<SicboPayTable>>> = {
  trainer: TRAINER,
  'atlantic-city': { ...TRAINER, double: 10, combo: 5 },
  macau: { ...TRAINER, total4_17: 50, total5_16: 18, total6_15: 14, double: 8, triple: 150, anyTriple: 24, combo: 5 }
}

/** Odd and even pay 1 to 1 at every table (docs/rules-sicbo.md). */
export const ODD_EVEN_PAYS = 1
/** Highest "N to 1" a custom row may hold; far above any real table, and keeps every payout exact. */
export const MAX_PAYOUT = 1000

const TOTAL_ROW: Record<number, keyof SicboPayTable> = {
  4: 'total4_17',
  17: 'total4_17',
  5: 'total5_16',
  16: 'total5_16',
  6: 'total6_15',
  15: 'total6_15',
  7: 'total7_14',
  14: 'total7_14',
  8: 'total8_13',
  13: 'total8_13',
  9: 'total9_12',
  12: 'total9_12',
  10: 'total10_11',
  11: 'total10_11'
}

export function totalRow(total: number): keyof SicboPayTable {
  const row = TOTAL_ROW[total]
  if (!row) throw new RangeError(`no total spot for ${total}`)
  return row
}

/**
 * The pay-table rows a spot is paid from: one for most spots, one per count of its face for a single
 * (single1/2/3), none for odd and even (fixed at 1 to 1). The rules screen's rows and the board's
 * "pays" read it, so a new bet's row is named here beside `spotPays`, not in the screens.
 */
export function payRowsOf(spot: ParsedSpot): ReadonlyArray<keyof SicboPayTable> {
  switch (spot.kind) {
    case 'small':
    case 'big':
      return ['smallBig']
    case 'odd':
    case 'even':
      return []
    case 'single':
      return ['single1', 'single2', 'single3']
    case 'total':
      return [totalRow(spot.total)]
    case 'double':
      return ['double']
    case 'triple':
      return ['triple']
    case 'any-triple':
      return ['anyTriple']
    case 'combo':
      return ['combo']
  }
}

/** The spots a pay-table row pays, in `ALL_SPOTS` order. */
export function spotsOfRow(row: keyof SicboPayTable): SicboSpot[] {
  return ALL_SPOTS.filter((s) => payRowsOf(parseSpot(s) as ParsedSpot).includes(row))
}

// ---- the payout of one spot ------------------------------------------------------------------------

function countOf(dice: SicboDice, face: number): number {
  return (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0)
}

export function isTriple(dice: SicboDice): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2]
}

/**
 * What one spot pays on one roll: N ("N to 1", stake returned) when it wins, null when it loses.
 * This is the only place the rules of a spot live; the engine's one settlement, the house edges and
 * the drill all read it.
 */
export function spotPays(table: SicboPayTable, spot: ParsedSpot, dice: SicboDice): number | null {
  const total = dice[0] + dice[1] + dice[2]
  switch (spot.kind) {
    case 'small':
      return !isTriple(dice) && total >= 4 && total <= 10 ? table.smallBig : null
    case 'big':
      return !isTriple(dice) && total >= 11 && total <= 17 ? table.smallBig : null
    case 'odd':
      return !isTriple(dice) && total % 2 === 1 ? ODD_EVEN_PAYS : null
    case 'even':
      return !isTriple(dice) && total % 2 === 0 ? ODD_EVEN_PAYS : null
    case 'single': {
      const n = countOf(dice, spot.face)
      return n === 0 ? null : n === 1 ? table.single1 : n === 2 ? table.single2 : table.single3
    }
    case 'total':
      return total === spot.total ? table[totalRow(spot.total)] : null
    case 'double':
      return countOf(dice, spot.face) >= 2 ? table.double : null
    case 'triple':
      return countOf(dice, spot.face) === 3 ? table.triple : null
    case 'any-triple':
      return isTriple(dice) ? table.anyTriple : null
    case 'combo':
      // Paid once however many dice show A or B (2-2-5 pays combo:2-5 once).
      return countOf(dice, spot.a) > 0 && countOf(dice, spot.b) > 0 ? table.combo : null
  }
}
