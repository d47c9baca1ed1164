/**
 * The Sic Bo table and its payout drill, Vietnamese first (terms as seed 003 writes them: Nhỏ, Lớn,
 * số đơn, đôi, bộ ba, tổ hợp hai xúc xắc, "N ăn 1"). Registered in vi.ts as `sicbo`.
 */
import { eventWordsVi } from '@shared/i18n/events.vi'
import { drillKitVi } from './drill.vi'

export const sicboVi = {
  title: 'Sic Bo',
  open: {
    title: 'Chọn bàn Sic Bo',
    intro: 'Mỗi bàn có bảng trả thưởng riêng. Bạn có thể rời bàn giữa hai lần lắc để đổi bàn.',
    sit: 'Ngồi vào bàn',
    saved: 'Luật bạn đã lưu',
    loading: 'Đang tìm bàn của bạn…'
  },
  presets: {
    trainer: 'Trình luyện tập',
    'atlantic-city': 'Atlantic City',
    macau: 'Ma Cao',
    custom: 'Bảng tùy chỉnh'
  },
  presetBlurb: {
    trainer: 'Bảng mặc định của trình luyện tập: đôi 11 ăn 1, tổ hợp 6 ăn 1, bộ ba 180 ăn 1.',
    'atlantic-city': 'Như trình luyện tập, nhưng đôi 10 ăn 1 và tổ hợp 5 ăn 1.',
    macau:
      'Tổng 4/17 trả 50 ăn 1, 5/16 trả 18 ăn 1, 6/15 trả 14 ăn 1, đôi 8 ăn 1, bộ ba 150 ăn 1, bộ ba bất kỳ 24 ăn 1, tổ hợp 5 ăn 1.'
  },
  pays: '{{n}} ăn 1',
  paysSingle: '{{a}}/{{b}}/{{c}} ăn 1',
  cau: {
    title: 'Cầu (các lần lắc gần đây)',
    empty: 'Chưa có lần lắc nào ở bàn này.',
    label: '{{n}} lần lắc gần nhất, từ cũ đến mới, mỗi cột sáu lần',
    tai: 'Lần {{seq}}: Tài, tổng {{total}}',
    xiu: 'Lần {{seq}}: Xỉu, tổng {{total}}',
    triple: 'Lần {{seq}}: bộ ba, tổng {{total}}',
    taiShort: 'Tài',
    xiuShort: 'Xỉu',
    tripleShort: 'Bộ ba',
    note: 'Mỗi lần lắc độc lập với các lần trước: cầu chỉ ghi lại, không báo trước.'
  },
  spot: {
    smallAlias: 'Xỉu',
    bigAlias: 'Tài',
    ...eventWordsVi.spot,
    loseTriple: 'thua khi ra bộ ba'
  },
  aria: {
    spot: '{{name}}, trả {{pays}}',
    staked: 'đang cược {{chips}}',
    won: 'thắng',
    edge: 'lợi thế nhà cái {{percent}}',
    die: 'Xúc xắc {{face}}'
  },
  board: {
    label: 'Bàn cược Sic Bo',
    hint: 'Mũi tên: đi giữa các cửa · Enter: đặt chip · Delete: gỡ cược ở cửa đó',
    singles: 'Số đơn',
    totals: 'Tổng',
    combos: 'Tổ hợp hai xúc xắc',
    doubles: 'Đôi',
    triples: 'Bộ ba'
  },
  actions: {
    undo: 'Hoàn tác',
    clear: 'Xóa cược',
    rebet: 'Cược lại',
    double: 'Gấp đôi',
    roll: 'Lắc',
    rolling: 'Đang lắc…',
    drill: 'Luyện tính tiền',
    label: 'Thao tác cược'
  },
  status: {
    betting: 'Chọn chip rồi bấm vào cửa để đặt cược, sau đó bấm Lắc.',
    shaking: 'Nhà cái đóng cược và lắc bát…',
    noBets: 'Đặt ít nhất một cược trước khi lắc.'
  },
  result: {
    title: 'Kết quả',
    waiting: 'Chưa lắc',
    total: 'Tổng {{total}}',
    triple: 'Bộ ba',
    announce: 'Xúc xắc {{a}}, {{b}}, {{c}}: tổng {{total}}.',
    said: '{{roll}}. {{money}}',
    won: 'Bạn được {{chips}}.',
    lost: 'Bạn mất {{chips}}.',
    even: 'Hòa vốn.',
    breakdown: 'Chi tiết trả thưởng',
    bet: 'Cửa',
    stake: 'Cược',
    paid: 'Trả',
    lostBet: 'Thua',
    roundNet: 'Cả ván',
    newBalance: 'Số dư mới',
    noBets: 'Ván này không có cược.'
  },
  rules: {
    title: 'Luật đang áp dụng',
    show: 'Bảng trả thưởng',
    payTable: 'Bảng trả thưởng ({{name}})',
    perSpot: 'Mỗi cửa {{min}} – {{max}}',
    minBet: 'Tối thiểu mỗi cửa: {{chips}}',
    maxBet: 'Tối đa mỗi cửa: {{chips}}',
    maxTotal: 'Tối đa mỗi lần lắc: {{chips}}',
    noMax: 'không giới hạn',
    oddEven: 'Có cửa Lẻ/Chẵn: 1 ăn 1, thua khi ra bộ ba.',
    digitalDice: 'Xúc xắc điện tử không bao giờ nằm nghiêng hay văng ra ngoài, nên không lần tung nào bị hủy.',
    rows: {
      smallBig: 'Nhỏ / Lớn',
      single1: 'Số đơn, 1 xúc xắc',
      single2: 'Số đơn, 2 xúc xắc',
      single3: 'Số đơn, 3 xúc xắc',
      total4_17: 'Tổng 4 hoặc 17',
      total5_16: 'Tổng 5 hoặc 16',
      total6_15: 'Tổng 6 hoặc 15',
      total7_14: 'Tổng 7 hoặc 14',
      total8_13: 'Tổng 8 hoặc 13',
      total9_12: 'Tổng 9 hoặc 12',
      total10_11: 'Tổng 10 hoặc 11',
      double: 'Đôi cụ thể',
      triple: 'Bộ ba cụ thể',
      anyTriple: 'Bộ ba bất kỳ',
      combo: 'Tổ hợp hai xúc xắc'
    }
  },
  edges: {
    toggle: 'Hiện lợi thế nhà cái',
    hint: 'Lợi thế nhà cái chính xác của từng cửa với bảng đang áp dụng, tính trên 216 lần tung đồng khả năng.',
    unavailable: 'Không tải được lợi thế nhà cái: {{message}}'
  },
  drill: {
    ...drillKitVi,
    title: 'Luyện tính tiền thưởng',
    link: 'Luyện tính tiền thưởng',
    intro:
      'Trên bàn có sẵn vài cược và một lần tung. Hãy tính nhà cái trả bao nhiêu cho mỗi cược, hoặc tổng số tiền trả. Tiền trả là tiền thưởng; tiền cược vẫn của người chơi.',
    back: 'Về bàn Sic Bo',
    atTable: 'Bàn đang chơi ({{name}})',
    preset: 'Bảng trả thưởng',
    mode: 'Cách trả lời',
    modePerBet: 'Từng cược',
    modeTotal: 'Tổng tiền trả',
    bets: 'Số cược',
    deal: 'Ra đề mới',
    roll: 'Lần tung',
    answers: 'Câu trả lời',
    answerFor: 'Tiền trả cho {{spot}}, cược {{stake}}',
    answerTotal: 'Tổng tiền nhà cái trả',
    answerHint: 'Nhập số chip; 0 nếu cược thua.',
    invalid: 'Hãy nhập số chip (tối đa hai chữ số thập phân) vào mọi ô.',
    newBest: 'Kỷ lục mới!',
    youSaid: 'Bạn trả {{given}}, đúng là {{expected}}.',
    payoutLine: 'Tiền trả = {{stake}} × {{pays}} = {{payout}}.',
    nothing: 'Cược thua: nhà cái thu tiền cược, không trả gì.',
    stakeIncluded: 'Bạn đã cộng cả tiền cược; tiền trả chỉ là tiền thưởng, tiền cược vẫn nằm trên bàn.',
    totalWrong: 'Tổng bạn trả {{given}}, đúng là {{expected}}.',
    totalRight: 'Tổng tiền trả đúng là {{expected}}.',
    odd: 'lẻ',
    even: 'chẵn',
    reason: {
      lostToTriple: 'Ra bộ ba {{face}}: cửa này thua khi ra bộ ba bất kỳ.',
      rangeWin: 'Tổng {{total}} nằm trong {{low}}–{{high}} và không phải bộ ba: thắng.',
      rangeLose: 'Tổng {{total}} không nằm trong {{low}}–{{high}}: thua.',
      parityWin: 'Tổng {{total}} là số {{parity}}: thắng.',
      parityLose: 'Tổng {{total}} là số {{parity}}: thua.',
      singleWin: '{{count}} xúc xắc ra số {{face}}: trả {{pays}} ăn 1.',
      singleLose: 'Không xúc xắc nào ra số {{face}}: thua.',
      totalWin: 'Tổng đúng là {{total}}: thắng.',
      totalLose: 'Tổng là {{total}}, không phải {{spotTotal}}: thua.',
      doubleWin: '{{count}} xúc xắc ra số {{face}}: đôi thắng, trả như nhau dù hai hay ba xúc xắc.',
      doubleLose: 'Chỉ {{count}} xúc xắc ra số {{face}}, cần ít nhất hai: thua.',
      tripleWin: 'Cả ba xúc xắc ra số {{face}}: thắng.',
      tripleLose: 'Chỉ {{count}} xúc xắc ra số {{face}}, cần cả ba: thua.',
      anyTripleWin: 'Ra bộ ba {{face}}: thắng.',
      anyTripleLose: 'Ba xúc xắc không cùng một số: thua.',
      comboWin: 'Có cả số {{a}} và số {{b}}: thắng, chỉ trả một lần.',
      comboLose: 'Không có số {{missing}}: thua.'
    },
    results: {
      title: 'Kết quả gần đây',
      none: 'Chưa làm lượt nào.',
      summary_one: 'Đã làm {{count}} lượt, đúng hết {{correct}} lượt.',
      summary_other: 'Đã làm {{count}} lượt, đúng hết {{correct}} lượt.',
      when: 'Lúc',
      score: 'Điểm',
      time: 'Thời gian',
      table: 'Bảng'
    }
  }
}
