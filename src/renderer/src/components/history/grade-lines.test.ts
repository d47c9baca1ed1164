/**
 * Issue 32: every sampled Xì dách grade ended with "Lấy mẫu: chênh lệch nằm trong khoảng tin cậy 99 %
 * không tính là lỗi", which under "thiệt 50,78 chip" read as "this one does not count". The note now
 * stands only where it applies: a choice that came out lower, by less than the sampling's margin.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { XidachGrade } from '@shared/contract/history'
import { setLanguage, t } from '@renderer/i18n/index.svelte'
import { xidachLines } from './grade-lines'

const grade = (over: Partial<XidachGrade>): XidachGrade => ({
  roundId: 1,
  roundSeq: 1,
  eventSeq: 3,
  seat: 'you',
  role: 'player',
  action: 'draw',
  best: 'stand',
  method: 'monte-carlo',
  evs: { draw: -0.3, stand: 0.2 },
  halfWidths: { draw: 0.02, stand: 0.02 },
  chances: null,
  stakeMinor: 10_000,
  costMinor: 5_000,
  at: '2026-12-07T10:00:00.000Z',
  ...over
})

describe('the sampling note of a Xì dách grade', () => {
  afterEach(() => setLanguage('vi'))
  const name = (s: string): string => s

  for (const lang of ['vi', 'en'] as const) {
    it(`${lang}: not under a real mistake`, () => {
      setLanguage(lang)
      const [line] = xidachLines([grade({})], name, false)
      expect(line!.why).not.toContain(t('xidach.grades.sampled'))
    })

    it(`${lang}: under a lower choice within the margin, which is not counted`, () => {
      setLanguage(lang)
      const [line] = xidachLines(
        [grade({ costMinor: 0, evs: { draw: 0.19, stand: 0.2 }, halfWidths: { draw: 0.02, stand: 0.02 } })],
        name,
        false
      )
      expect(line!.why).toContain(t('xidach.grades.sampled'))
    })

    it(`${lang}: not under the better choice itself, nor an exact figure`, () => {
      setLanguage(lang)
      const best = xidachLines([grade({ action: 'stand', costMinor: 0 })], name, false)[0]!
      expect(best.why).not.toContain(t('xidach.grades.sampled'))
      const exact = xidachLines(
        [grade({ method: 'exact', costMinor: 0, evs: { draw: 0.19, stand: 0.2 } })],
        name,
        false
      )[0]!
      expect(exact.why).not.toContain(t('xidach.grades.sampled'))
    })
  }
})
