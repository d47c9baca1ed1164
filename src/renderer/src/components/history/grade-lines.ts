/**
 * The graded decisions of history and the recall worded for GradedMistakes: Blackjack's with their
 * chart cell or composition effect (blackjack/grade-words.ts), Xì dách's with the chances of the choices
 * (a player) or the dealer's model, and a sampled figure's interval.
 */
import type { BlackjackGrade, XidachGrade } from '@shared/contract/history'
import { chips, locale, t } from '@renderer/i18n/index.svelte'
import { evList, gradeNames, whyOf } from '../blackjack/grade-words'
import { counterWhy } from '../blackjack/count-words'
import type { GradeLine } from './GradedMistakes.svelte'

/** A graded decision's line: its text chosen by cost and place (a round's recall, or a session's list). */
function lineOf(
  g: { roundId: number; roundSeq: number; eventSeq: number; costMinor: number },
  text: { good: string; itemRound: string; item: string },
  round: boolean,
  why: string,
  values: string
): GradeLine {
  return {
    key: `${g.roundId}:${g.eventSeq}`,
    roundId: g.roundId,
    roundSeq: g.roundSeq,
    costMinor: g.costMinor,
    text: g.costMinor === 0 ? text.good : round ? text.itemRound : text.item,
    why,
    values
  }
}

export function blackjackLines(grades: BlackjackGrade[], name: (seat: string) => string, round: boolean): GradeLine[] {
  return grades.map((g) => {
    const names = gradeNames(g)
    const words = { seat: name(g.seat), hand: g.hand + 1, action: names.action }
    const costly = { ...words, best: names.best, chips: chips(g.costMinor) }
    return lineOf(
      g,
      {
        good: t('blackjack.grades.good', words),
        itemRound: t('blackjack.grades.itemRound', costly),
        item: t('blackjack.grades.item', { ...costly, round: g.roundSeq })
      },
      round,
      // Counter mode: a play off the counter's strategy says so (a missed index named), beside the chart's why.
      [g.costMinor > 0 ? whyOf(g) : '', counterWhy(g.action, g.cell?.counter)].filter((x) => x !== '').join(' '),
      t('blackjack.grades.evs', { list: evList(g) })
    )
  })
}

const percent = (x: number, signed = false): string =>
  new Intl.NumberFormat(locale(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {})
  }).format(x)

/** A Xì dách choice as the table words it: bốc, dằn, or checking a player by name. */
function choiceName(choice: string, name: (seat: string) => string): string {
  if (choice === 'draw') return t('xidach.actions.draw')
  if (choice === 'stand') return t('xidach.actions.stand')
  return t('xidach.grades.check', { name: name(choice.replace(/^check /, '')) })
}

/**
 * A sampled choice that came out lower than the best by less than the sampling's margin, so not counted
 * as a mistake: the one line the sampling note is for (under a real mistake it read as "does not count").
 */
function withinMargin(g: XidachGrade): boolean {
  if (g.method !== 'monte-carlo' || g.costMinor > 0) return false
  const mine = g.evs[g.action]
  return mine !== undefined && Object.values(g.evs).some((ev) => ev > mine)
}

export function xidachLines(grades: XidachGrade[], name: (seat: string) => string, round: boolean): GradeLine[] {
  return grades.map((g) => {
    const words = { seat: name(g.seat), action: choiceName(g.action, name) }
    const costly = { ...words, best: choiceName(g.best, name), chips: chips(g.costMinor) }
    const list = Object.entries(g.evs)
      .sort((a, b) => b[1] - a[1])
      .map(([c, ev]) => {
        const half = g.halfWidths[c] ?? 0
        return `${choiceName(c, name)} ${percent(ev, true)}${half > 0 ? ` (± ${percent(half)})` : ''}`
      })
      .join(', ')
    const chances = g.chances
    const why = chances
      ? [g.action, g.best]
          .filter((c, i, all) => all.indexOf(c) === i && chances[c])
          .map((c) => {
            const f = chances[c] as { win: number; push: number; lose: number }
            return t('xidach.grades.why', {
              action: choiceName(c, name),
              win: percent(f.win),
              push: percent(f.push),
              lose: percent(f.lose)
            })
          })
          .join(' ')
      : t('xidach.grades.dealerWhy')
    return lineOf(
      g,
      {
        good: t('xidach.grades.good', words),
        itemRound: t('xidach.grades.itemRound', costly),
        item: t('xidach.grades.item', { ...costly, round: g.roundSeq })
      },
      round,
      withinMargin(g) ? `${why} ${t('xidach.grades.sampled')}` : why,
      t('xidach.grades.evs', { list })
    )
  })
}
