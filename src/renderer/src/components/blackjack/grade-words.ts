/** Words for a Blackjack decision graded by main (history and recall): the action names and the "why". */
import type { BlackjackGrade } from '@shared/contract/history'
import { evPercent, locale, t, type MessageKey } from '@renderer/i18n/index.svelte'

/** An action's name without its keyboard letter. */
export function actionName(a: string): string {
  return t(`blackjack.action.${a}` as MessageKey).replace(/\s*\([A-Z]\)$/, '')
}

/**
 * The names of a graded decision's play and of the best play. Both are "insurance" when the person
 * took part of an insurance that paid (its EV is the full half-stake's, and the part left out is the
 * cost): they read as part against full, not as a play graded against itself.
 */
export function gradeNames(g: Pick<BlackjackGrade, 'action' | 'best' | 'costMinor'>): { action: string; best: string } {
  if (g.action === 'insurance' && g.best === 'insurance' && g.costMinor > 0)
    return { action: t('blackjack.grades.partInsurance'), best: t('blackjack.grades.fullInsurance') }
  return { action: actionName(g.action), best: actionName(g.best) }
}

/** The chart cell and, where the exact best play differs from it, the composition effect. */
export function whyOf(g: BlackjackGrade): string {
  const ins = g.evs['insurance']
  if (g.costMinor > 0 && ins !== undefined && (g.action === 'insurance' || g.best === 'insurance')) {
    // Insurance EV per unit of the hand's stake is ½(3p − 1), p the share of tens among the unseen cards.
    const share = new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 }).format(
      (2 * ins + 1) / 3
    )
    return t('blackjack.grades.insuranceWhy', { share })
  }
  if (!g.cell || !g.cell.chart) return ''
  const cell = { row: g.cell.row, up: g.cell.up, chart: actionName(g.cell.chart) }
  // Where the cell's double or surrender could not be made, the chart's play is its fallback.
  const why = g.cell.first
    ? t('blackjack.coach.whyElse', { ...cell, first: actionName(g.cell.first) })
    : t('blackjack.coach.why', cell)
  return (
    why +
    ' ' +
    (g.cell.chart !== g.best
      ? t('blackjack.coach.composition', { best: actionName(g.best) })
      : t('blackjack.coach.chartSays', { best: actionName(g.best) }))
  )
}

/** "Hit −12.3 %, Stand −15.4 %…" for a decision's EVs per action, best first. */
export function evsText(evs: Readonly<Record<string, number>>): string {
  return Object.entries(evs)
    .sort((a, b) => b[1] - a[1])
    .map(([a, ev]) => `${actionName(a)} ${evPercent(ev)}`)
    .join(', ')
}

/** The EVs of a graded decision, best first. */
export function evList(g: BlackjackGrade): string {
  return evsText(g.evs)
}
