/**
 * The Sic Bo property tests' fixtures: rules, an independent statement of the spot rules by face counts
 * (the brute-force payout and house edge), and the arbitraries for pay tables, dice and bets.
 */
import fc from 'fast-check'
import {
  PAY_TABLE_ROWS,
  resolveSicboRules,
  sicboSpots,
  type SicboDice,
  type SicboPayTable,
  type SicboRules
} from '@shared/games/sicbo'

export function rules(input: unknown = {}): SicboRules {
  const r = resolveSicboRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

// ---- an independent statement of the spot rules, by face counts ------------------------------------

export function brutePays(t: SicboPayTable, spot: string, roll: number[]): number | null {
  const counts = [0, 0, 0, 0, 0, 0, 0]
  for (const d of roll) counts[d] = (counts[d] as number) + 1
  const sum = roll.reduce((a, b) => a + b, 0)
  const tripleFace = counts.findIndex((c) => c === 3)
  const [kind, arg = ''] = spot.split(':')
  if (kind === 'small') return tripleFace < 0 && sum <= 10 ? t.smallBig : null
  if (kind === 'big') return tripleFace < 0 && sum >= 11 ? t.smallBig : null
  if (kind === 'odd') return tripleFace < 0 && sum % 2 === 1 ? 1 : null
  if (kind === 'even') return tripleFace < 0 && sum % 2 === 0 ? 1 : null
  if (kind === 'any-triple') return tripleFace > 0 ? t.anyTriple : null
  if (kind === 'single') {
    const c = counts[Number(arg)] as number
    return c === 0 ? null : ([0, t.single1, t.single2, t.single3][c] as number)
  }
  if (kind === 'double') return (counts[Number(arg)] as number) >= 2 ? t.double : null
  if (kind === 'triple') return counts[Number(arg)] === 3 ? t.triple : null
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [number, number]
    return (counts[a] as number) >= 1 && (counts[b] as number) >= 1 ? t.combo : null
  }
  if (kind === 'total') {
    const T = Number(arg)
    const row = `total${Math.min(T, 21 - T)}_${Math.max(T, 21 - T)}` as keyof SicboPayTable
    return sum === T ? t[row] : null
  }
  throw new Error(`spot ${spot}`)
}

export function bruteEdge(t: SicboPayTable, spot: string): number {
  let player = 0
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const p = brutePays(t, spot, [a, b, c])
        player += p === null ? -1 : p
      }
  return -player / 216
}

export const payTableArb: fc.Arbitrary<SicboPayTable> = fc
  .tuple(...PAY_TABLE_ROWS.map(() => fc.integer({ min: 0, max: 1000 })))
  .map((vals) => Object.fromEntries(PAY_TABLE_ROWS.map((r, i) => [r, vals[i]])) as unknown as SicboPayTable)

export const diceArb: fc.Arbitrary<SicboDice> = fc.tuple(
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 6 })
)
// ---- layouts ---------------------------------------------------------------------------------------

export const SEATS = ['p1', 'p2', 'p3']
export const ALL52 = sicboSpots({ oddEven: true })
export const betArb = fc.record({
  seat: fc.constantFrom(...SEATS),
  spot: fc.constantFrom(...ALL52),
  amountMinor: fc.integer({ min: 1, max: 50_000 })
})
