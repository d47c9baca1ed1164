/**
 * The Xì dách table, Vietnamese first (terms as docs/rules-xidach.md and the seeds write them: nhà cái, nhà con,
 * bốc, dằn, kiểm bài, xì bàng, xì dách, ngũ linh, quắc, non, phạt bốc quắc, đền). Registered in vi.ts as `xidach`.
 */
import { xidachOutcomeVi } from '@shared/i18n/outcome.vi'

export const xidachVi = {
  title: 'Xì dách',
  loading: 'Đang tìm bàn của bạn…',
  open: {
    title: 'Ngồi vào bàn Xì dách',
    intro: 'Chọn luật, chọn ghế: làm nhà con đấu với nhà cái máy, hoặc tự làm nhà cái chia bài cho các máy.',
    role: 'Ghế của bạn',
    rolePlayer: 'Nhà con',
    roleDealer: 'Nhà cái',
    bots: 'Người chơi máy',
    botsHintPlayer: 'Từ 0 đến {{n}} máy ngồi cùng bạn.',
    botsHintDealer: 'Từ 1 đến {{n}} máy đặt cược vào nhà cái của bạn.',
    botsHintRotating:
      'Cái xoay vòng: 1 đến {{n}} máy; mỗi ván một người làm cái (bạn hoặc một máy), những người còn lại là nhà con. Chọn «nhà cái» để bạn làm cái trước, «nhà con» để Máy 1 làm cái trước.',
    rotatingNeedsMaxBet:
      'Bộ luật này cho cái xoay vòng nhưng chưa có «cược tối đa»: ai làm cái cần «vốn tối thiểu» × cược tối đa. Hãy đặt cược tối đa trong Luật chơi.',
    addBot: 'Thêm máy',
    removeBot: 'Bỏ {{name}}',
    botStyle: 'Lối chơi của {{name}}',
    dealerAi: 'Nhà cái máy',
    bank: 'Khả năng chi trả của nhà cái (chip)',
    bankHint: 'Để trống: toàn bộ chip của nhà cái. Tổng cược × hệ số lớn nhất không được vượt quá số này.',
    botChips: 'Chip của mỗi máy',
    botChipsHint: 'Để trống: {{chips}} mỗi máy (khi làm cái xoay vòng: đủ để cầm cái).',
    botChipsHintPlain: 'Để trống: số chip mặc định của luật này.',
    sit: 'Ngồi vào bàn',
    people: 'Người chơi khác cùng bàn',
    peopleHint:
      'Mỗi người chơi bằng hồ sơ và chip của mình trên máy này. Đến lượt ai, người đó cầm máy và bấm xem bài của mình; người khác không thấy.',
    pickPerson: 'Chọn hồ sơ',
    addPerson: 'Mời vào bàn',
    newPerson: 'Tên người chơi mới',
    createPerson: 'Tạo và mời',
    newPersonHint: 'Người chơi mới có {{chips}} ban đầu.',
    setupName: 'Tên bàn để lưu (vd. bàn nhà ngoại)',
    saveSetup: 'Lưu bàn này',
    setupSaved: 'Đã lưu «{{name}}»: mở lại từ Sảnh chơi.',
    noOtherProfiles: 'Chưa có hồ sơ nào khác: tạo một người chơi mới.',
    removePerson: 'Mời {{name}} ra khỏi bàn'
  },
  style: {
    cautious: 'thận trọng',
    standard: 'vừa phải',
    bold: 'liều'
  },
  strength: {
    simple: 'đơn giản',
    shrewd: 'khôn ngoan'
  },
  seat: {
    checked: 'Kiểm bài!',
    you: 'Bạn',
    dealer: 'Nhà cái',
    youDealer: 'Bạn (nhà cái)',
    botDealer: '{{name}} (nhà cái)',
    personDealer: '{{name}} (nhà cái)',
    player: 'nhà con',
    stack: 'Chip: {{chips}}',
    unlimited: 'không giới hạn',
    stake: 'Cược {{chips}}',
    cards_one: '{{count}} lá',
    cards_other: '{{count}} lá',
    total: 'Điểm {{total}}',
    faceDown_one: 'Bài úp, {{count}} lá',
    faceDown_other: 'Bài úp, {{count}} lá',
    check: 'Kiểm bài',
    checkLabel: 'Kiểm bài {{name}}',
    net: '{{sign}}{{chips}}',
    received: 'Nhận đền {{chips}}',
    paidForDealer: 'Đền thay nhà cái {{chips}}',
    unpaid: 'Không nhận được {{chips}} (người bị phạt thiếu chip)'
  },
  phase: {
    label: 'Giai đoạn',
    betting: 'Đặt cược',
    deal: 'Chia bài',
    players: 'Nhà con bốc bài',
    dealer: 'Nhà cái bốc và kiểm bài',
    over: 'Kết thúc ván',
    yourTurn: 'Đến lượt bạn',
    waiting: 'Đang chờ {{name}}…'
  },
  outcome: xidachOutcomeVi,
  /** An outcome's bare term, for a short felt's seat: the Vietnamese words are already the terms. */
  outcomeTerm: xidachOutcomeVi,
  penalty: {
    title: 'Bốc khi đã quắc?',
    body: 'Bạn đã quắc. Bốc thêm lá này sẽ bị phạt bốc quắc: trả một tiền cược cho nhà cái và cho mỗi nhà con khác.',
    dontAsk: 'Đừng hỏi lại (đổi lại được trong Cài đặt)',
    stand: 'Không, dằn bài',
    draw: 'Vẫn bốc'
  },
  announce: {
    dealerNgu: 'Nhà cái ngũ linh!',
    dealerBust: 'Nhà cái quắc!',
    yourNet: 'Ván này bạn {{result}}.',
    won: 'thắng {{chips}}',
    lost: 'thua {{chips}}',
    even: 'hòa vốn',
    personNet: 'Ván này {{name}} {{result}}.'
  },
  people: {
    turn: 'Đến lượt {{name}} — bấm khi {{name}} cầm máy',
    hidden: 'Bài của mọi người đang úp. Chỉ {{name}} được xem bài của mình.',
    look: '{{name}} xem bài',
    playing: 'Lượt của {{name}}',
    stakes: 'Tiền cược của từng người (chip)',
    stakeOf: 'Cược của {{name}}',
    capOf: 'tối đa {{chips}}',
    dealsNext: '{{name}} làm cái ván tới.',
    deal: 'Chia bài',
    decline: '{{name}} nhường cái cho {{next}} và đặt cược'
  },
  actions: {
    label: 'Lượt của bạn',
    draw: 'Bốc',
    stand: 'Dằn',
    key: 'Phím {{key}}',
    bustWarning: 'Bạn đã quắc: bốc thêm sẽ bị phạt bốc quắc (trả mỗi nhà một phần cược).',
    deal: 'Chia bài',
    again: 'Ván mới',
    nonWarning: 'Dằn dưới {{min}} điểm là non: thua dù nhà cái thế nào.',
    continue: 'Tiếp tục (để nhà con bốc tiếp)',
    continueToMe: 'Đến thẳng lượt tôi',
    noStops: 'Không dừng để kiểm bài sớm nữa',
    noStopsHint: 'Từ nay bàn không dừng trước lượt máy; bật lại trong Cài đặt.',
    pause: 'Bạn có thể kiểm bài sớm một nhà con ngay bây giờ, hoặc để nhà con kế tiếp đi tiếp.',
    timer: 'Còn {{n}} giây — hết giờ thì dưới tuổi tự bốc, đủ tuổi tự dằn.',
    nonPenaltyWarning:
      'Dằn dưới {{min}} điểm là non và bị phạt: mất tiền cược và đền thay nhà cái số tiền nhà cái thua ván này (tối đa {{cap}} lần tiền cược).',
    dealerNonWarning: 'Dằn dưới {{min}} điểm là non: đền làng, bạn phải trả mọi nhà con chưa bị kiểm bài.',
    confirmNon: 'Vẫn dằn non?',
    confirmYes: 'Có, dằn non',
    confirmNo: 'Không, quay lại'
  },
  betting: {
    label: 'Đặt cược',
    stake: 'Tiền cược (chip)',
    bank: 'Khả năng chi trả của nhà cái: {{chips}}',
    bankUnlimited: 'Khả năng chi trả của nhà cái: không giới hạn',
    cap: 'Cược tối đa lúc này: {{chips}}',
    capBy: {
      bank: 'giới hạn bởi khả năng chi trả của nhà cái (× {{m}})',
      chips: 'giới hạn bởi chip của bạn (× {{m}})',
      maxBet: 'mức cược tối đa của bàn',
      none: 'không giới hạn'
    },
    min: 'Tối thiểu {{chips}}',
    noStake: 'Không thể đặt cược: khả năng chi trả hoặc số chip không đủ mức tối thiểu.',
    botsCap: 'Mỗi máy cược theo lối chơi của nó, trong giới hạn khả năng chi trả của bạn (× {{m}}).'
  },
  bank: {
    title: 'Cái xoay vòng',
    current: 'Đang làm cái: {{name}}',
    last: 'Ván vừa rồi {{name}} làm cái',
    next: 'Ván tới: {{name}} làm cái (ván {{n}}/{{every}} của lượt cái)',
    need: 'Làm cái cần ít nhất {{chips}}',
    skipped: 'Thiếu vốn, bỏ qua: {{names}}',
    nobody: 'Không ai ở bàn đủ vốn làm cái.',
    yourTurn: 'Tới lượt bạn làm cái: bạn chia bài, các máy đặt cược vào khả năng chi trả của bạn.',
    take: 'Làm cái',
    decline: 'Nhường cái cho {{name}}',
    declined: 'Bạn nhường cái: {{name}} làm cái ván này, bạn đặt cược như nhà con.',
    undoDecline: 'Thôi, tôi làm cái',
    cannotDecline: 'Không ai khác đủ vốn nhận cái, nên bạn không nhường được.'
  },
  result: {
    title: 'Kết quả',
    you: 'Bạn',
    total: 'Cả ván',
    empty: 'Tin của ván hiện ở đây: kiểm bài, phạt bốc quắc, đền và kết quả từng nhà.'
  },
  grades: {
    title: 'Sai lầm khi chơi',
    help: 'Ứng dụng chấm từng quyết định của bạn khi nó đến, theo cơ hội tính từ những lá bạn chưa thấy lúc ấy (như phần gợi ý), dù bật gợi ý hay không.',
    summary: '{{graded}} quyết định được chấm, {{mistakes}} lỗi, tổng kỳ vọng mất {{chips}}.',
    none: 'Không có lỗi nào trong các quyết định được chấm.',
    noneGraded: 'Chưa có quyết định nào được chấm.',
    item: 'Ván {{round}}, {{seat}}: {{action}} thay vì {{best}} — thiệt {{chips}}',
    itemRound: '{{seat}}: {{action}} thay vì {{best}} — thiệt {{chips}}',
    good: '{{seat}}: {{action}} — lựa chọn tốt hơn',
    evs: 'Kỳ vọng mỗi tiền cược: {{list}}',
    open: 'Xem lại ván {{round}}',
    roundTitle: 'Các quyết định được chấm',
    check: 'Kiểm bài {{name}}',
    why: '{{action}}: thắng {{win}}, hòa {{push}}, thua {{lose}}.',
    dealerWhy:
      'Tính cho phía nhà cái, từng người chơi chưa bị kiểm bài: kiểm ngay hay bốc trước rồi mới kiểm, bài của họ là bất kỳ lá nào bạn không thấy.',
    sampled:
      'Cách chơi này ra thấp hơn một chút, nhưng chênh lệch nằm trong sai số của phép lấy mẫu (99 %), nên không tính là lỗi.'
  },
  coach: {
    hints: 'Gợi ý (cố vấn)',
    hintsHelp:
      'Cơ hội của mỗi lựa chọn trước nhà cái đang chơi, chỉ từ những lá bạn được thấy. Mỗi quyết định đều được chấm, dù bật gợi ý hay không.',
    computing: 'Đang tính cơ hội…',
    peopleWait: 'Gợi ý và lỗi đánh của mỗi người hiện khi người đó bấm xem bài.',
    figures: 'thắng {{win}}, hòa {{push}}, thua {{lose}}; kỳ vọng {{ev}} tiền cược',
    interval: '(± {{half}}, 99 %)',
    best: 'tốt hơn',
    exact: 'Chính xác: mọi thứ tự của các lá bạn không thấy.',
    sampled: 'Lấy mẫu: {{n}} lần chia các lá bạn không thấy (kèm khoảng tin cậy 99 %).',
    cards: '{{n}} lá',
    checkNow: 'Kiểm ngay',
    drawFirst: 'Bốc trước',
    standNon: 'Dằn non (đền làng)',
    checkThese: 'Nên kiểm bài: {{names}}.',
    thenDraw: 'Rồi bốc.',
    thenStand: 'Rồi dằn.',
    dealerModel:
      'Tính cho phía nhà cái (thắng: nhà cái thắng). Bài của mỗi người chơi được coi là bất kỳ lá nào bạn không thấy, không tính họ đã chơi thế nào.',
    good: 'Quyết định tốt.',
    mistake: '{{action}} thiệt khoảng {{chips}} so với {{best}}.',
    dealerMistake: 'Lựa chọn này thiệt khoảng {{chips}} so với lựa chọn tốt hơn.',
    mistakes: 'Sai lầm trong phiên',
    none: 'Chưa có sai lầm nào.',
    item: 'Ván {{round}}: {{text}}',
    total: 'Tổng cộng: {{chips}}.'
  },
  glossary: {
    label: 'Từ ngữ',
    items: {
      nhaCai: 'nhà cái',
      nhaCon: 'nhà con',
      boc: 'bốc',
      dan: 'dằn',
      kiemBai: 'kiểm bài',
      xiBang: 'xì bàng',
      xiDach: 'xì dách',
      nguLinh: 'ngũ linh',
      quac: 'quắc',
      non: 'non',
      denBai: 'phạt bốc quắc',
      den: 'đền'
    },
    explain: {
      nhaCai: 'Người chia bài, đấu với từng nhà con.',
      nhaCon: 'Người chơi đặt cược đấu với nhà cái.',
      boc: 'Bốc thêm một lá (tối đa năm lá).',
      dan: 'Dừng, không bốc thêm.',
      kiemBai: 'Nhà cái lật bài một nhà con và tính tiền ngay lúc đó.',
      xiBang: 'Hai lá át đầu tiên: mạnh nhất.',
      xiDach: 'Một át và một lá 10/J/Q/K đầu tiên.',
      nguLinh: 'Năm lá không quá giới hạn: thắng mọi bài thường.',
      quac: 'Quá 21 điểm.',
      non: 'Dằn dưới mức tối thiểu: thua.',
      denBai: 'Phạt khi bốc lúc đã quắc (có nơi gọi là «đền bài»): trả nhà cái và mỗi nhà con một phần cược.',
      den: 'Ở bàn có luật đền: quắc từ mức đền của bàn (thường 28) trở lên; thua cả khi nhà cái quắc, và theo «non đền thay cái» thì trả thay nhà cái.'
    }
  }
}
