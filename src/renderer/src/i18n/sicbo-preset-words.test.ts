/**
 * The words that describe each Sic Bo pay table where a person chooses a table (the table picker's
 * blurb, vi and en) name every row whose pay differs from the trainer's table, with its pay: a Macau
 * blurb that left out "6/15 pays 14" and "combination 5 to 1" let a person take combo at the
 * trainer's 6 to 1 (a 2.78 % edge) where Macau's 5 to 1 is 16.67 %.
 */
import { describe, expect, it } from 'vitest'
import { PAY_TABLES } from '@shared/games/sicbo-spots'
import { sicboVi } from './sicbo.vi'
import { sicboEn } from './sicbo.en'

describe('Sic Bo preset blurbs', () => {
  const trainer = PAY_TABLES.trainer
  for (const preset of ['atlantic-city', 'macau'] as const) {
    const differing = Object.entries(PAY_TABLES[preset]).filter(
      ([row, pay]) => trainer[row as keyof typeof trainer] !== pay
    )
    it(`${preset}: every row that differs from the trainer's, with its pay`, () => {
      expect(differing.length).toBeGreaterThan(0)
      for (const [, pay] of differing) {
        // "N ăn 1" (seed 003's words) and "N to 1", each pay named once per differing row.
        expect(sicboVi.presetBlurb[preset]).toMatch(new RegExp(`(^|\\D)${pay} ăn 1`))
        expect(sicboEn.presetBlurb[preset]).toMatch(new RegExp(`(^|\\D)${pay} to 1`))
      }
      const count = (text: string, unit: string): number => text.split(unit).length - 1
      expect(count(sicboVi.presetBlurb[preset], ' ăn 1')).toBe(differing.length)
      expect(count(sicboEn.presetBlurb[preset], ' to 1')).toBe(differing.length)
    })
  }
})
