/**
 * The drill's explanations in words: main sends each bet's reason as a code with numbers (why it won
 * or lost, what it pays), and this turns it into a sentence in the current language, plus the payout
 * sum and a hint for the classic slip of adding the stake to the payout.
 */
import type { DrillBetExplained } from '@shared/games/sicbo'
import { chips, t } from '@renderer/i18n/index.svelte'

/** Why the bet won or lost. */
export function reasonText(b: DrillBetExplained): string {
  const r = b.reason
  switch (r.code) {
    case 'lost-to-triple':
      return t('sicbo.drill.reason.lostToTriple', { face: r.face })
    case 'total-range':
      return t(b.wins ? 'sicbo.drill.reason.rangeWin' : 'sicbo.drill.reason.rangeLose', {
        total: r.total,
        low: r.low,
        high: r.high
      })
    case 'total-parity':
      return t(b.wins ? 'sicbo.drill.reason.parityWin' : 'sicbo.drill.reason.parityLose', {
        total: r.total,
        parity: t(r.total % 2 === 1 ? 'sicbo.drill.odd' : 'sicbo.drill.even')
      })
    case 'single-count':
      return r.count > 0
        ? t('sicbo.drill.reason.singleWin', { count: r.count, face: r.face, pays: b.pays ?? 0 })
        : t('sicbo.drill.reason.singleLose', { face: r.face })
    case 'total-exact':
      return t(b.wins ? 'sicbo.drill.reason.totalWin' : 'sicbo.drill.reason.totalLose', {
        total: r.total,
        spotTotal: r.spotTotal
      })
    case 'double-count':
      return t(b.wins ? 'sicbo.drill.reason.doubleWin' : 'sicbo.drill.reason.doubleLose', {
        count: r.count,
        face: r.face
      })
    case 'triple-count':
      return t(b.wins ? 'sicbo.drill.reason.tripleWin' : 'sicbo.drill.reason.tripleLose', {
        count: r.count,
        face: r.face
      })
    case 'any-triple':
      return r.face > 0 ? t('sicbo.drill.reason.anyTripleWin', { face: r.face }) : t('sicbo.drill.reason.anyTripleLose')
    case 'combo-count': {
      if (b.wins) return t('sicbo.drill.reason.comboWin', { a: r.a, b: r.b })
      const missing = [r.countA === 0 ? r.a : null, r.countB === 0 ? r.b : null].filter((x) => x !== null).join(', ')
      return t('sicbo.drill.reason.comboLose', { missing })
    }
  }
}

/** What the dealer pays and how it is worked out. */
export function payoutText(b: DrillBetExplained): string {
  if (!b.wins || b.pays === null) return t('sicbo.drill.nothing')
  return t('sicbo.drill.payoutLine', { stake: chips(b.amountMinor), pays: b.pays, payout: chips(b.payoutMinor) })
}

/** A hint for a wrong answer that is the payout plus the stake. */
export function slipText(b: DrillBetExplained, givenMinor: number): string | null {
  if (b.wins && givenMinor === b.payoutMinor + b.amountMinor) return t('sicbo.drill.stakeIncluded')
  return null
}
