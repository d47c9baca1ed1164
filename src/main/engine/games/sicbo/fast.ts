/**
 * Settlement for simulations and the bench: a layout compiled once into typed arrays, then each roll
 * settled with one table lookup per bet. It reads the same payout table as the engine's `settle`, so
 * the two give identical nets (a property test holds them to it).
 */
import { spotIndex, type SicboBet, type SicboRules } from '../../../../shared/games/sicbo'
import type { Minor } from '../../../../shared/money'
import { LOSES, payoutTable, rollIndex, SPOT_COUNT } from './table'

export interface CompiledLayout {
  readonly table: Int32Array
  readonly spots: Int32Array
  readonly amounts: Float64Array
  readonly seatOf: Int32Array
  readonly seatIds: readonly string[]
}

export function compileLayout(rules: Pick<SicboRules, 'payTable'>, seatIds: readonly string[], bets: readonly SicboBet[]): CompiledLayout {
  const seatIndex = new Map(seatIds.map((id, i) => [id, i]))
  const seatOf = new Int32Array(bets.length)
  bets.forEach((b, i) => {
    const s = seatIndex.get(b.seat)
    if (s === undefined) throw new RangeError(`bet ${i} is for "${b.seat}", who is not among the seats`)
    seatOf[i] = s
  })
  return {
    table: payoutTable(rules.payTable),
    spots: Int32Array.from(bets, (b) => spotIndex(b.spot)),
    amounts: Float64Array.from(bets, (b) => b.amountMinor),
    seatOf,
    seatIds: [...seatIds]
  }
}

/**
 * Settles one roll: adds each seat's net (minor units) into `seatNets` (indexed like `seatIds`;
 * the caller zeroes it when it wants one roll's nets) and returns the house's net for the roll.
 */
export function settleFast(layout: CompiledLayout, d1: number, d2: number, d3: number, seatNets: Float64Array): Minor {
  const { table, spots, amounts, seatOf } = layout
  const row = rollIndex(d1, d2, d3) * SPOT_COUNT
  let house = 0
  for (let i = 0; i < spots.length; i++) {
    const m = table[row + (spots[i] as number)] as number
    const a = amounts[i] as number
    const net = m === LOSES ? -a : a * m
    const s = seatOf[i] as number
    seatNets[s] = (seatNets[s] as number) + net
    house -= net
  }
  return house
}
