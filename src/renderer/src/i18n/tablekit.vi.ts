/**
 * Strings of the pieces every game table shares (lib/table.svelte.ts, components/table/*), Vietnamese
 * first. Registered in vi.ts as `tableKit`; tablekit.en.ts must have the same keys.
 */
export const tableKitVi = {
  noRound: 'Không có ván nào đang chơi ở bàn này.',
  noTable: 'Chưa mở bàn nào.',
  balance: 'Số dư',
  staked: 'Đang cược',
  leave: 'Rời bàn',
  leaveHint: 'Rời bàn giữa hai ván để chọn bàn khác.',
  otherTable: 'Bàn {{game}} đang có ván chưa xong; hãy chơi xong ván đó trước.',
  goToTable: 'Đến bàn {{game}}',
  short: 'Cần ít nhất {{chips}} để cược.',
  topUp: 'Nạp chip',
  topUpTitle: 'Nạp chip cho hồ sơ đang chơi',
  timer: {
    turnOff: 'Tắt đồng hồ',
    turnOn: 'Bật đồng hồ ({{seconds}} giây)',
    hint: 'Luật cho {{seconds}} giây mỗi quyết định. Tắt đồng hồ để đọc gợi ý thong thả; ván chơi khi đồng hồ tắt được ghi là «không tính giờ».'
  },
  keys: {
    open: 'Phím tắt',
    title: 'Phím tắt ở bàn',
    close: 'Đóng',
    // Each game's keys (components/<game>/keys.ts), by the decision they take.
    blackjack: {
      hit: 'Bốc thêm một lá',
      stand: 'Dằn: dừng, không bốc thêm',
      double: 'Gấp đôi tiền cược, bốc đúng một lá',
      split: 'Tách bài thành hai tay',
      surrender: 'Đầu hàng, lấy lại nửa tiền cược',
      insurance: 'Mua bảo hiểm',
      'even-money': 'Ăn tiền ngay (1 ăn 1)',
      decline: 'Không mua bảo hiểm'
    },
    xidach: {
      draw: 'Bốc thêm một lá',
      stand: 'Dằn: dừng, không bốc thêm',
      continue: 'Tiếp tục (khi làm cái: để máy đi tiếp)'
    },
    asks: '(hỏi trước; Shift+{{key}} làm ngay)',
    deal: 'Enter hoặc Space: chia bài, ván mới với cùng tiền cược',
    sicbo: {
      roll: 'Lắc xúc xắc với các chip đang đặt'
    },
    sicboGo:
      'Đặt lại đúng các cược lần trước rồi lắc luôn (Enter hoặc Space, khi không đứng ở một cửa hay một nút; bàn còn chip thì lắc luôn các chip ấy)',
    help: 'Mở hoặc đóng bảng này',
    sicboArrows: 'Đi giữa các cửa cược',
    sicboEnter: 'Đặt chip đang chọn vào cửa',
    sicboDelete: 'Bỏ cược ở cửa'
  },
  chips: {
    label: 'Mệnh giá chip',
    chip: 'Chip {{chips}}'
  },
  fairness: {
    title: 'Công bằng có thể kiểm chứng',
    whatTitle: 'Hạt giống là gì?',
    what: 'Hạt giống là một chuỗi ngẫu nhiên quyết định thứ tự lá bài hoặc mặt xúc xắc. Nhà cái công bố dấu vân tay (SHA-256) của nó trước ván và chỉ lộ hạt giống sau ván, nên không thể đổi kết quả.',
    next: 'Cam kết cho ván tới',
    current: 'Cam kết của ván này',
    commitment: 'SHA-256 của hạt giống máy chủ',
    commitmentHint:
      'Công bố trước khi chia bài hoặc lắc; hạt giống chỉ được tiết lộ sau ván, nên nhà cái không thể đổi kết quả.',
    clientSeed: 'Hạt giống của bạn',
    nonce: 'Số thứ tự (nonce)',
    revealed: 'Ván vừa rồi: hạt giống máy chủ đã tiết lộ',
    serverSeed: 'Hạt giống máy chủ',
    hidden: 'Hạt giống sẽ được tiết lộ khi ván (hoặc cả hộp bài) kết thúc.',
    verify: 'Kiểm chứng',
    verifying: 'Đang kiểm chứng…',
    verified: 'Đã kiểm chứng: ván này đến đúng từ hạt giống đã cam kết.',
    notVerified: 'KHÔNG khớp: ván này không đến từ hạt giống đã cam kết.',
    checkSeedOk: 'SHA-256 của hạt giống khớp với cam kết.',
    checkSeedFail: 'SHA-256 của hạt giống không khớp với cam kết.',
    checkOutcomeOk: 'Hạt giống cho đúng kết quả đã ra.',
    checkOutcomeFail: 'Hạt giống cho kết quả khác: {{expected}} (đã ghi: {{actual}}).',
    verifiedStacked: 'Đã kiểm chứng: các lá sau phần xếp sẵn đến đúng từ hạt giống đã cam kết.',
    checkStacked:
      'Các lá đầu được xếp sẵn để luyện tập (tệp kịch bản hoặc tình huống chọn trên bảng), không xáo; phần còn lại của hộp bài khớp với hạt giống.',
    stacked_one:
      'Bài xếp sẵn: {{count}} lá đầu của ván được đặt sẵn để luyện tập (tệp kịch bản hoặc tình huống chọn trên bảng), không xáo; các lá còn lại kiểm chứng được với hạt giống.',
    stacked_other:
      'Bài xếp sẵn: {{count}} lá đầu của ván được đặt sẵn để luyện tập (tệp kịch bản hoặc tình huống chọn trên bảng), không xáo; các lá còn lại kiểm chứng được với hạt giống.',
    copy: 'Sao chép bản ghi',
    copied: 'Đã sao chép. Lưu vào một tệp rồi chạy: npm run --silent verify -- tệp.json',
    copyFailed: 'Không sao chép được; hãy chép bản ghi trong phần bên dưới.',
    record: 'Bản ghi kiểm chứng (JSON)',
    seedLabel: 'Đổi hạt giống của bạn',
    seedHint: '1–64 chữ (có dấu cũng được), số hoặc ký hiệu, không dấu cách. Áp dụng từ ván sau.',
    seedSave: 'Lưu hạt giống',
    seedSaved: 'Đã lưu hạt giống; cam kết cho ván tới đã đổi.',
    seedInvalid: 'Hạt giống phải có 1–64 chữ (có dấu cũng được), số hoặc ký hiệu, không dấu cách.'
  }
}
