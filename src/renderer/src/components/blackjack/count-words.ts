/**
 * Words for counting at the Blackjack table (docs/rules-blackjack.md "Counting at the table"): a true
 * count, an index play ("16 v 10 at TC ≥ 0 → stand"), and counter mode's verdict on a graded decision.
 */
import type { CounterAdvice } from '@shared/contract/blackjack-counting'
import type { CountIndex } from '@shared/games/blackjack-counting'
import { locale, t } from '@renderer/i18n/index.svelte'
import { actionName } from './grade-words'

/** "+2", "0", "−1.4": a count with its sign, to `digits` decimals. */
export function signedCount(n: number, digits = 0): string {
  const s = new Intl.NumberFormat(locale(), { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(
    Math.abs(n)
  )
  if (Math.abs(n) < 0.5 * 10 ** -digits) return new Intl.NumberFormat(locale()).format(0)
  return (n > 0 ? '+' : '−') + s
}

/** A chart hand as the indices name it, in the table's words: "16", "A7", "10,10", "8,8". */
function handLabel(hand: string): string {
  if (hand === 'insurance') return t('blackjack.count.insurance')
  const pair = /^([2-9TA])\1$/.exec(hand)
  if (pair) {
    const c = pair[1] === 'T' ? '10' : (pair[1] as string)
    return `${c},${c}`
  }
  return hand
}

/** An index's play as the table names the action (insuring is "Insurance"). */
function playLabel(play: string): string {
  return actionName(play === 'insure' ? 'insurance' : play)
}

/** The words of an index: hand, up-card, the count it takes and the play. */
function indexVars(ix: CountIndex): Record<string, string> {
  return {
    hand: handLabel(ix.hand),
    up: ix.up === 'T' ? '10' : ix.up,
    op: ix.dir === 'atOrAbove' ? '≥' : '<',
    n: signedCount(ix.tc ?? 0),
    play: playLabel(ix.play)
  }
}

/** "Index: 16 v 10 at TC ≥ 0 → Stand". */
export function indexText(ix: CountIndex): string {
  return t('blackjack.count.index', indexVars(ix))
}

/**
 * Counter mode's words on a graded decision: a missed index named as such ("Missed index: 16 v 10 at
 * TC ≥ 0 → Stand"), another play off the counter's strategy with the play it was, or nothing when the
 * person played as a counter would.
 */
export function counterWhy(action: string, counter: CounterAdvice | undefined): string {
  if (!counter || action === counter.best) return ''
  if (counter.index) return t('blackjack.count.missedIndex', indexVars(counter.index))
  return t('blackjack.count.offCounter', { tc: signedCount(counter.tc), play: actionName(counter.best) })
}
