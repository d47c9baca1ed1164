/**
 * Sic Bo spots for the screen: each spot's name and payout in words (through i18n), from the shared
 * rules data (src/shared/games/sicbo.ts) — nothing about what a spot pays is decided here.
 */
import { parseSpot, totalRow, type SicboPayTable, type SicboSpot } from '@shared/games/sicbo'
import { ODD_EVEN_PAYS } from '@shared/games/sicbo'
import { t } from '@renderer/i18n/index.svelte'
import { spotWords } from '@shared/describe/spots'

export function spotName(spot: SicboSpot): string {
  return spotWords(spot, t)
}

/** What a spot pays under this table, as the board prints it ("6 ăn 1"; singles "1/2/3 ăn 1"). */
export function spotPaysText(table: SicboPayTable, spot: SicboSpot): string {
  const p = parseSpot(spot)
  if (!p) return ''
  switch (p.kind) {
    case 'small':
    case 'big':
      return t('sicbo.pays', { n: table.smallBig })
    case 'odd':
    case 'even':
      return t('sicbo.pays', { n: ODD_EVEN_PAYS })
    case 'single':
      return t('sicbo.paysSingle', { a: table.single1, b: table.single2, c: table.single3 })
    case 'total':
      return t('sicbo.pays', { n: table[totalRow(p.total)] })
    case 'double':
      return t('sicbo.pays', { n: table.double })
    case 'triple':
      return t('sicbo.pays', { n: table.triple })
    case 'any-triple':
      return t('sicbo.pays', { n: table.anyTriple })
    case 'combo':
      return t('sicbo.pays', { n: table.combo })
  }
}

/** "2,78 %" in the current language, two decimals. */
export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    percent / 100
  )
}
