/**
 * The counter's simulator screen (#/sim/blackjack; docs/ui.md "Counter's simulator"), Vietnamese first.
 * Registered in vi.ts as `sim`; sim.en.ts has the same keys. Hi-Lo, KO, N0, SCORE are names, the same
 * in both languages.
 */
export const simVi = {
  title: 'Mô phỏng người đếm bài',
  intro:
    'Chọn luật, hệ đếm, mức cược theo true count và vốn. Nhà cái chơi hàng triệu ván ở nền (không làm chậm màn hình) rồi báo lợi thế, độ lệch chuẩn, rủi ro phá sản, N0 và SCORE, mỗi số kèm khoảng tin cậy 99 %.',
  link: 'Mô phỏng đếm bài',
  decks: '{{decks}} bộ bài, theo luật đã chọn',
  penetration: 'Độ sâu chia bài trước khi xáo (%)',
  count: 'Hệ đếm',
  ramp: 'Mức cược theo true count (đơn vị)',
  rampHint:
    'Số đơn vị cược ở true count 0, 1, 2, … cách nhau bằng dấu phẩy. True count âm cược như 0; từ mục cuối trở lên cược mục cuối. Ví dụ: 1,1,2,4,8,12.',
  indices: 'Chơi lệch theo chỉ số (Illustrious 18 và Fab 4, tính cho đúng luật này)',
  trueCount: 'Cách tính true count',
  tcExact: 'Chính xác (theo số lá chưa thấy)',
  tcHalf: 'Ước lượng đến nửa bộ bài (như người chơi nhìn khay bài)',
  spots: 'Số ô cược mỗi ván',
  length: 'Độ dài mô phỏng',
  unit: 'Đơn vị',
  unitRounds: 'ván',
  unitHours: 'giờ',
  roundsPerHour: 'Số ván mỗi giờ',
  bankroll: 'Vốn (đơn vị)',
  hours: 'Thời gian chơi để tính rủi ro phá sản (giờ)',
  unitNote: 'Một đơn vị là mức cược nhỏ nhất mà luật trả đúng (3 ăn 2, bảo hiểm).',
  run: 'Chạy mô phỏng',
  rerun: 'Chạy lại',
  running: 'Đang mô phỏng {{rounds}} ván…',
  progress: 'Tiến độ mô phỏng',
  cancel: 'Hủy',
  cancelled: 'Đã hủy mô phỏng ở {{done}}; không giữ kết quả nào. Bạn có thể chạy lại.',
  failed: 'Mô phỏng dừng vì lỗi: {{message}}',
  rulesLoading: 'Đang đọc luật…',
  invalid: {
    ramp: 'Mức cược phải là các số nguyên từ 1 đến 1000, cách nhau bằng dấu phẩy (tối đa 40 mục), ví dụ 1,1,2,4,8,12.',
    penetration: 'Độ sâu chia bài phải từ 50 đến 90 %.',
    spots: 'Số ô cược phải là số nguyên từ 1 đến 7.',
    length: 'Mô phỏng phải dài từ 10.000 đến 100.000.000 ván (số giờ nhân số ván mỗi giờ).',
    roundsPerHour: 'Số ván mỗi giờ phải là số nguyên từ 10 đến 1000.',
    bankroll: 'Vốn phải là số nguyên từ 1 đến 100.000.000 đơn vị.',
    hours: 'Thời gian chơi phải là số nguyên từ 1 đến 100.000 giờ và không dài hơn cả mô phỏng.',
    rules: 'Luật đã chọn không dùng được: {{message}}'
  },
  results: {
    title: 'Kết quả',
    caption: '{{rounds}} ván, {{count}}; cược trung bình {{avg}} đơn vị mỗi ván; {{indices}} chỉ số chơi lệch.',
    figure: 'Chỉ số',
    value: 'Giá trị',
    interval: 'Khoảng tin cậy 99 %',
    evRound: 'Lợi thế mỗi ván (đơn vị)',
    ev100: 'Lợi thế mỗi 100 ván (đơn vị)',
    evPct: 'Lợi thế trên cược ban đầu (%)',
    sdRound: 'Độ lệch chuẩn mỗi ván (đơn vị)',
    winPerHour: 'Thắng mỗi giờ (đơn vị, {{rph}} ván mỗi giờ)',
    sdHour: 'Độ lệch chuẩn mỗi giờ (đơn vị)',
    n0: 'N0 (số ván để lợi thế bằng một độ lệch chuẩn)',
    score: 'SCORE',
    ruinSim: 'Rủi ro phá sản trong {{hours}} giờ, mô phỏng ({{busts}} trên {{trials}} lượt chơi)',
    ruinWithin: 'Rủi ro phá sản trong {{hours}} giờ, theo công thức',
    ruinForever: 'Rủi ro phá sản nếu chơi mãi, theo công thức',
    noInterval: '—',
    infinite: 'vô hạn',
    noTrials: 'không có lượt nào'
  },
  charts: {
    byTc: 'Lợi thế theo true count',
    byTcSummary:
      'Lợi thế trên cược ban đầu theo true count lúc đặt cược, với khoảng tin cậy 99 % ở mỗi true count (chỉ những true count có ít nhất 0,1 % số ván).',
    tc: 'True count',
    ev: 'Lợi thế (%)',
    lo: 'Cận dưới 99 %',
    hi: 'Cận trên 99 %',
    paths: 'Vốn của {{n}} lượt chơi {{hours}} giờ đầu tiên',
    pathsSummary:
      'Vốn theo giờ chơi của {{n}} lượt chơi đầu tiên, mỗi lượt bắt đầu từ {{bankroll}} đơn vị; lượt phá sản dừng ở 0.',
    hour: 'Giờ',
    path: 'Lượt {{n}}',
    finals: 'Vốn sau {{hours}} giờ (các lượt không phá sản)',
    finalsSummary: 'Phân bố vốn cuối của {{n}} lượt chơi {{hours}} giờ không phá sản.',
    bankroll: 'Vốn (đơn vị)',
    trials: 'Số lượt'
  }
}
