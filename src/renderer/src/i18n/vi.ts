import { eventWordsVi } from '@shared/i18n/events.vi'
import { historyVi } from './history.vi'
import { houseRulesVi } from './rules.vi'
import { serverVi } from './server.vi'
import { blackjackVi } from './blackjack.vi'
import { sicboVi } from './sicbo.vi'
import { tableKitVi } from './tablekit.vi'
import { xidachVi } from './xidach.vi'
import { simVi } from './sim.vi'
/**
 * Vietnamese: the source of truth for every visible string. `en` must have exactly these keys
 * (see messages.ts). Plural keys carry both `_one` and `_other` in every language so the shapes match;
 * Vietnamese has no grammatical plural, so Intl.PluralRules('vi') always picks `_other`.
 */
export const vi = {
  app: {
    name: 'Bàn Xanh',
    tagline: 'Bàn chơi luyện tập với nhà cái máy — chỉ dùng chip ảo.',
    skipToMain: 'Bỏ qua, tới nội dung chính',
    loading: 'Đang dọn bàn…',
    home: 'Bàn Xanh — về sảnh chơi',
    footer: 'Chỉ dùng chip ảo, không có tiền thật · phiên bản {{version}}'
  },
  nav: {
    label: 'Điều hướng chính',
    lobby: 'Sảnh chơi',
    profiles: 'Hồ sơ',
    settings: 'Cài đặt'
  },
  chips: {
    amount_one: '{{amount}} chip',
    amount_other: '{{amount}} chip'
  },
  switcher: {
    button: 'Hồ sơ {{name}}, số dư {{chips}}. Mở danh sách hồ sơ',
    listLabel: 'Chọn hồ sơ để chơi',
    current: 'đang chơi',
    manage: 'Quản lý hồ sơ…',
    balance: 'Số dư'
  },
  lobby: {
    title: 'Sảnh chơi',
    intro: 'Chọn một bàn để ngồi. Nhà cái là máy, tiền cược là chip ảo.',
    open: 'Vào bàn',
    tablesLabel: 'Các bàn chơi',
    extrasLabel: 'Bài luyện và lợi thế nhà cái',
    balanceLine: '{{name}} đang có {{chips}}.',
    setups: {
      title: 'Bàn Xì dách đã lưu',
      who: '{{humans}} người, {{computers}} máy',
      sit: 'Ngồi bàn «{{name}}»',
      delete: 'Xóa bàn đã lưu «{{name}}»'
    },
    edge: {
      title: 'Lợi thế nhà cái',
      computing: 'đang tính…',
      house: '≈ {{percent}}',
      player: 'không có, người chơi lợi ≈ {{percent}}',
      range: 'từ {{low}} đến {{high}}, tuỳ cửa cược',
      dealer: '≈ {{percent}} với {{dealer}} (99 %: {{lo}} … {{hi}})',
      exactDealer: '{{percent}} với nhà cái {{dealer}} (chính xác, chơi tốt nhất)',
      simple: 'đơn giản',
      shrewd: 'khôn ngoan',
      tooSlow: '{{dealer}}: quá lâu để tính, xem mô phỏng',
      running: 'đang mô phỏng ({{done}} %)',
      none: 'chưa tính cho luật này.',
      compute: 'Tính lợi thế nhà cái ở trang Luật chơi',
      failed: 'không tính được ({{message}})',
      rulesAtTable: 'Luật của bàn bạn đang ngồi: {{name}}',
      rulesDefault: 'Luật mặc định: {{name}}'
    }
  },
  games: {
    xidach: {
      name: 'Xì dách',
      blurb: 'Xì dách kiểu Việt: xì bàng, xì dách, ngũ linh, nhà cái được kiểm bài. Ngồi ghế nhà con hoặc làm nhà cái.',
      meta: '1 bộ bài · 1–7 nhà con (tùy luật bàn)'
    },
    blackjack: {
      name: 'Blackjack',
      blurb: 'Luật sòng bài: gấp đôi, chia bài, đầu hàng, bảo hiểm. Blackjack trả 3:2, nhà cái dừng ở 17.',
      meta: '6 bộ bài · luật CLUB 99'
    },
    sicbo: {
      name: 'Sic Bo',
      blurb:
        'Ba viên xúc xắc, năm mươi cửa cược: tài, xỉu, tổng điểm, đôi, bộ ba, cặp số. Có bài luyện tính tiền thưởng.',
      meta: '3 xúc xắc · 50 cửa cược'
    }
  },
  notFound: {
    title: 'Không tìm thấy trang này',
    back: 'Về sảnh chơi'
  },
  welcome: {
    title: 'Chào mừng đến Bàn Xanh',
    body: 'Bàn chơi Xì dách, Blackjack và Sic Bo với nhà cái máy. Chỉ dùng chip ảo, không có tiền thật. Hãy đặt tên cho hồ sơ của bạn để bắt đầu.',
    submit: 'Tạo hồ sơ và vào sảnh',
    start: 'Số chip ban đầu',
    startHint: 'Chip ảo để ngồi vào bàn ngay; nạp thêm lúc nào cũng được ở mục Hồ sơ.',
    startNone: 'Không'
  },
  profiles: {
    title: 'Hồ sơ',
    intro: 'Mỗi hồ sơ có số chip riêng. Hồ sơ đang chơi được hiện ở thanh trên cùng.',
    count_one: '{{count}} hồ sơ',
    count_other: '{{count}} hồ sơ',
    listLabel: 'Danh sách hồ sơ',
    name: 'Tên hồ sơ',
    nameHint: 'Từ 1 đến 40 ký tự.',
    createTitle: 'Tạo hồ sơ mới',
    create: 'Tạo hồ sơ',
    current: 'Đang chơi',
    createdOn: 'Tạo ngày {{date}}',
    select: 'Chơi bằng hồ sơ này',
    rename: 'Đổi tên',
    renameTitle: 'Đổi tên hồ sơ “{{name}}”',
    renameSave: 'Lưu tên mới',
    topUp: 'Nạp chip',
    topUpTitle: 'Nạp chip cho “{{name}}”',
    topUpAmount: 'Số chip muốn nạp',
    topUpHint: 'Từ {{min}} đến {{max}} chip, tối đa hai chữ số thập phân.',
    topUpSubmit: 'Nạp chip',
    topUpDone: 'Đã nạp {{chips}} cho {{name}}.',
    quickAmount: 'Điền {{chips}} vào ô số chip',
    quickLabel: 'Số chip gợi ý',
    delete: 'Xóa',
    deleteTitle: 'Xóa hồ sơ “{{name}}”?',
    deleteBody: 'Hồ sơ này và {{chips}} của nó sẽ bị xóa vĩnh viễn. Không thể hoàn tác.',
    deleteConfirm: 'Xóa vĩnh viễn',
    deleted: 'Đã xóa hồ sơ {{name}}.',
    cancel: 'Hủy',
    actionsFor: 'Thao tác với hồ sơ {{name}}'
  },
  settings: {
    title: 'Cài đặt',
    language: 'Ngôn ngữ',
    languageHint: 'Ngôn ngữ của toàn bộ giao diện.',
    motion: 'Giảm chuyển động',
    motionHint: 'Tắt hiệu ứng động như chia bài và lắc xúc xắc.',
    pace: 'Tốc độ ván bài',
    paceHint:
      'Bài được chia, nhà cái lật bài và kiểm bài lần lượt theo tốc độ này; kết quả hiện sau cùng. Khi giảm chuyển động, mọi thứ hiện ngay.',
    confirmPenalty: 'Hỏi lại trước khi bốc lúc đã quắc, bị phạt bốc quắc (Xì dách)',
    stopForEarlyChecks: 'Khi tôi làm cái, dừng trước mỗi lượt máy để tôi kiểm bài sớm (Xì dách)',
    about: 'Thông tin',
    version: 'Phiên bản',
    host: 'Chạy trên',
    dataDir: 'Thư mục dữ liệu',
    saved: 'Đã lưu.'
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English'
  },
  howto: {
    link: 'Cách chơi',
    sit: 'Ngồi vào bàn',
    houseRules: 'Luật nhà (các con số của từng bàn)',
    xidach: {
      title: 'Cách chơi Xì dách',
      goal: {
        h: 'Mục tiêu',
        p: 'Có tay bài gần 21 điểm hơn nhà cái mà không quá 21. Mỗi nhà con chơi với nhà cái, không chơi với nhau.'
      },
      values: {
        h: 'Điểm của lá bài',
        p: 'Lá 2 đến 10 tính đúng số; J, Q, K tính 10. Lá Át tùy luật bàn: thường là 11 hoặc 1 khi tay có hai lá, 10 hoặc 1 khi ba lá, chỉ 1 khi từ bốn lá.'
      },
      naturals: {
        h: 'Bài đặc biệt',
        p: 'Xì bàng là hai lá Át; xì dách là một Át với một lá 10, J, Q hoặc K: thắng ngay khi chia. Ngũ linh là năm lá mà không quắc: thắng gần như mọi tay khác.'
      },
      turn: {
        h: 'Lượt của bạn',
        p: 'Bốc (phím B) để lấy thêm một lá, tối đa năm lá; Dằn (phím D) để dừng. Dằn dưới tuổi tối thiểu của bàn (thường 16, có bàn 14 hoặc 15) là non: thua dù nhà cái thế nào, và bàn hỏi lại trước khi cho dằn non. Quá 21 là quắc; bốc thêm khi đã quắc thì bị phạt bốc quắc.'
      },
      dealer: {
        h: 'Nhà cái',
        p: 'Nhà cái bốc sau cùng, đủ tuổi tối thiểu của nhà cái (thường 16, có bàn 15) mới được dằn, rồi kiểm bài (lật bài) từng nhà con và so điểm. Khi bạn làm cái, bạn tự bốc và tự kiểm bài các nhà con.'
      },
      pay: {
        h: 'Thắng thua',
        p: 'Hơn điểm nhà cái thì thắng bằng tiền cược, kém thì thua, bằng thì hòa. Bài đặc biệt có thể được nhân tiền theo luật bàn.'
      }
    },
    blackjack: {
      title: 'Cách chơi Blackjack',
      goal: {
        h: 'Mục tiêu',
        p: 'Có tay bài gần 21 hơn nhà cái mà không quá 21. Bạn có thể chơi một đến ba ô cược cùng lúc.'
      },
      values: {
        h: 'Điểm của lá bài',
        p: 'Lá 2 đến 10 tính đúng số; J, Q, K tính 10; Át tính 1 hoặc 11, tùy cách nào tốt hơn. Một Át với một lá 10 điểm ngay từ hai lá đầu là blackjack.'
      },
      turn: {
        h: 'Lượt của bạn',
        p: 'Bốc (B) lấy thêm lá; Dằn (D) dừng; Gấp đôi (G) nhân đôi tiền cược và lấy đúng một lá; Tách bài (T) khi hai lá cùng hạng, mỗi lá thành một tay; Đầu hàng (H, bàn hỏi lại trước) lấy lại nửa tiền cược.'
      },
      dealer: {
        h: 'Nhà cái',
        p: 'Nhà cái có một lá ngửa và một lá úp. Sau lượt mọi người, nhà cái lật lá úp và bốc đến khi đủ 17. Khi lá ngửa là Át, bạn có thể mua bảo hiểm.'
      },
      pay: {
        h: 'Thắng thua',
        p: 'Thắng được bằng tiền cược, blackjack thường được 3 ăn 2, hòa thì giữ nguyên tiền cược, quắc là thua ngay.'
      }
    },
    sicbo: {
      title: 'Cách chơi Sic Bo',
      goal: {
        h: 'Mục tiêu',
        p: 'Đoán kết quả của ba viên xúc xắc. Bạn đặt chip lên các cửa, nhà cái lắc, các cửa đúng được trả thưởng.'
      },
      spots: {
        h: 'Các cửa',
        p: 'Nhỏ (Xỉu) là tổng 4–10, Lớn (Tài) là 11–17, cả hai thua khi ra bộ ba. Còn có tổng điểm, một số cụ thể, đôi, bộ ba và cặp hai số.'
      },
      pay: {
        h: 'Trả thưởng',
        p: 'Mỗi cửa ghi số ăn: "6 ăn 1" nghĩa là cược 10 chip thắng được 60 chip và giữ lại 10 chip đã cược.'
      },
      edge: {
        h: 'Lợi thế nhà cái',
        p: 'Mỗi lần lắc độc lập với các lần trước: không có cầu nào báo trước được. Bật "Hiện lợi thế nhà cái" ở bàn để xem mỗi cửa nhà cái lợi bao nhiêu.'
      }
    }
  },
  guide: {
    done: 'Đã hiểu, không hiện nữa',
    later: 'Để sau',
    keys: 'Bấm ? bất cứ lúc nào để xem các phím tắt.',
    welcome: 'Hướng dẫn ván đầu ở mỗi bàn',
    xidach: {
      title: 'Ván Xì dách đầu tiên',
      s1: 'Nhập tiền cược (hoặc bấm một chip), rồi bấm Chia bài.',
      s2: 'Mỗi người nhận hai lá. Xì bàng (hai lá Át) và Xì dách (Át với 10, J, Q, K) thắng ngay.',
      s3: 'Đến lượt bạn: Bốc (phím B) để lấy thêm lá, Dằn (phím D) khi đủ điểm; dằn dưới tuổi tối thiểu của bàn (thường 16) là non, quá 21 là quắc.',
      s4: 'Nhà cái bốc sau cùng rồi kiểm bài từng nhà; kết quả và tiền thắng thua hiện sau cùng.'
    },
    blackjack: {
      title: 'Ván Blackjack đầu tiên',
      s1: 'Chọn chip rồi bấm vào ô cược để thêm chip; bấm Chia bài.',
      s2: 'Cố gần 21 hơn nhà cái mà không quá 21. Át là 1 hoặc 11, J Q K là 10.',
      s3: 'Đến lượt bạn: Bốc (B), Dằn (D), Gấp đôi (G), Tách bài (T) khi có đôi.',
      s4: 'Nhà cái lật lá úp và bốc đến 17; kết quả từng tay hiện sau cùng.'
    },
    sicbo: {
      title: 'Lần lắc Sic Bo đầu tiên',
      s1: 'Chọn mệnh giá chip bên dưới bàn cược.',
      s2: 'Bấm vào các cửa để đặt cược: Nhỏ (Xỉu) 4–10, Lớn (Tài) 11–17, tổng điểm, đôi, bộ ba…',
      s3: 'Bấm Lắc: nhà cái đóng cược và lắc ba viên xúc xắc.',
      s4: 'Các cửa thắng sáng lên; bảng bên phải kể tiền từng cược, cầu ghi lại các lần lắc.'
    }
  },
  sound: {
    mute: 'Tắt tiếng',
    unmute: 'Bật tiếng',
    muteHint: 'Tiếng bài, chip, xúc xắc, thắng và thua',
    volume: 'Âm lượng',
    mutedSetting: 'Tắt mọi âm thanh ở bàn'
  },
  pace: {
    slow: 'Chậm',
    normal: 'Vừa',
    fast: 'Nhanh',
    instant: 'Ngay lập tức',
    skip: 'Bỏ qua'
  },
  motion: {
    system: 'Theo hệ thống',
    on: 'Bật',
    off: 'Tắt'
  },
  hosts: {
    electron: 'Ứng dụng máy tính',
    web: 'Trình duyệt'
  },
  dateField: {
    pattern: 'dd/mm/yyyy',
    hint: 'Dạng ngày/tháng/năm, ví dụ {{example}}. Để trống nếu không lọc theo ngày.',
    badFormat: 'Hãy nhập ngày dạng ngày/tháng/năm, ví dụ {{example}}.',
    badDate: 'Không có ngày {{text}}. Hãy kiểm tra lại ngày và tháng.'
  },
  errors: {
    chipsFormat: 'Hãy nhập một số chip, tối đa hai chữ số thập phân (ví dụ 250, 1.000 hoặc 12,50).',
    chipsRange: 'Số chip phải từ {{min}} đến {{max}}.',
    server: 'Không thực hiện được: {{message}}',
    disconnected: 'Mất kết nối với máy chủ, yêu cầu chưa được thực hiện. Hãy thử lại.',
    loadFailed: 'Không tải được dữ liệu: {{message}}',
    retry: 'Thử lại'
  },
  connection: {
    connecting: 'Đang kết nối tới bàn…',
    lost: 'Mất kết nối với máy chủ. Đang thử kết nối lại…',
    retry: 'Kết nối lại ngay',
    hint: 'Nếu máy chủ đã khởi động lại, hãy mở địa chỉ mới mà nó in ra.',
    noToken: 'Trang này cần địa chỉ đầy đủ (có ?token=…) mà máy chủ Bàn Xanh in ra khi khởi động.'
  },
  damaged: {
    title: 'Tệp dữ liệu bị hỏng',
    reason: {
      'not-a-database': 'Tệp dữ liệu không phải là cơ sở dữ liệu hợp lệ.',
      'newer-version': 'Tệp dữ liệu được tạo bởi một phiên bản Bàn Xanh mới hơn phiên bản này.',
      unreadable: 'Không đọc được tệp dữ liệu.'
    },
    movedTo: 'Tệp cũ đã được chuyển sang chỗ khác, không bị xóa:',
    details: 'Chi tiết kỹ thuật',
    startFresh: 'Bắt đầu với dữ liệu mới',
    backup:
      'Có bản sao lưu tốt gần nhất ngày {{date}}. Khôi phục sẽ chép nó thành tệp dữ liệu (bản sao lưu vẫn giữ nguyên); những gì chơi sau ngày đó không có trong bản này.',
    noBackup: 'Không có bản sao lưu nào mở được để khôi phục.',
    restore: 'Khôi phục bản sao lưu ngày {{date}}',
    openFolder: 'Mở thư mục dữ liệu',
    folderNotOpened: 'Không mở được thư mục ở đây. Thư mục dữ liệu là:',
    later: 'Nếu đóng ứng dụng bây giờ, thông báo này sẽ hiện lại lần sau cho đến khi bạn chọn.'
  },
  storeFault: {
    'disk-full': 'Ổ đĩa đã đầy: những gì bạn làm bây giờ chưa được lưu.',
    'read-only': 'Thư mục dữ liệu chỉ cho đọc: những gì bạn làm bây giờ chưa được lưu.',
    'write-failed': 'Không ghi được tệp dữ liệu: những gì bạn làm bây giờ chưa được lưu.',
    hint: 'Mọi thứ đã lưu trước đó vẫn an toàn và vẫn xem được. Bàn Xanh tự lưu lại ngay khi ổ đĩa cho phép.'
  },
  dialog: {
    close: 'Đóng'
  },
  server: serverVi,
  tableKit: tableKitVi,
  sicbo: sicboVi,
  blackjack: blackjackVi,
  xidach: xidachVi,
  sim: simVi,
  history: historyVi,
  events: eventWordsVi,
  houseRules: houseRulesVi
}
