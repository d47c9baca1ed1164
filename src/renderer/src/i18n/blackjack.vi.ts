/**
 * The Blackjack table, Vietnamese first (seed 004 says rút; the tables say bốc in every game, one word for one thing: bốc, dằn, gấp đôi, tách, đầu hàng, bảo hiểm,
 * "ăn 3:2"). Registered in vi.ts as `blackjack`; blackjack.en.ts has the same keys.
 */
import { eventWordsVi } from '@shared/i18n/events.vi'
import { drillKitVi } from './drill.vi'

export const blackjackVi = {
  title: 'Blackjack',
  open: {
    title: 'Ngồi vào bàn Blackjack',
    intro: 'Chọn luật, số ô cược của bạn và số người chơi máy. Nhà cái là máy, bốc bài theo luật.',
    spots: 'Số ô cược của bạn',
    bots: 'Người chơi máy (theo chiến lược cơ bản)',
    sit: 'Ngồi vào bàn',
    loading: 'Đang tìm bàn của bạn…'
  },
  stacked: {
    legend: 'Tập một tình huống (tệp kịch bản)',
    what: 'Chọn một tệp kịch bản Blackjack (banxanh-scenario/1): bàn dùng luật và số chỗ của tệp, và mỗi ván chia trước các lá của một ván trong tệp, lần lượt, lặp lại; phần còn lại của hộp bài vẫn xáo từ hạt giống. Cược và quyết định là của bạn; gợi ý và chấm điểm chạy như mọi bàn.',
    choose: 'Tệp kịch bản',
    clear: 'Bỏ tệp, dùng luật đã chọn',
    chosen: 'Tệp đã chọn: {{name}}. Luật và số ô lấy từ tệp.',
    tooLarge: 'Tệp quá lớn (tối đa 64 KB).',
    unreadable: 'Không đọc được tệp này.',
    invalid: 'Tệp này không phải kịch bản Blackjack hợp lệ: có lỗi ở mục {{where}}. Hãy sửa tệp hoặc chọn tệp khác.',
    pill: 'Bài xếp sẵn',
    pillHint: 'Mỗi ván chia trước các lá xếp sẵn (từ tệp kịch bản hoặc các tình huống bạn chọn trên bảng), không xáo.'
  },
  seat: {
    you: 'Ô {{n}} của bạn',
    dealer: 'Nhà cái'
  },
  hand: {
    label: '{{seat}}, tay {{n}}',
    total: 'Tổng {{total}}',
    soft: '{{low}}/{{total}} mềm',
    hard: '{{total}} cứng',
    stake: 'Cược {{chips}}',
    doubled: 'đã gấp đôi',
    insurance: 'Bảo hiểm {{chips}}',
    insuranceNet: 'Bảo hiểm: {{chips}}',
    net: 'Thắng/thua {{chips}}',
    turn: 'Đến lượt'
  },
  dealer: {
    label: 'Bài nhà cái',
    total: 'Nhà cái: {{total}}',
    shows: 'Nhà cái ngửa lá {{card}}'
  },
  outcome: eventWordsVi.blackjack.outcome,
  drill: {
    ...drillKitVi,
    title: 'Luyện Blackjack',
    link: 'Luyện chiến lược và đếm bài',
    tableLink: 'Luyện tập',
    intro:
      'Hai bài luyện, được chấm điểm, bấm giờ và lưu cho hồ sơ này: thẻ chiến lược (từng tay một, đáp án là nước tốt nhất tính chính xác cho luật đã chọn) và đếm bài Hi-Lo.',
    back: 'Về bàn Blackjack',
    kind: 'Bài luyện',
    strategy: 'Chiến lược cơ bản',
    count: 'Đếm bài Hi-Lo',
    hard: 'Cứng',
    soft: 'Mềm (có Át)',
    pair: 'Đôi',
    mixed: 'Mọi tay',
    cells: 'Ô chọn trên bảng',
    you: 'Bài bạn',
    dealer: 'Nhà cái',
    newBest: 'Kỷ lục mới!',
    bestPlay: 'Nước tốt nhất: {{best}}.',
    cell: 'Ô bảng chiến lược {{row}} gặp {{up}}: {{chart}}.',
    cellElse: 'Ô bảng chiến lược {{row}} gặp {{up}}: {{first}}, không được thì {{chart}}, như tay này.',
    composition: 'Với đúng hai lá này, {{best}} tốt hơn ô bảng (hiệu ứng thành phần bài).',
    evs: 'EV: {{list}}',
    decks: 'Số bộ bài',
    cards: 'Số lá',
    speed: 'Tốc độ (mỗi lá)',
    seconds: '{{s}} giây',
    start: 'Bắt đầu chia',
    showing: 'Lá {{at}}/{{total}}',
    countHint: 'Hi-Lo: 2–6 là +1, 7–9 là 0, 10 và Át là −1. Số đếm thực = số đếm chạy ÷ số bộ chưa chia.',
    running: 'Số đếm chạy',
    trueCount: 'Số đếm thực',
    trueHint: 'Đúng nếu lệch không quá {{tol}}.',
    invalidNumber: 'Hãy nhập một số nguyên cho số đếm chạy và một số cho số đếm thực.',
    countResult: 'Số đếm chạy đúng là {{running}}, số đếm thực {{trueCount}} (còn {{decksLeft}} bộ).',
    runningRight: 'Số đếm chạy: đúng',
    runningWrong: 'Số đếm chạy: sai (bạn nói {{given}})',
    trueRight: 'Số đếm thực: đúng',
    trueWrong: 'Số đếm thực: sai (bạn nói {{given}})',
    countResultAllOut:
      'Số đếm chạy đúng là {{running}}. Đã chia hết bài nên không có số đếm thực (đó là số đếm trên mỗi bộ còn lại).',
    trueNone: 'Đã chia hết bài: không hỏi số đếm thực.',
    dealt: 'Các lá đã chia',
    results: {
      title: 'Kết quả của bạn',
      none: 'Chưa có kết quả nào.',
      summary_one: '{{count}} lần luyện, {{correct}} lần đúng hết.',
      summary_other: '{{count}} lần luyện, {{correct}} lần đúng hết.',
      when: 'Lúc',
      score: 'Điểm',
      time: 'Thời gian',
      what: 'Bài'
    }
  },
  cards: {
    mode: 'Tay bài',
    pickHint: 'Bấm các ô trên bảng bên dưới để chọn (bấm tên một hàng hay một cột để chọn cả hàng, cả cột).',
    pickFirst: 'Hãy chọn ít nhất một ô trên bảng.',
    picked_one: 'Đã chọn {{count}} ô.',
    picked_other: 'Đã chọn {{count}} ô.',
    start: 'Bắt đầu',
    restart: 'Phiên mới',
    keys: 'Trả lời bằng phím ({{keys}}) hoặc bấm nút. Những ô bạn hay sai sẽ ra nhiều hơn.',
    prompt: 'Tay {{n}}: bạn làm gì?',
    handLabel: 'Tay {{n}}: {{cards}} gặp nhà cái {{up}}',
    last: 'Tay vừa rồi: {{cards}} gặp {{up}}. Bạn chọn {{play}}.',
    tally: 'Phiên này: {{answered}} tay, đúng {{right}} ({{share}}).',
    heatTitle: 'Ô bạn hay sai — {{rules}}',
    heatIntro:
      'Ô càng đỏ càng hay sai, ô xanh là ô bạn đã trả lời đúng hết (mọi phiên của hồ sơ này với luật chơi như thế này); số nhỏ là số lần sai.',
    showPlays: 'Hiện nước của bảng chiến lược',
    preparing: 'Đang tính EV chính xác cho luật này…'
  },
  situations: {
    legend: 'Tập các tình huống chọn trên bảng',
    what: 'Chọn các ô (một tổng cứng, mềm hay một đôi gặp một lá ngửa của nhà cái): mỗi ván chia cho ô của bạn hai lá và lá ngửa của một ô đã chọn, theo luật bàn ở trên; lá úp và phần còn lại của hộp bài vẫn xáo từ hạt giống. Một ô cược, không người chơi máy.',
    grid: 'Các tình huống để tập',
    clear: 'Bỏ chọn hết',
    fileFirst: 'Đang dùng tệp kịch bản: bỏ tệp để tập các tình huống chọn trên bảng.'
  },
  chartGrid: {
    cell: '{{row}} gặp {{up}}',
    heat: 'sai {{wrong}} trong {{seen}} lần',
    row: 'Chọn cả hàng {{row}}',
    column: 'Chọn cả cột nhà cái {{up}}'
  },
  grades: {
    /** A partial insurance where the full one was the best play: the two names it is graded by. */
    partInsurance: 'Bảo hiểm một phần',
    fullInsurance: 'Bảo hiểm đủ (nửa cược)',
    insuranceWhy: 'Bảo hiểm chỉ có lợi khi hơn 1/3 số lá bạn chưa thấy là lá 10; ở đây tỉ lệ ấy là {{share}}.',
    title: 'Lỗi chiến lược',
    help: 'Máy chấm từng quyết định của bạn ngay khi nó đến, bằng EV chính xác của những lá bạn chưa thấy lúc ấy.',
    summary: '{{graded}} quyết định được chấm, {{mistakes}} lỗi, tổng EV mất {{chips}}.',
    none: 'Không có lỗi nào trong các quyết định đã chấm.',
    noneGraded: 'Chưa có quyết định nào được chấm.',
    item: 'Ván {{round}}, {{seat}}, tay {{hand}}: {{action}} thay vì {{best}} — mất {{chips}}',
    itemRound: '{{seat}}, tay {{hand}}: {{action}} thay vì {{best}} — mất {{chips}}',
    good: '{{seat}}, tay {{hand}}: {{action}} — nước tốt nhất',
    evs: 'EV: {{list}}',
    open: 'Xem lại ván {{round}}',
    roundTitle: 'Chấm điểm các quyết định'
  },
  coach: {
    hints: 'Gợi ý nước đi',
    hintsHelp: 'Hiện nước tốt nhất và EV của từng lựa chọn, tính chính xác trên những lá bạn chưa thấy.',
    title: 'Gợi ý',
    computing: 'Đang tính…',
    best: 'tốt nhất',
    ev: '{{action}}: {{ev}}',
    good: 'Nước vừa rồi là nước tốt nhất.',
    mistake: 'Nước vừa rồi ({{action}}) kém hơn {{best}}: mất {{chips}} EV.',
    mistakes: 'Lỗi trong phiên này',
    none: 'Chưa có lỗi nào.',
    total: 'Tổng EV mất: {{chips}}',
    item: 'Ván {{round}}, {{seat}}: {{action}} thay vì {{best}} — mất {{chips}}',
    why: 'Ô bảng chiến lược: {{row}} gặp {{up}} → {{chart}}.',
    whyElse: 'Ô bảng chiến lược: {{row}} gặp {{up}} → {{first}}, không được thì {{chart}}, như tay này.',
    composition: 'Với đúng những lá này (hiệu ứng thành phần bài), {{best}} tốt hơn ô bảng.',
    chartSays: 'Bảng chiến lược cũng nói {{best}}.'
  },
  action: {
    label: 'Quyết định',
    hit: 'Bốc',
    stand: 'Dằn',
    double: 'Gấp đôi',
    split: 'Tách bài',
    surrender: 'Đầu hàng',
    insurance: 'Bảo hiểm',
    'even-money': 'Ăn tiền ngay',
    decline: 'Không, cảm ơn',
    insuranceAmount: 'Số tiền bảo hiểm (chip, {{min}}–{{max}}; để trống: nửa tiền cược)',
    insurancePrompt: 'Nhà cái lật Át: {{seat}} có mua bảo hiểm (nửa tiền cược, trả 2:1) không?',
    evenMoneyPrompt: 'Nhà cái lật Át: {{seat}} có Blackjack. Nhận ăn 1:1 ngay không?',
    yourTurn: '{{seat}}: tay {{hand}}, tổng {{total}}. Bạn làm gì?',
    waiting: 'Đang chờ {{seat}}…',
    timer: 'Còn {{s}} giây',
    timedOut: 'Hết giờ: {{seat}}, tay {{hand}} tự dằn (hoặc không mua bảo hiểm).',
    timerHint: 'Hết giờ thì tay bài tự dằn (hoặc từ chối bảo hiểm).',
    // A key that costs money where a player of the other language would press it for a free decision asks first.
    ask: {
      double: 'Gấp đôi tiền cược và bốc đúng một lá?',
      split: 'Tách bài, đặt thêm một tiền cược?',
      surrender: 'Đầu hàng, mất nửa tiền cược?',
      insurance: 'Mua bảo hiểm (nửa tiền cược)?',
      how: 'Enter để đồng ý, Esc để thôi; Shift+{{key}} làm ngay không hỏi.',
      yes: 'Đồng ý',
      no: 'Thôi'
    }
  },
  stakes: {
    label: 'Tiền cược mỗi ô',
    spot: 'Ô {{n}}: {{chips}}',
    add: 'Thêm chip vào ô {{n}}',
    clear: 'Xóa cược ô {{n}}',
    none: 'chưa cược',
    deal: 'Chia bài',
    hint: 'Chọn chip rồi bấm vào ô để đặt cược. Ô không có cược sẽ ngồi ngoài ván này.',
    min: 'Cược tối thiểu {{chips}}'
  },
  shoe: {
    label: 'Hộp bài và khay bài đã chia',
    shoe: 'Hộp bài: còn {{n}} lá',
    cut: 'Lá cắt ở vị trí {{n}}',
    cutOut: 'Lá cắt đã ra: xáo bài sau ván này',
    discards: 'Khay: {{n}} lá',
    stacked: 'Hộp bài mới mỗi ván: các lá đầu được xếp sẵn',
    everyRound: 'Xào bài mỗi ván'
  },
  result: {
    title: 'Kết quả ván',
    net: 'Cả ván: {{chips}}',
    won: 'Bạn thắng {{chips}}.',
    lost: 'Bạn thua {{chips}}.',
    even: 'Hòa vốn.',
    next: 'Đặt cược rồi chia ván mới.'
  }
}
