/**
 * The recall's log and the live table say an event in the same words (issue 13, item 6): a Xì dách
 * round (the person drew while quắc, the dealer checked Máy 1 early and ended non) as the house records it, each event its own frame, against what the table announced for it;
 * and a Sic Bo roll as the table's announcement and the recall's log say it.
 */
import { describe, expect, it } from 'vitest'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { penaltyRound, seats } from '../../xidach/rounds.fixture'
import { announcements } from '../../xidach/words'
import type { Frame } from '../replay'
import { describeFrame, seatNamer } from './describe'

const frame = (ev: unknown, i: number): Frame => ({
  index: i,
  step: 0,
  event: i,
  actor: 'table',
  action: null,
  ev,
  last: false
})

describe('the recall says what the table said', () => {
  setLanguage('vi')

  it('Xì dách: every line the table announced is the recall’s line for that event', () => {
    const log = penaltyRound.map((e, i) => describeFrame('xidach', frame(e, i), seatNamer(['you']), ['you']))
    const said = announcements(penaltyRound, 0, seats)
    expect(said).toEqual([
      'Bạn bốc khi đã quắc: phạt bốc quắc 20 chip.',
      'Bạn đền thay nhà cái 10 chip (non / đền).',
      'Nhà cái kiểm bài sớm Máy 1.',
      'Máy 1: Thắng +10 chip',
      'Nhà cái dằn non: đền làng, trả mọi nhà con chưa bị kiểm bài.',
      'Máy 2: Thắng +10 chip'
    ])
    for (const line of said) expect(log).toContain(line)
    // The events the table does not announce are in the log too, in words (a card still face down
    // to the person as such).
    expect(log.slice(0, 2)).toEqual(['Bạn nhận 10 bích', 'Máy 1 nhận 10 cơ'])
    expect(log).toContain('Bạn bốc 3 chuồn')
    expect(log).toContain('Máy 2 bốc một lá úp')
    expect(log).toContain('Bạn: Phạt bốc quắc −20 chip')
  })

  it('Sic Bo: the roll and the settlement in the log', () => {
    const name = seatNamer(['you'])
    const rolled = { type: 'rolled', dice: [1, 3, 5], total: 9 }
    expect(describeFrame('sicbo', frame(rolled, 0), name, ['you'])).toBe('Xúc xắc ra 1-3-5, tổng 9')
    const settled = { type: 'settled', bets: [], nets: { you: -1000 }, winningSpots: [] }
    expect(describeFrame('sicbo', frame(settled, 1), name, ['you'])).toBe('Trả thưởng: Bạn −10 chip')
  })
})
