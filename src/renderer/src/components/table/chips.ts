/**
 * Casino chips as every table draws them: the values the chip selector offers, the colour of a chip
 * (or a stack) by its value, and the short amount printed on its face. Plain TS so the colours can be
 * checked for contrast by a unit test (sicbo/colours.test.ts).
 */
import { CHIP_SETS } from '@shared/games/chip-sets'
import type { Minor } from '@shared/money'

/** 1, 5, 10, 25, 100, 500, 1,000 and 5,000 chips, in minor units: the `table` chip set. */
export const CHIP_VALUES_MINOR: readonly Minor[] = CHIP_SETS.table

export interface ChipFace {
  fill: string
  ink: string
  edge: string
}

/** From the highest value down: a stack takes the colour of the largest standard chip it reaches. */
export const CHIP_FACES: ReadonlyArray<readonly [Minor, ChipFace]> = [
  [500_000, { fill: '#7a2e0e', ink: '#ffffff', edge: '#f2d58a' }],
  [100_000, { fill: '#e9c46a', ink: '#1a1405', edge: '#7a5a12' }],
  [50_000, { fill: '#5b2a86', ink: '#ffffff', edge: '#e8dcf5' }],
  [10_000, { fill: '#1c1f24', ink: '#ffffff', edge: '#e9c46a' }],
  [2_500, { fill: '#17653f', ink: '#ffffff', edge: '#e6f2ea' }],
  [1_000, { fill: '#1d4ed8', ink: '#ffffff', edge: '#dbe6ff' }],
  [500, { fill: '#b3261e', ink: '#ffffff', edge: '#ffe1dc' }],
  [0, { fill: '#f4efe1', ink: '#1b2a22', edge: '#5d6b62' }]
]

export function chipFace(minor: Minor): ChipFace {
  for (const [from, face] of CHIP_FACES) if (minor >= from) return face
  return (CHIP_FACES[CHIP_FACES.length - 1] as readonly [Minor, ChipFace])[1]
}

/** "25", "2,5K", "1M": short amounts for the face of a chip (its accessible name carries the exact one). */
export function chipShort(minor: Minor, locale: string): string {
  const c = minor / 100
  const short = (n: number): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)
  if (c >= 1_000_000) return `${short(c / 1_000_000)}M`
  if (c >= 1_000) return `${short(c / 1_000)}K`
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(c)
}
