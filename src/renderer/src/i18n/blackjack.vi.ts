/**
 * The Blackjack table, Vietnamese first (seed 004's words: rút, dằn, gấp đôi, tách, đầu hàng, bảo hiểm,
 * "ăn 3:2"). Registered in vi.ts as `blackjack`; blackjack.en.ts has the same keys.
 */
export const blackjackVi = {
  title: 'Blackjack',
  open: {
    title: 'Ngồi vào bàn Blackjack',
    intro: 'Chọn luật, số ô cược của bạn và số người chơi máy. Nhà cái là máy, rút bài theo luật.',
    spots: 'Số ô cược của bạn',
    bots: 'Người chơi máy (theo chiến lược cơ bản)',
    sit: 'Ngồi vào bàn',
    loading: 'Đang tìm bàn của bạn…'
  },
  seat: {
    you: 'Ô {{n}} của bạn',
    bot: 'Máy {{n}}',
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
    total: 'Nhà cái: {{total}}'
  },
  outcome: {
    blackjack: 'Blackjack',
    win: 'Thắng',
    charlie: 'Charlie',
    'even-money': 'Ăn 1:1 (even money)',
    push: 'Hoà',
    lose: 'Thua',
    bust: 'Quắc',
    surrender: 'Đầu hàng',
    'dealer-blackjack': 'Nhà cái Blackjack'
  },
  grades: {
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
    composition: 'Với đúng những lá này (hiệu ứng thành phần bài), {{best}} tốt hơn ô bảng.',
    chartSays: 'Bảng chiến lược cũng nói {{best}}.'
  },
  action: {
    label: 'Quyết định',
    hit: 'Rút (H)',
    stand: 'Dằn (S)',
    double: 'Gấp đôi (D)',
    split: 'Tách (P)',
    surrender: 'Đầu hàng (R)',
    insurance: 'Bảo hiểm (I)',
    'even-money': 'Ăn 1:1 (E)',
    decline: 'Không, cảm ơn (N)',
    insuranceAmount: 'Số tiền bảo hiểm (chip, {{min}}–{{max}}; để trống: nửa tiền cược)',
    insurancePrompt: 'Nhà cái lật Át: {{seat}} có mua bảo hiểm (nửa tiền cược, trả 2:1) không?',
    evenMoneyPrompt: 'Nhà cái lật Át: {{seat}} có Blackjack. Nhận ăn 1:1 ngay không?',
    yourTurn: '{{seat}}: tay {{hand}}, tổng {{total}}. Bạn làm gì?',
    waiting: 'Đang chờ {{seat}}…',
    timer: 'Còn {{s}} giây',
    timerHint: 'Hết giờ thì tay bài tự dằn (hoặc từ chối bảo hiểm).'
  },
  stakes: {
    label: 'Tiền cược mỗi ô',
    spot: 'Ô {{n}}: {{chips}}',
    add: 'Thêm chip vào ô {{n}}',
    clear: 'Xoá cược ô {{n}}',
    none: 'chưa cược',
    deal: 'Chia bài',
    hint: 'Chọn chip rồi bấm vào ô để đặt cược. Ô không có cược sẽ ngồi ngoài ván này.',
    min: 'Cược tối thiểu {{chips}}'
  },
  shoe: {
    label: 'Shoe và khay bài đã chia',
    shoe: 'Shoe: còn {{n}} lá',
    cut: 'Thẻ cắt ở lá {{n}}',
    cutOut: 'Thẻ cắt đã ra: xào bài sau ván này',
    discards: 'Khay: {{n}} lá',
    everyRound: 'Xào bài mỗi ván'
  },
  result: {
    title: 'Kết quả ván',
    net: 'Cả ván: {{chips}}',
    won: 'Bạn thắng {{chips}}.',
    lost: 'Bạn thua {{chips}}.',
    even: 'Hoà vốn.',
    next: 'Đặt cược rồi chia ván mới.'
  }
}
