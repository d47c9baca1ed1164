/**
 * The house-rules screen, the ruleset picker and the rules summary, Vietnamese first. The keys' own
 * names and explanations and the presets' "follows" lines are the shared catalogue's
 * (src/shared/i18n/rules.vi.ts), included here as `registry`.
 * Registered in vi.ts as `houseRules`; rules.en.ts must have the same keys.
 */
import { ruleWordsVi } from '@shared/i18n/rules.vi'

export const houseRulesVi = {
  nav: 'Luật chơi',
  title: 'Luật chơi',
  intro:
    'Các bộ luật có sẵn theo tài liệu gốc, và bộ luật riêng của bạn. Mỗi lần lưu tạo một phiên bản mới; các ván đã chơi giữ nguyên luật của chúng.',
  tabs: 'Chọn trò chơi',
  loading: 'Đang tải…',
  presetNames: {
    wiki: 'Luật cơ bản',
    online: 'A linh hoạt',
    tet: 'Ngày Tết',
    'pho-bien': 'Luật nhà phổ biến',
    club99: 'CLUB 99',
    'vegas-6d': 'Las Vegas 6 bộ',
    european: 'Châu Âu',
    'single-deck': 'Một bộ bài',
    trainer: 'Trình luyện tập',
    'atlantic-city': 'Atlantic City',
    macau: 'Ma Cao',
    custom: 'Tùy chỉnh'
  },
  presets: {
    title: 'Bộ luật có sẵn',
    readOnly: 'Chỉ xem, không sửa được',
    follows: '{{what}}.',
    isDefault: 'mặc định',
    view: 'Xem luật',
    createFrom: 'Tạo bộ luật riêng từ bộ này…'
  },
  mine: {
    title: 'Bộ luật của bạn',
    none: 'Chưa có bộ luật riêng nào cho trò này.',
    create: 'Tạo bộ luật mới…',
    version: 'bản {{version}}',
    from: 'từ «{{preset}}»',
    sessions_one: 'dùng trong {{n}} phiên',
    sessions_other: 'dùng trong {{n}} phiên',
    unused: 'chưa dùng'
  },
  create: {
    title: 'Tạo bộ luật {{game}}',
    preset: 'Bắt đầu từ bộ luật',
    name: 'Tên bộ luật',
    nameHint: '1–60 ký tự, không trùng tên bộ luật {{game}} khác.',
    nameEmpty: 'Hãy đặt tên cho bộ luật.',
    submit: 'Tạo và chỉnh sửa',
    cancel: 'Hủy'
  },
  editor: {
    heading: 'Sửa «{{name}}»',
    name: 'Tên bộ luật',
    basedOn: 'Dựa trên: {{preset}}',
    save: 'Lưu thành bản {{version}}',
    saved: 'Đã lưu bản {{version}}.',
    unchanged: 'Không có gì thay đổi, không tạo bản mới.',
    dirty: 'Có thay đổi chưa lưu.',
    discard: 'Bỏ thay đổi',
    leaveTitle: 'Bỏ các thay đổi chưa lưu?',
    leaveBody: 'Những thay đổi ở «{{name}}» chưa được lưu. Rời đi thì chúng sẽ mất.',
    leaveStay: 'Ở lại',
    leaveDiscard: 'Bỏ thay đổi',
    duplicate: 'Nhân bản…',
    duplicateTitle: 'Nhân bản «{{name}}»',
    duplicateName: 'Tên bản sao',
    duplicateDefault: '{{name}} (bản sao)',
    duplicateSubmit: 'Nhân bản',
    delete: 'Xóa…',
    deleteTitle: 'Xóa bộ luật «{{name}}»?',
    deleteBody: 'Bộ luật và mọi phiên bản của nó sẽ bị xóa. Không thể hoàn tác.',
    deleteConfirm: 'Xóa bộ luật',
    deleted: 'Đã xóa bộ luật «{{name}}».',
    versions: 'Phiên bản',
    versionItem: 'Bản {{version}} · {{date}}',
    viewingOld: 'Đang xem bản {{version}} (chỉ xem). Các phiên đã chơi với bản này giữ nguyên luật của nó.',
    backToLatest: 'Về bản mới nhất để sửa',
    whyUnchanged: 'Chưa có thay đổi nào để lưu.',
    checking: 'Đang kiểm tra…',
    valid: 'Hợp lệ: bàn chơi sẽ nhận bộ luật này.',
    invalid: 'Chưa hợp lệ — {{key}}: {{message}}',
    fixFields: 'Hãy sửa các ô đang báo lỗi trước khi lưu.',
    cancel: 'Hủy'
  },
  field: {
    on: 'Bật',
    off: 'Tắt',
    yes: 'Có',
    no: 'Không',
    special: {
      off: 'Tắt',
      none: 'Không giới hạn',
      noMax: 'Không giới hạn'
    },
    range: 'Từ {{min}} đến {{max}}',
    chipsRange: 'Từ {{min}} đến {{max}} chip, tối đa hai chữ số thập phân',
    notNumber: 'Hãy nhập một số.',
    notInteger: 'Hãy nhập một số nguyên.',
    outOfRange: 'Phải từ {{min}} đến {{max}}.',
    stepMismatch: 'Phải là bội của {{step}}.',
    enterAmount: 'Hãy nhập một số chip.',
    chipsFormat: 'Hãy nhập số chip, tối đa hai chữ số thập phân (ví dụ 5 hoặc 2,50).',
    source: 'Nguồn: {{source}}',
    key: 'Khóa: {{key}}'
  },
  /** Words for the house rules' enumerated values; a value missing here (e.g. "3:2") shows as it is. */
  enumValues: {
    shoe: 'chia từ hộp bài',
    'every-round': 'xáo lại mỗi ván',
    any: 'mọi tổng hai lá',
    rank: 'cùng hạng bài',
    value: 'cùng điểm',
    late: 'muộn (sau khi nhà cái soi bài)',
    early: 'sớm (trước khi soi bài)',
    none: 'không cho',
    'by-count': 'theo số lá',
    flexible: 'linh hoạt (1, 10 hoặc 11)',
    western: 'kiểu Tây (1 hoặc 11)',
    'at-most-21': 'tối đa 21 điểm',
    'under-21': 'dưới 21 điểm',
    push: 'hòa',
    dealer: 'nhà cái thắng',
    off: 'không cho',
    'after-turn': 'sau lượt của nhà con',
    'any-time': 'bất kỳ lúc nào',
    'pays-for-dealer': 'đền thay nhà cái',
    'pays-all': 'đền làng (trả hết)',
    'dealer-last': 'nhà cái nhận lá cuối mỗi vòng',
    'dealer-first': 'nhà cái nhận trước',
    top: 'từ trên xuống',
    bottom: 'từ dưới lên',
    fixed: 'một người làm cái suốt buổi',
    rotate: 'cái xoay vòng',
    'dealer-always': 'nhà cái thắng mọi ngũ linh',
    multiplier: 'nhân hệ số',
    'one-stake': 'một tiền cược',
    'dealer-pays': 'nhà cái trả phần thiếu',
    'receivers-share': 'người được nhận chịu phần thiếu'
  },
  values: {
    pays: '{{n}} ăn 1',
    times: '×{{n}}',
    seconds: '{{n}} giây',
    cards: '{{n}} lá'
  },
  groups: {
    hands: 'Tay bài',
    settlement: 'Thanh toán',
    payouts: 'Trả thưởng',
    dealer: 'Nhà cái',
    limits: 'Giới hạn cược',
    table: 'Bàn chơi',
    shoe: 'Hộp bài',
    double: 'Gấp đôi',
    split: 'Tách bài',
    player: 'Người chơi',
    payTable: 'Bảng trả thưởng',
    spots: 'Các ô cược'
  },
  chart: {
    title: 'Bảng chiến lược cơ bản',
    intro:
      'Nước tốt nhất cho mỗi tổng điểm gặp mỗi lá ngửa của nhà cái, tính chính xác cho luật này (trung bình theo các cặp hai lá có tổng đó).',
    print: 'In bảng',
    hand: 'Tay bài',
    up: 'Nhà cái',
    legend:
      'Chữ trên bảng theo lệ quốc tế: H bốc · S dằn · D gấp đôi · P tách bài · R đầu hàng. Chữ nhỏ thứ hai là nước đi khi không được làm chữ đầu (sau lá thứ ba, sau khi tách): Dh gấp đôi, không được thì bốc.'
  },
  bjEdge: {
    title: 'Lợi thế nhà cái',
    computing: 'Đang tính chính xác lợi thế nhà cái…',
    house: 'Nhà cái lợi {{percent}}',
    player: 'Người chơi lợi {{percent}}',
    how: 'Phân tích tổ hợp chính xác cho luật này, tính cho ván đầu của một hộp bài vừa xáo (mọi lá rút không hoàn lại, tách bài như các phân tích đã công bố), với người chơi luôn chọn nước đi tốt nhất. Chia tới lá cắt làm người chơi thiệt thêm một chút: không đáng kể với 6–8 bộ bài, khoảng 0,1 % với một bộ.',
    failed: 'Không tính được lợi thế nhà cái: {{message}}'
  },
  bjCosts: {
    title: 'Lợi thế theo từng luật',
    computing: 'Đang tính từng luật…',
    baseline:
      'Ván chuẩn (6 bộ, nhà cái dằn soft 17, có xem lá úp, gấp đôi mọi hai lá và sau khi tách, tách tới 4 tay, xì dách trả 3:2, không đầu hàng): người chơi {{percent}}',
    row: '{{rule}}: {{value}} (ván chuẩn: {{baseline}})',
    with: 'tính cùng {{rules}}',
    together: 'Các luật tác động lẫn nhau',
    total: 'Luật này: người chơi {{percent}}',
    none: 'Luật này giống ván chuẩn ở mọi điểm ảnh hưởng tới lợi thế.',
    how: 'Mỗi dòng: kỳ vọng của người chơi khi chỉ đổi luật đó so với ván chuẩn (phân tích chính xác, cùng cách tính lợi thế ở trên); dương là có lợi cho người chơi. Luật không đứng một mình được (đầu hàng sớm cần không xem lá úp) được tính trên luật nó cần.',
    failed: 'Không tính được: {{message}}'
  },
  xdEdge: {
    title: 'Lợi thế nhà cái',
    asking: 'Đang hỏi nhà cái…',
    running: 'Đang mô phỏng…',
    progress: 'Tiến độ mô phỏng',
    cancel: 'Hủy',
    cancelled: 'Đã hủy mô phỏng.',
    restart: 'Mô phỏng lại',
    simple: 'nhà cái đơn giản',
    shrewd: 'nhà cái khôn ngoan',
    line: 'với {{dealer}}: {{percent}} (khoảng tin cậy 99 % {{lo}} … {{hi}})',
    how: 'Bốn người chơi máy (thận trọng, vừa phải, liều, vừa phải), mỗi người cược như nhau, đấu với từng kiểu nhà cái máy, mỗi kiểu {{rounds}} ván; số dương: nhà cái thắng, tính trên tổng tiền cược. Ở bàn, máy cược theo lối chơi (liều cược nhiều hơn) nên con số có thể lệch vài phần mười phần trăm. Người chơi giỏi hơn hay kém hơn máy sẽ thấy lợi thế khác.',
    failed: 'Mô phỏng không chạy được: {{message}}',
    exactRunning: 'Đang tính con số chính xác…',
    exactLine: 'với {{dealer}}: {{percent}} (chính xác)',
    exactTooSlow: 'với {{dealer}}: tính chính xác mất hơn 2 giây, nên dùng con số mô phỏng',
    exactHow:
      'Chính xác: một người chơi ngồi riêng với nhà cái máy, một bộ bài, chơi cách tốt nhất có thể trước đúng kiểu nhà cái đó; số dương: nhà cái thắng, tính trên tiền cược. Mô phỏng: các người chơi máy như bên dưới.'
  },
  payTable: {
    title: 'Bảng trả thưởng',
    row: 'Cửa cược',
    pays: 'Trả (N ăn 1)',
    edge: 'Lợi thế nhà cái',
    start: 'Lấy theo bảng có sẵn',
    custom: 'Bảng đang sửa',
    apply: 'Áp dụng bảng',
    edgeHint: 'Lợi thế nhà cái của mỗi cửa, tính đúng trên 216 kết quả của ba xúc xắc, cập nhật ngay khi bạn sửa.',
    playerEdge: '{{percent}} (người chơi lợi)',
    oddEven: 'Lẻ / Chẵn (cố định 1 ăn 1)',
    edgeLabel: 'Lợi thế nhà cái của {{row}}: {{percent}}',
    spot: 'Cửa {{name}}'
  },
  table: {
    key: 'Luật',
    value: 'Giá trị',
    explain: 'Giải thích'
  },
  picker: {
    legend: 'Chọn bộ luật cho bàn',
    presets: 'Bộ luật có sẵn',
    mine: 'Bộ luật của bạn',
    manage: 'Quản lý bộ luật…',
    loadFailed: 'Không tải được bộ luật riêng ({{message}}); vẫn chọn được bộ luật có sẵn.'
  },
  stakeStep:
    'Tiền cược theo bước {{step}}, để blackjack {{pays}}, đầu hàng và bảo hiểm mặc định (nửa tiền cược) trả đúng từng đồng; cược nhỏ nhất ở bàn này là {{smallest}}.',
  summary: {
    label: 'Luật đang áp dụng: {{name}}',
    close: 'Đóng',
    more: 'Xem đủ luật',
    all: 'Toàn bộ luật của bàn'
  },
  /** The registry's own words (what each preset follows, each key's name and help): shared with the house. */
  registry: ruleWordsVi
}
