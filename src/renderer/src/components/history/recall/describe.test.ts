/**
 * The recall's log and the live table say an event in the same words (issue 13, item 6): a Xì dách
 * round as the house records it, each event its own frame, against what the table announced for it;
 * and a Sic Bo roll as the table's announcement and the recall's log say it.
 */
import { describe, expect, it } from 'vitest'
import type { TableSeatInfo, XidachLiveEvent } from '@shared/contract/tables'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { announcements } from '../../xidach/words'
import type { Frame } from '../replay'
import { describeFrame, seatNamer } from './describe'

const seats: TableSeatInfo[] = [
  { seat: 'you', kind: 'you', balanceMinor: 100_000 },
  { seat: 'b1', kind: 'bot', policy: 'standard', balanceMinor: 100_000 },
  { seat: 'dealer', kind: 'dealer-ai', policy: 'shrewd', balanceMinor: null }
]

/** The person drew while quắc; Máy 1 has Xì dách; the dealer checked nobody and ended non. */
const round: XidachLiveEvent[] = [
  { type: 'dealt', seat: 'you', card: 'TS' },
  { type: 'dealt', seat: 'b1', card: 'AS' },
  { type: 'dealt', seat: 'dealer', card: '5D' },
  { type: 'dealt', seat: 'you', card: 'TH' },
  { type: 'dealt', seat: 'b1', card: 'KH' },
  { type: 'dealt', seat: 'dealer', card: '4D' },
  { type: 'natural', seat: 'b1', kind: 'xi-dach' },
  { type: 'settled', seat: 'b1', outcome: 'xi-dach', net: 1000 },
  { type: 'turn', seat: 'you' },
  { type: 'drew', seat: 'you', card: '9C' },
  { type: 'drew', seat: 'you', card: '3C' },
  { type: 'penalised', seat: 'you', paid: 2000 },
  { type: 'settled', seat: 'you', outcome: 'penalised', net: -2000 },
  { type: 'paid-for-dealer', seat: 'you', amount: 1000 },
  { type: 'turn', seat: 'dealer' },
  { type: 'checked', seat: 'b1', early: false },
  { type: 'stood', seat: 'dealer' },
  { type: 'dealer-penalised', kind: 'non' },
  { type: 'over' }
]

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
    const log = round.map((e, i) => describeFrame('xidach', frame(e, i), seatNamer(['you']), ['you']))
    const said = announcements(round, 0, seats)
    expect(said).toEqual([
      'Máy 1 có Xì dách!',
      'Bạn bốc khi đã quắc: đền bài 20 chip.',
      'Bạn đền thay nhà cái 10 chip (non / đền).',
      'Nhà cái kiểm bài Máy 1.',
      'Nhà cái dằn non: đền làng, trả mọi nhà con chưa bị xét.'
    ])
    for (const line of said) expect(log).toContain(line)
    // The events the table does not announce are still in the log, in words.
    expect(log[0]).toBe('Bạn nhận 10 bích')
    expect(log[9]).toBe('Bạn bốc 9 chuồn')
    expect(log[12]).toBe('Bạn: Đền bài −20 chip')
  })

  it('Sic Bo: the roll and the settlement in the log', () => {
    const name = seatNamer(['you'])
    const rolled = { type: 'rolled', dice: [1, 3, 5], total: 9 }
    expect(describeFrame('sicbo', frame(rolled, 0), name, ['you'])).toBe('Xúc xắc ra 1-3-5, tổng 9')
    const settled = { type: 'settled', bets: [], nets: { you: -1000 }, winningSpots: [] }
    expect(describeFrame('sicbo', frame(settled, 1), name, ['you'])).toBe('Trả thưởng: Bạn −10 chip')
  })
})
