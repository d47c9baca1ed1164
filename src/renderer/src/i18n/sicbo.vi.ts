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
    last: 'Các lần gần nhất (mỗi xúc xắc)',
    lastRoll: 'Lần {{seq}}: {{a}}, {{b}}, {{c}}, tổng {{total}}',
    streak: 'Chuỗi hiện tại: {{kind}} × {{n}}',
    longest: 'Dài nhất: Tài {{tai}} · Xỉu {{xiu}} · Bộ ba {{triple}}',
    figures: 'Nóng, lạnh và tần suất ({{n}} lần gần nhất)',
    vsChance_one: '{{kind}}: {{count}} lần, theo xác suất {{expected}}',
    vsChance_other: '{{kind}}: {{count}} lần, theo xác suất {{expected}}',
    hotFaces: 'Số ra nhiều nhất: {{faces}}',
    coldFaces: 'Số ra ít nhất: {{faces}}',
    hotTotals: 'Tổng ra nhiều hơn xác suất nhất: {{totals}}',
    coldTotals: 'Tổng ra ít hơn xác suất nhất: {{totals}}',
    face: 'Số',
    total: 'Tổng',
    seen: 'Đã ra',
    expected: 'Theo xác suất',
    facesCaption: 'Mỗi số trên các xúc xắc (mỗi số một phần sáu)',
    totalsCaption: 'Mỗi tổng (theo 216 cách ra)',
    independent:
      'Các lần đã ra không làm thay đổi lần tới: số “nóng” không dễ ra hơn, số “lạnh” không “đến lượt”; mỗi lần lắc vẫn đúng xác suất cũ.',
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
    rebetKey: 'Phím Enter (khi không đứng ở một cửa hay một nút): cược lại và lắc luôn',
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
  chips: {
    kind: 'Trả bằng chip',
    task: 'Việc',
    taskPay: 'Trả thưởng ít chip nhất',
    taskColourUp: 'Đổi chip lớn (colour up)',
    taskOrder: 'Thứ tự trả thưởng',
    set: 'Bộ chip',
    setHouse: 'Nhà cái: 1/5/25/100/500/1.000',
    setTable: 'Ở bàn: 1/5/10/25/100/500/1.000/5.000',
    deal: 'Ra đề mới',
    check: 'Kiểm tra',
    intro: {
      pay: 'Mỗi khoản thưởng: đẩy ra đúng số tiền bằng ít chip nhất.',
      'colour-up': 'Mỗi chồng chip nhỏ: đổi sang ít chip nhất có cùng giá trị.',
      order:
        'Sau lần tung: thu hết các cược thua trước, rồi trả các cược thắng từ tỉ lệ cao nhất xuống. Bấm từng cược theo thứ tự bạn làm.'
    },
    payLine: '{{spot}} thắng, trả {{pays}} ăn 1 cho cược {{stake}}: trả {{amount}}.',
    pile: 'Chồng chip: {{chips}} (tổng {{amount}}).',
    countOf: 'Số chip {{chip}}',
    addOne: 'Thêm một chip {{chip}}',
    pushed: 'Đã đẩy {{amount}} bằng {{n}} chip.',
    won: 'thắng, trả {{pays}} ăn 1',
    lost: 'thua',
    take: 'Xử lý cược {{n}}: {{spot}}',
    yourOrder: 'Thứ tự của bạn',
    reset: 'Làm lại thứ tự',
    orderShort: 'Hãy bấm đủ mọi cược theo thứ tự trước khi kiểm tra.',
    invalid: 'Số chip phải là số nguyên từ 0 trở lên ở mọi ô.',
    right: 'Đúng',
    wrong: 'Sai',
    score: 'Đúng {{score}}/{{outOf}} · {{s}} giây',
    problem: {
      total: 'Bạn đẩy {{given}}, cần {{amount}}.',
      notFewest: 'Đúng số tiền nhưng dùng {{given}} chip; ít nhất là {{fewest}} chip.',
      winnerBeforeLoser: 'Bước {{step}}: trả cược thắng trong khi vẫn còn cược thua chưa thu.',
      lowerOddsFirst: 'Bước {{step}}: trả cược tỉ lệ thấp trước cược tỉ lệ cao hơn.'
    },
    fewest: 'Ít chip nhất: {{chips}} ({{n}} chip).',
    expected: 'Một thứ tự đúng: {{order}}.',
    source:
      'Sòng bài thu các cược thua (ô không sáng) trước rồi mới trả cược thắng; trả từ tỉ lệ cao xuống theo yêu cầu luyện tập của issue 36.'
  },
  live: {
    kind: 'Nhập kết quả thật',
    intro:
      'Cho một bàn thật hay một ván ở nhà: đặt các cược lên bàn, nhập ba xúc xắc đã ra (gõ hoặc bấm), rồi xem mọi cửa thắng sáng lên và tiền trả của từng cược theo bảng trả thưởng của bạn.',
    typed: 'Ba xúc xắc (ví dụ 2 5 2)',
    die: 'Xúc xắc {{n}}',
    face: 'Xúc xắc {{n}} ra {{face}}',
    show: 'Xem trả thưởng',
    clear: 'Xóa cược',
    badDice: 'Hãy nhập ba mặt xúc xắc, mỗi mặt từ 1 đến 6 (ví dụ 2 5 2).',
    noBets: 'Chưa có cược nào trên bàn: các cửa thắng vẫn sáng lên.',
    roll: 'Kết quả thật: {{a}}, {{b}}, {{c}}, tổng {{total}}.',
    dealer: 'Nhà cái trả {{paid}} và thu {{taken}}.',
    winning: 'Các cửa thắng: {{spots}}.',
    apart:
      'Không phải ván công bằng: không có cam kết trước nên không kiểm chứng được; không lưu, không có trong Lịch sử, không tính tiền.'
  },
  betTypes: {
    'small-big': 'Nhỏ/Lớn',
    'odd-even': 'Lẻ/Chẵn',
    single: 'Số đơn',
    total: 'Tổng',
    double: 'Đôi',
    triple: 'Bộ ba',
    'any-triple': 'Bộ ba bất kỳ',
    combo: 'Tổ hợp'
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
    kind: 'Bài luyện',
    kindSingle: 'Từng đề',
    kindTimed: 'Chạy giờ',
    timed: {
      layouts: 'Số đề',
      goal: 'Mục tiêu (giây mỗi đề)',
      goalHint:
        'Mặc định 5 giây mỗi đề: “vài giây một đề” như trường dạy chia bài đòi hỏi (chưa tìm được con số công bố nào để dẫn), nên bạn tự đặt mục tiêu.',
      goalInvalid: 'Mục tiêu là số giây từ 1 đến 120.',
      start: 'Bắt đầu chạy giờ',
      progress: 'Đề {{index}}/{{of}}',
      lastLayout: 'Đề {{index}}: đúng {{right}}/{{bets}} · {{s}} giây',
      summaryTitle: 'Kết quả lượt chạy giờ',
      accuracy: 'Độ chính xác',
      perLayout: 'Giây mỗi đề',
      underGoal: 'Số đề trong mục tiêu',
      goalMet: 'Đạt mục tiêu: đúng hết và trung bình {{s}} giây mỗi đề (mục tiêu {{goal}}).',
      goalMissed: 'Chưa đạt mục tiêu: cần đúng hết và trung bình không quá {{goal}} giây mỗi đề.',
      byType: 'Theo loại cược, chậm nhất trước',
      type: 'Loại cược',
      bets: 'Số cược',
      right: 'Đúng',
      perBet: 'Giây mỗi cược',
      again: 'Chạy lại',
      timeNote:
        'Nhà cái (máy chủ) đo thời gian từ lúc ra đề đến lúc kiểm tra; thời gian ấy chia cho từng cược theo lúc bạn ở trong ô của cược đó.'
    },
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
