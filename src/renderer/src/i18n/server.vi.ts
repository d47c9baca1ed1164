import type { ServerTextKey } from '@shared/contract/server-text'

/** `a.b` keys as `{ a: { b: string } }`: the catalogue's shape, so it has every key and no other. */
type Nested<K extends string> = {
  [H in K extends `${infer Head}.${string}` ? Head : never]: {
    [T in K extends `${H}.${infer Tail}` ? Tail : never]: string
  }
}
export type ServerCatalogue = Nested<ServerTextKey>

/**
 * Vietnamese for the house's refusals (`RpcError.i18n`, keys in shared/contract/server-text.ts);
 * shown as `server.<key>`, else the house's English message.
 */
export const serverVi = {
  request: {
    invalid: '{{field}}: {{problem}}.'
  },
  profiles: {
    notFound: 'Không có hồ sơ nào mang mã "{{id}}".',
    duplicateName: 'Đã có hồ sơ tên "{{name}}".',
    tooMany: 'Đã có {{max}} hồ sơ; hãy xóa bớt một hồ sơ trước.',
    seatedElsewhere: 'Hồ sơ này đang ngồi ở bàn Xì dách của người khác; rời bàn đó trước khi xóa.',
    balanceLimit: 'Số dư không được vượt quá {{maxChips}} chip; lần nạp này sẽ vượt mức đó.'
  },
  tables: {
    notOpen: 'Không có bàn "{{tableId}}" nào đang mở.',
    countingBlackjackOnly: 'Đếm bài chỉ có ở bàn Blackjack.',
    hintsUnavailable: 'Gợi ý nước đi không dùng được ở đây.',
    noProfile: 'Hãy chọn hoặc tạo một hồ sơ trước.',
    leaveMidRound: 'Hãy chơi xong ván đang dở rồi mới rời bàn.',
    seedBetweenRounds: 'Chỉ đổi được hạt giống của bạn giữa hai ván.',
    seedNewShoe: 'Chỉ đổi được hạt giống của bạn khi xáo hộp bài mới.',
    roundInPlay: 'Bàn này đang có một ván chưa xong.',
    otherTableRound: 'Bàn {{game}} (số {{tableId}}) đang có ván chưa xong; hãy chơi xong ván đó trước.',
    notYourSeat: '"{{seat}}" không phải chỗ ngồi của bạn ở bàn này.',
    notProfileSeat: 'Chỗ "{{seat}}" không phải của người chơi này.',
    lookFirst: 'Người ngồi chỗ "{{seat}}" cần bấm xem bài trước khi đánh.',
    notLookTurn: 'Chưa đến lượt chỗ "{{seat}}", chưa được xem bài.',
    notAtTable: 'Người chơi này không ngồi ở bàn này.',
    onePerson: 'Bàn này chỉ có một người chơi: không cần chuyền máy.',
    personMissing: 'Một người được mời vào bàn không còn hồ sơ; chọn lại người chơi.',
    personTwice: 'Mỗi người chỉ ngồi một chỗ ở bàn.',
    setupsFull: 'Đã lưu {{max}} bàn; hãy xóa bớt một bàn trước.',
    twoStakes: 'Chỗ "{{seat}}" có hai mức cược.',
    stakeMissing: 'Hãy đặt cược trước.',
    dealerNoStake: 'Nhà cái không đặt cược; các nhà con đặt cược với nhà cái.',
    nothingToPass: 'Bàn không đang chờ bạn cho qua lượt nào.',
    stakesAsBets: 'Ở bàn này, tiền cược được đặt lên từng ô cược.',
    roundGone: 'Ván đó không còn diễn ra ở bàn này nữa.',
    movedOn: 'Bàn đã sang bước khác từ lúc bạn thao tác; đây là tình hình hiện tại.',
    notYourTurn: 'Chưa đến lượt của "{{seat}}".',
    noBankToDecline: 'Ở bàn này nhà cái không đổi: không có cái để nhường.',
    bankNotOffered: 'Ván này chưa đến lượt bạn làm cái, nên không có gì để nhường.',
    bankNobody: 'Không ai ở bàn có đủ {{needChips}} chip để làm cái.',
    bankNobodyElse: 'Không còn ai khác ở bàn có đủ {{needChips}} chip để làm cái; bạn không nhường được.',
    rulesOrScenario: 'Hãy chọn luật bàn hoặc một tệp kịch bản, không chọn cả hai.',
    stackedNotJson: 'Không dùng được tệp kịch bản này: tệp không phải JSON hợp lệ.',
    stackedGame: 'Không dùng được tệp kịch bản này: tệp dành cho trò "{{game}}", không phải Blackjack.',
    stackedSeats: 'Không dùng được tệp kịch bản này: tệp có {{seats}} chỗ ngồi, bàn chỉ có từ 1 đến {{max}} ô.',
    stackedNoBots: 'Bàn bài xếp sẵn không có người chơi máy: các lá trong tệp chia cho chính các ô của bạn.',
    stackedInvalid: 'Tệp kịch bản không hợp lệ ở mục {{where}}: {{problem}}.',
    situationsRules: 'Các tình huống chọn trên bảng được chia theo luật bàn: hãy chọn cả luật.',
    notAvailable: 'Bàn {{game}} chưa có.',
    badAction: 'Bàn không hiểu nước đi này; hãy chọn lại bằng các nút.',
    botsRange: 'Với luật này và chỗ ngồi bạn chọn, bàn nhận từ {{min}} đến {{max}} người chơi máy (bạn chọn {{given}}).'
  },
  history: {
    alreadyHere: 'Ván {{round}} của phiên {{session}} trong tệp đã có trong máy này, nên tệp bị từ chối.',
    noRound: 'Không có ván số {{roundId}} trong lịch sử.',
    roundInPlay: 'Ván {{round}} vẫn đang chơi dở; xem lại được khi ván đã kết thúc.',
    noSession: 'Không có phiên số {{sessionId}} trong lịch sử.',
    sessionAtTable: 'Phiên này vẫn đang ở bàn; hãy rời bàn trước.',
    sharedSession: 'Bàn này do {{name}} mở, cả bàn cùng xem phiên này; chỉ {{name}} xoá được nó.',
    noExport: 'Không còn tệp xuất này; hãy xuất lại.'
  },
  saved: {
    roundDamaged:
      'Dữ liệu đã lưu của ván {{round}} bị hỏng nên không đọc lại được (có thể tệp dữ liệu đã bị sửa bên ngoài Bàn Xanh). Các ván khác không bị ảnh hưởng.',
    tableDamaged:
      'Dữ liệu đã lưu của bàn số {{tableId}} bị hỏng nên không mở lại được (có thể tệp dữ liệu đã bị sửa bên ngoài Bàn Xanh). Các bàn khác không bị ảnh hưởng.',
    newer: 'Dữ liệu này được lưu bởi một phiên bản Bàn Xanh mới hơn; hãy cập nhật Bàn Xanh để xem.'
  },
  store: {
    readOnly:
      'Thư mục dữ liệu chỉ cho đọc: thao tác này chưa được lưu. Hãy cho phép ghi vào {{dataDir}}; Bàn Xanh sẽ lưu lại ngay khi có thể. Mọi thứ đã lưu trước đó vẫn an toàn.',
    diskFull:
      'Ổ đĩa đã đầy: thao tác này chưa được lưu. Hãy giải phóng bớt dung lượng; Bàn Xanh sẽ lưu lại ngay khi có chỗ. Mọi thứ đã lưu trước đó vẫn an toàn (thư mục dữ liệu: {{dataDir}}).',
    writeFailed:
      'Không ghi được tệp dữ liệu: thao tác này chưa được lưu. Hãy kiểm tra ổ đĩa chứa {{dataDir}}; Bàn Xanh sẽ thử lại ở thao tác tiếp theo. Mọi thứ đã lưu trước đó vẫn an toàn.',
    noBackup: 'Không có bản sao lưu nào mở được để khôi phục.',
    closing: 'Bàn Xanh đang đóng.',
    notOpen: 'Tệp dữ liệu chưa mở được; hãy chọn «Bắt đầu lại» để tiếp tục.',
    freshFailed: 'Tệp dữ liệu mới cũng không dùng được.'
  },
  simulation: {
    notFound: 'Không còn lượt mô phỏng này (có thể một lượt mới đã thay nó); hãy chạy lại.'
  },
  analysis: {
    unavailable: 'Trò chơi này không có phép phân tích này.'
  },
  fairness: {
    invalidRecord: 'Bản ghi công bằng không hợp lệ ở mục {{field}}: {{problem}}.'
  },
  drill: {
    notFound: 'Đề này không còn chờ câu trả lời (mỗi đề chỉ kiểm tra một lần); hãy ra đề mới.',
    otherProfile: 'Đề này được ra cho một hồ sơ khác; hãy ra đề mới.',
    noResults: 'Trò chơi này không có bài luyện.',
    answerCount: 'Câu trả lời có {{given}} số tiền cho {{bets}} cược (ghi 0 cho cược thua).',
    countTooMany: 'Một hộp bài chỉ có {{max}} lá; không thể chia {{cards}} lá.',
    noCells: 'Hãy chọn ít nhất một ô trên bảng chiến lược.',
    cardMoved: 'Tay bài này đã được trả lời; hãy trả lời tay đang hiện.',
    notAllowed: 'Luật này không cho đi nước ấy với tay bài này.',
    trueCountMissing: 'Còn bài trong hộp nên cần trả lời cả số đếm thực.',
    timedPerBet: 'Bài chạy giờ trả lời từng cược một, không trả lời bằng tổng.',
    chipsSet: 'Chip này không trả được các khoản của bài luyện; hãy chọn bộ chip có chip nhỏ hơn.',
    chipsAnswer:
      'Câu trả lời không khớp với đề: mỗi khoản cần một số lượng (0 trở lên) cho từng loại chip, và thứ tự cần nêu mỗi cược đúng một lần.',
    liveSpot: 'Cửa “{{spot}}” không có trên bàn này.'
  },
  historyImport: {
    invalid: 'nội dung tệp không khớp với chính nó; có thể tệp đã bị sửa tay hoặc bị hỏng.',
    empty: 'tệp trống.',
    notHistory: 'đây không phải tệp lịch sử do Bàn Xanh xuất ra.',
    notJson: 'tệp không trọn vẹn; có thể đã bị cắt giữa chừng khi chép hoặc tải về.',
    tooLarge: 'tệp quá lớn để nhập.',
    tooManyUploads:
      'đang tải lên {{max}} tệp cùng lúc, nhiều nhất có thể; hãy nhập xong hoặc khởi động lại rồi thử lại.',
    tooManyProfiles: 'nhập tệp này sẽ vượt quá {{max}} hồ sơ.',
    rulesetDiffers: 'luật bàn {{id}} phiên bản {{version}} trong tệp khác với bản đang có trong máy.',
    negativeBalance: 'hồ sơ "{{name}}" sẽ bị âm chip.',
    overMaxBalance: 'hồ sơ "{{name}}" sẽ vượt quá số chip tối đa cho phép.',
    sessionOpen: 'phiên {{session}} vẫn đang mở ở một bàn trong máy; hãy rời bàn trước.',
    roundTaken: 'phiên {{session}} trong máy đã có một ván {{round}} khác.',
    uploadLost: 'tệp đang tải lên đã bị gián đoạn; hãy chọn lại tệp.'
  },
  rulesets: {
    invalid: 'Luật bàn không hợp lệ ở mục {{field}}: {{problem}}.',
    notFound: 'Không tìm thấy bộ luật "{{id}}".',
    noVersion: 'Bộ luật "{{name}}" không có phiên bản {{version}}.',
    otherGame: 'Bộ luật "{{name}}" dành cho trò khác ({{game}}).',
    duplicateName: 'Đã có một bộ luật tên "{{name}}" cho trò này; hãy chọn tên khác.',
    tooMany: 'Trò này đã có {{max}} bộ luật; hãy xoá bớt một bộ trước.',
    savedMeanwhile:
      'Bộ luật "{{name}}" vừa được lưu ở nơi khác (phiên bản {{version}}); hãy mở lại và sửa phiên bản đó.',
    usedBySessions:
      'Bộ luật "{{name}}" đã được dùng ở {{sessions}} phiên chơi nên được giữ lại để lịch sử còn đúng luật; hãy nhân bản nó để làm bộ mới.',
    noLongerValid: 'Bộ luật "{{name}}" phiên bản {{version}} trong tệp dữ liệu không còn hợp lệ (tệp đã bị sửa tay).'
  },
  ruleCheck: {
    earlySurrenderPeek:
      'Đầu hàng sớm diễn ra trước khi nhà cái biết mình có Blackjack, nên cần tắt «Nhà cái xem lá úp» (có xem lá úp thì chọn đầu hàng muộn).',
    lateSurrenderPeek:
      'Đầu hàng muộn diễn ra sau khi nhà cái xem lá úp, nên cần bật «Nhà cái xem lá úp» (không xem thì chọn đầu hàng sớm hoặc không cho).',
    charlieOverMaxCards: 'Charlie {{charlie}} lá không bao giờ xảy ra khi một tay chỉ có tối đa {{maxCards}} lá.',
    maxUnderMin: 'Cược tối đa phải ít nhất bằng cược tối thiểu ({{min}} chip).',
    totalUnderMax: 'Tổng cược tối đa phải ít nhất bằng {{floor}} chip (cược tối đa một cửa, hoặc tối thiểu).',
    rotateNeedsMaxBet:
      'Luật xoay cái cần một mức cược tối đa: tiền để làm cái tính theo số lần cược tối đa. Hãy bỏ chọn «Không giới hạn» và nhập cược tối đa.'
  },
  engine: {
    'betting-closed': 'Đã hết giờ đặt cược cho lượt lắc này.',
    'not-your-turn': 'Chưa đến lượt của bạn.',
    over: 'Ván này đã kết thúc.',
    illegal: 'Lúc này không được đi nước đó.',
    'not-allowed': 'Lúc này bàn không cho làm vậy.',
    refused: 'Bàn không cho làm vậy lúc này.',
    'insurance-range':
      'Không mua bảo hiểm {{amount}} chip được: bảo hiểm từ {{min}} đến {{max}} chip (nhiều nhất là nửa tiền cược).',
    'insurance-free':
      'Không mua bảo hiểm {{amount}} chip được: bạn chỉ còn {{free}} chip rảnh (mua được bảo hiểm từ {{min}} đến {{free}} chip).',
    'under-min-bet': 'Cược ở cửa {{spot}} sẽ là {{stake}} chip, dưới mức tối thiểu {{min}} chip mỗi cửa.',
    'over-max-bet': 'Cược ở cửa {{spot}} sẽ là {{stake}} chip, vượt mức tối đa {{max}} chip mỗi cửa.',
    'over-max-total-bet': 'Tổng cược lượt lắc này sẽ là {{total}} chip, vượt mức tối đa {{max}} chip mỗi lượt.',
    'over-bankroll': 'Tổng cược lượt lắc này sẽ là {{total}} chip, nhiều hơn số chip bạn có ({{chips}} chip).',
    'house-cannot-cover':
      'Với cược này, một lượt lắc có thể phải trả {{payout}} chip, nhiều hơn số chip của nhà cái ({{house}} chip).',
    'stake-not-positive': 'Tiền cược phải là một số chip lớn hơn 0.',
    'stake-under-min': 'Cược {{stake}} chip dưới mức tối thiểu của bàn ({{min}} chip).',
    'stake-over-max': 'Cược {{stake}} chip vượt mức tối đa: cược lớn nhất còn đặt được là {{max}} chip.',
    'stake-over-bankroll': 'Cược {{stake}} chip nhiều hơn số chip bạn có ({{chips}} chip).',
    'stake-step': 'Cược {{stake}} chip phải là bội của {{step}} chip để tiền trả Blackjack và nửa cược luôn chẵn.',
    'stake-over-bank':
      'Cược {{stake}} chip vượt quá khả năng chi trả còn lại của nhà cái (tới ×{{times}}): cược lớn nhất còn đặt được là {{max}} chip.',
    'stake-over-cover':
      'Số chip của bạn không đủ đền cược {{stake}} chip (tới ×{{times}}): cược lớn nhất còn đặt được là {{max}} chip.',
    'stake-none-possible':
      'Không đặt được cược {{stake}} chip: lúc này không còn mức cược nào đặt được (tối thiểu của bàn là {{min}} chip).'
  }
} satisfies ServerCatalogue
