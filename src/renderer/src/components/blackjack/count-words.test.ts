/**
 * Counter mode's words (count-words.ts): a missed deviation is named as an index, in both languages,
 * at the table's coach and in History's lines; a play off basic strategy where no index applies says
 * the counter's play; a play that is the counter's says nothing. The index here is the published Hi-Lo
 * 16 v T (Schlesinger's Illustrious 18: stand at a true count of 0 or more).
 */
import { describe, expect, it } from 'vitest'
import type { BlackjackGrade } from '@shared/contract/history'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { blackjackLines } from '../history/grade-lines'
import { counterWhy, signedCount } from './count-words'

const sixteen = { hand: '16', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 0 } as const

const grade = (action: string, counterBest: string, index: typeof sixteen | null): BlackjackGrade => ({
  roundId: 7,
  roundSeq: 3,
  eventSeq: 2,
  seat: 'you1',
  hand: 0,
  action,
  best: 'stand',
  evs: { hit: -0.54, stand: -0.53 },
  stakeMinor: 1_000,
  costMinor: action === 'hit' ? 10 : 0,
  cell: { row: 'H16', up: 'T', chart: 'hit', counter: { system: 'hilo', tc: 1, best: counterBest, index } },
  at: '2026-12-07T12:00:00.000Z'
})

describe("counter mode's words", () => {
  it('names a missed index, in Vietnamese and in English', () => {
    const missed = grade('hit', 'stand', sixteen)
    setLanguage('vi')
    expect(counterWhy('hit', missed.cell?.counter)).toBe('Bỏ lỡ chỉ số: 16 với 10, đếm thực ≥ 0 → Dằn')
    expect(blackjackLines([missed], () => 'Bạn', false)[0]?.why).toContain('Bỏ lỡ chỉ số: 16 với 10')
    setLanguage('en')
    expect(counterWhy('hit', missed.cell?.counter)).toBe('Missed index: 16 v 10 at TC ≥ 0 → Stand')
  })

  it('says the counter’s play where no index applies, and nothing for the counter’s own play', () => {
    setLanguage('en')
    const basic = grade('stand', 'hit', null)
    expect(counterWhy('stand', basic.cell?.counter)).toBe('Off the counter’s play (true count +1): Hit was the play.')
    expect(counterWhy('stand', grade('stand', 'stand', sixteen).cell?.counter)).toBe('')
    expect(counterWhy('stand', undefined)).toBe('')
  })

  it('writes a count with its sign', () => {
    setLanguage('en')
    expect([signedCount(3), signedCount(-2), signedCount(0), signedCount(1.25, 1)]).toEqual(['+3', '−2', '0', '+1.3'])
  })
})
