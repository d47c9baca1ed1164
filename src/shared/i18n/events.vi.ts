/**
 * A recorded event in words, Vietnamese (the source of truth; events.en.ts is typed against it): what
 * src/shared/describe/{sicbo,blackjack,xidach}.ts say for each event of a round, the same words at the
 * live table (its announcements) and in the history's recall (its log). Shared so the house could say
 * them too; the renderer's catalogue includes this one as `events`, and the Sic Bo board's spot names
 * (`sicbo.spot`) and the hand outcomes at the Blackjack and Xì dách tables (`blackjack.outcome`,
 * `xidach.outcome`) are these.
 */
import { xidachOutcomeVi } from './outcome.vi'

export const eventWordsVi = {
  cards: {
    name: '{{rank}} {{suit}}',
    ranks: {
      A: 'Át',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
      '7': '7',
      '8': '8',
      '9': '9',
      T: '10',
      J: 'Bồi',
      Q: 'Đầm',
      K: 'Già'
    },
    suits: { S: 'bích', H: 'cơ', D: 'rô', C: 'chuồn' }
  },
  /** A Sic Bo spot's name ("Nhỏ", "Tổng 9", "Tổ hợp 2–5"). */
  spot: {
    small: 'Nhỏ',
    big: 'Lớn',
    odd: 'Lẻ',
    even: 'Chẵn',
    single: 'Số đơn {{face}}',
    total: 'Tổng {{total}}',
    double: 'Đôi {{face}}',
    triple: 'Bộ ba {{face}}',
    anyTriple: 'Bộ ba bất kỳ',
    combo: 'Tổ hợp {{a}}–{{b}}'
  },
  /** A decision as the card games record it (Blackjack's moves, Xì dách's draw and check). */
  moves: {
    hit: 'Bốc',
    stand: 'Dằn',
    double: 'Gấp đôi',
    split: 'Tách bài',
    surrender: 'Đầu hàng',
    insurance: 'Mua bảo hiểm',
    'even-money': 'Ăn tiền ngay',
    decline: 'Không mua bảo hiểm',
    timeout: 'Hết giờ: tự dằn (lúc hỏi bảo hiểm: không mua)',
    draw: 'Bốc',
    check: 'Kiểm bài'
  },
  /** One hand of a seat that holds several (after a split). */
  hand: 'tay {{n}}',
  deal: '{{seat}} nhận {{card}}',
  dealHidden: '{{seat}} nhận một lá úp',
  over: 'Ván kết thúc',
  unknown: 'Sự kiện «{{type}}»',
  sicbo: {
    bet: '{{seat}} đặt {{chips}} vào {{spot}}',
    removed: '{{seat}} bỏ cược ở {{spot}}',
    cleared: '{{seat}} bỏ mọi cược',
    closed: 'Nhà cái đóng cược',
    rolled: 'Xúc xắc ra {{a}}-{{b}}-{{c}}, tổng {{total}}',
    rolledTriple: 'Bộ ba {{a}}-{{b}}-{{c}}, tổng {{total}}',
    settled: 'Trả thưởng: {{nets}}'
  },
  blackjack: {
    action: '{{seat}}, {{hand}}: {{move}}',
    peekYes: 'Nhà cái xem lá úp: có Blackjack',
    peekNo: 'Nhà cái xem lá úp: không có Blackjack',
    reveal: 'Nhà cái lật {{card}}',
    insurance: '{{seat}}: bảo hiểm {{net}}',
    handSettled: '{{seat}}, {{hand}}: {{outcome}} {{net}}',
    outcome: {
      blackjack: 'Blackjack',
      win: 'Thắng',
      charlie: 'Charlie',
      'even-money': 'Ăn tiền ngay (1 ăn 1)',
      push: 'Hòa',
      lose: 'Thua',
      bust: 'Quắc',
      surrender: 'Đầu hàng',
      'dealer-blackjack': 'Nhà cái Blackjack'
    }
  },
  xidach: {
    natural: '{{seat}} có {{kind}}!',
    turn: 'Tới lượt {{seat}}',
    drew: '{{seat}} bốc {{card}}',
    drewHidden: '{{seat}} bốc một lá úp',
    stood: '{{seat}} dằn bài',
    checked: 'Nhà cái kiểm bài {{seat}}.',
    checkedEarly: 'Nhà cái kiểm bài sớm {{seat}}.',
    penalised: '{{seat}} bốc khi đã quắc: phạt bốc quắc {{chips}}.',
    settled: '{{seat}}: {{outcome}} {{net}}',
    dealerPenalisedNon: 'Nhà cái dằn non: đền làng, trả mọi nhà con chưa bị kiểm bài.',
    dealerPenalisedDen: 'Nhà cái bị đền: đền làng, trả mọi nhà con chưa bị kiểm bài.',
    paidForDealer: '{{seat}} đền thay nhà cái {{chips}} (non / đền).',
    unpaid: '{{seat}} không nhận được {{chips}}: người bị phạt không đủ chip trả thay nhà cái.',
    outcome: xidachOutcomeVi
  }
}
