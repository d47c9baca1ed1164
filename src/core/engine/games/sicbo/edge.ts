/**
 * Each spot's exact house edge over the 216 equally likely ordered rolls (docs/rules-sicbo.md "House edge"):
 * edge = −(Σ over rolls of the bet's net per unit staked) / 216, kept as a reduced fraction.
 */
import { sicboSpots, spotIndex, type SicboRules, type SicboSpot } from '@shared/games/sicbo'
import { LOSES, payoutTable, ROLL_COUNT, SPOT_COUNT } from './table'

export interface SpotEdge {
  spot: SicboSpot
  /** Exact edge as num/den (reduced; den > 0). Negative when a custom table favours the player. */
  num: number
  den: number
  /** The same in percent, for display (e.g. 2.78 for small). */
  percent: number
  /** How many of the 216 rolls the spot wins. */
  winningRolls: number
}

function gcd(a: number, b: number): number {
  a = Math.abs(a)
  b = Math.abs(b)
  while (b) [a, b] = [b, a % b]
  return a
}

export function houseEdge(rules: Pick<SicboRules, 'payTable' | 'oddEven'>): SpotEdge[] {
  const table = payoutTable(rules.payTable)
  return sicboSpots(rules).map((spot) => {
    const s = spotIndex(spot)
    let playerNet = 0
    let winningRolls = 0
    for (let r = 0; r < ROLL_COUNT; r++) {
      const m = table[r * SPOT_COUNT + s] as number
      if (m === LOSES) playerNet -= 1
      else {
        playerNet += m
        winningRolls++
      }
    }
    const g = gcd(playerNet, ROLL_COUNT) || 1
    const num = -playerNet / g || 0
    const den = ROLL_COUNT / g
    return { spot, num, den, percent: (num / den) * 100, winningRolls }
  })
}
