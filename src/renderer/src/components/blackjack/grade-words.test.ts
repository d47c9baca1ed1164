/**
 * How a graded insurance reads. Insurance's EV per unit of the hand's stake is ½(3p − 1), p the share
 * of tens among the unseen cards; a grade prices a partial insurance by the amount taken (history.md).
 * With p = 0.4 the full half-stake's EV is +0.1: on a 10-chip hand, 5 chips of insurance are worth 1
 * chip and 1 chip of it 0.2, so taking 1 chip costs 0.8 against the best play, which is insurance too.
 */
import { describe, expect, it } from 'vitest'
import type { BlackjackGrade } from '@shared/contract/history'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { blackjackLines } from '../history/grade-lines'
import { gradeNames } from './grade-words'

const grade = (action: string, best: string, costMinor: number): BlackjackGrade => ({
  roundId: 7,
  roundSeq: 3,
  eventSeq: 1,
  seat: 'you1',
  hand: 0,
  action,
  best,
  evs: { insurance: 0.1, decline: 0 },
  stakeMinor: 1_000,
  costMinor,
  cell: null,
  at: '2026-12-04T15:00:00.000Z'
})

describe('a graded insurance in words', () => {
  it('part of a paying insurance reads as part against full, in both languages', () => {
    const partial = grade('insurance', 'insurance', 80)
    setLanguage('vi')
    expect(gradeNames(partial)).toEqual({ action: 'Bảo hiểm một phần', best: 'Bảo hiểm đủ (nửa cược)' })
    const [line] = blackjackLines([partial], () => 'Bạn', true)
    expect(line?.text).toMatch(/^Bạn, tay 1: Bảo hiểm một phần thay vì Bảo hiểm đủ \(nửa cược\) — mất /)
    setLanguage('en')
    expect(gradeNames(partial)).toEqual({ action: 'Part insurance', best: 'Full insurance (half the stake)' })
    expect(blackjackLines([partial], () => 'You', true)[0]?.text).toMatch(
      /^You, hand 1: Part insurance instead of Full insurance \(half the stake\) — cost /
    )
  })

  it('any other grade keeps the plays’ own names', () => {
    setLanguage('en')
    // The whole paying insurance taken: nothing lost, and it is called insurance.
    expect(gradeNames(grade('insurance', 'insurance', 0))).toEqual({ action: 'Insurance', best: 'Insurance' })
    // Insurance where it does not pay (p < 1/3), declining was best.
    expect(gradeNames(grade('insurance', 'decline', 50))).toEqual({ action: 'Insurance', best: 'No thanks' })
    expect(gradeNames(grade('decline', 'insurance', 100))).toEqual({ action: 'No thanks', best: 'Insurance' })
  })
})
