/**
 * Sic Bo spots for the screen: each spot's name and payout in words (through i18n), from the shared
 * rules data (src/shared/games/sicbo.ts) — nothing about what a spot pays is decided here.
 */
import { parseSpot, payRowsOf, type SicboPayTable, type SicboSpot } from '@shared/games/sicbo'
import { ODD_EVEN_PAYS } from '@shared/games/sicbo'
import { t } from '@renderer/i18n/index.svelte'
import { spotWords } from '@shared/describe/spots'

export function spotName(spot: SicboSpot): string {
  return spotWords(spot, t)
}

/** What a spot pays under this table, as the board prints it ("6 ăn 1"; singles "1/2/3 ăn 1"), from its rows. */
export function spotPaysText(table: SicboPayTable, spot: SicboSpot): string {
  const p = parseSpot(spot)
  if (!p) return ''
  const rows = payRowsOf(p).map((row) => table[row])
  if (rows.length === 0) return t('sicbo.pays', { n: ODD_EVEN_PAYS })
  if (rows.length === 1) return t('sicbo.pays', { n: rows[0] as number })
  return t('sicbo.paysSingle', { a: rows[0] as number, b: rows[1] as number, c: rows[2] as number })
}

/** "2,78 %" in the current language, two decimals. */
export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    percent / 100
  )
}
