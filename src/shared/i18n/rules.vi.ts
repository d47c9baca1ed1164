/**
 * The house-rule registry's words in Vietnamese (the source of truth; rules.en.ts is typed against it):
 * for each game, what each preset follows and each key's name and explanation. The registry itself
 * (src/shared/rules) is data only and names these by game and key. Shared: the renderer's catalogue
 * includes it (houseRules.registry) and the house sends the presets' words with `rulesets.presets`.
 */
export const ruleWordsVi = {
  xidach: {
    presets: {
      wiki: 'A tính theo số lá; nhà con và nhà cái đủ 16 điểm mới được dằn; ngũ linh tới 21; cùng quắc thì hòa; mọi tay thắng ăn 1',
      online:
        'A tính 1, 10 hoặc 11 tùy lợi; đủ 16 điểm mới được dằn; ngũ linh phải dưới 21; cùng quắc thì nhà cái thắng; mọi tay thắng ăn 1',
      tet: 'A tính theo số lá; nhà cái đủ 15 điểm là được dằn; xì bàng và ngũ linh ăn gấp đôi; cùng quắc thì hòa',
      'pho-bien':
        'Như ngày Tết, thêm: quắc từ 28 là đền; non đền thay cái; nhà cái non thì đền làng; xì bàng, xì dách, ngũ linh bằng nhau thì nhà cái thắng; tối đa 7 nhà con; chia từ dưới; 15 giây mỗi lượt'
    },
    keys: {
      aceValue: {
        label: 'Giá trị lá A',
        help: '«by-count»: tay 2 lá A tính 11, tay 3 lá tính 10, từ 4 lá chỉ tính 1 (luôn được tính 1); «flexible»: A tính 1, 10 hoặc 11 tùy lợi; «western»: 1 hoặc 11 như blackjack.'
      },
      playerMin: {
        label: 'Tuổi tối thiểu của nhà con',
        help: 'Nhà con dằn dưới số điểm này là «non» và thua (có nơi là 14).'
      },
      dealerMin: {
        label: 'Tuổi tối thiểu của nhà cái',
        help: 'Nhà cái không được dằn dưới số điểm này và chỉ được kiểm bài khi đã đủ.'
      },
      nguLinh: {
        label: 'Ngũ linh',
        help: 'Năm lá không quắc là ngũ linh: «at-most-21» tổng đến 21; «under-21» phải nhỏ hơn 21 (tài liệu 001).'
      },
      bothBust: {
        label: 'Cả hai cùng quắc',
        help: 'Khi nhà con và nhà cái cùng quắc: «push» hòa; «dealer» nhà cái thắng (đọc chặt tài liệu 001).'
      },
      pay: {
        xiBang: {
          label: 'Hệ số xì bàng',
          help: 'Thắng bằng xì bàng (hai lá A) được trả tiền cược nhân hệ số này (và, khi «thua cũng nhân», nhà cái thắng bằng nó cũng thu như thế).'
        },
        xiDach: {
          label: 'Hệ số xì dách',
          help: 'Thắng bằng xì dách (A và một lá 10/J/Q/K) được trả tiền cược nhân hệ số này (và, khi «thua cũng nhân», nhà cái thắng bằng nó cũng thu như thế).'
        },
        nguLinh: {
          label: 'Hệ số ngũ linh',
          help: 'Thắng bằng ngũ linh (năm lá) được trả tiền cược nhân hệ số này (và, khi «thua cũng nhân», nhà cái thắng bằng nó cũng thu như thế).'
        }
      },
      symmetric: {
        label: 'Thua cũng nhân',
        help: 'Bật: nhà cái thắng bằng tay có hệ số cũng thu tiền cược nhân hệ số. Tắt: nhà con chỉ mất tiền cược.'
      },
      earlyCheck: {
        label: 'Kiểm bài sớm',
        help: 'Khi nhà con còn đang bốc, nhà cái đã đủ tuổi có thể kiểm bài: «off» không ai; «after-turn» người đã bốc xong; «any-time» mọi tay chưa bị kiểm (tay dưới tuổi bị kiểm là thua).'
      },
      penalty: {
        label: 'Phạt bốc quắc',
        help: 'Nhà con đã quắc mà vẫn bốc thì bị phạt: trả một tiền cược cho nhà cái và cho mỗi nhà con khác. Tắt: không được bốc khi đã quắc.'
      },
      denAt: {
        label: 'Đền khi quắc cao',
        help: 'Tay quắc có tổng nhỏ nhất (A tính 1) từ số này trở lên là «đền»: thua cả khi nhà cái cũng quắc, và bị phạt theo «non đền thay cái». Bốc tới đền là hết lượt. «off»: quắc nào cũng như nhau.'
      },
      nonPenalty: {
        label: 'Non đền thay cái',
        help: '«pays-for-dealer»: nhà con dằn non (dưới tuổi) hoặc bị đền thì mất tiền cược và trả thay nhà cái số tiền nhà cái thua các nhà con khác ván đó (không tính xì bàng, xì dách trả lúc chia). Nhiều người thì chia đều, mỗi người tối đa «mức đền tối đa» lần tiền cược của mình; phần còn lại nhà cái trả. «off»: non chỉ thua tiền cược.'
      },
      penaltyCap: {
        label: 'Mức đền tối đa (lần tiền cược)',
        help: 'Với «non đền thay cái»: mỗi người bị phạt trả thay nhà cái nhiều nhất bấy nhiêu lần tiền cược của mình (và không quá số chip còn lại).'
      },
      dealerPenalty: {
        label: 'Đền làng (nhà cái bị phạt)',
        help: '«pays-all»: nhà cái được dằn dưới tuổi, nhưng khi kết thúc non hoặc đền thì trả mọi nhà con chưa bị kiểm bài và không bị phạt theo hệ số của tay họ (quắc được một tiền cược); nhà con chưa bị kiểm mà cũng bị phạt thì hòa; người đã bị kiểm giữ kết quả. «off»: nhà cái không được dằn dưới tuổi.'
      },
      specialTie: {
        label: 'Bài đặc biệt bằng nhau',
        help: 'Xì bàng gặp xì bàng, xì dách gặp xì dách, ngũ linh bằng điểm gặp ngũ linh: «push» hòa (theo tài liệu); «dealer» nhà cái thắng («cái được ưu tiên»); «dealer-always» như «dealer», và cả ngũ linh gặp ngũ linh khác điểm, không so điểm (bộ luật công khai).'
      },
      maxPlayers: {
        label: 'Số nhà con tối đa',
        help: 'Bàn có tối đa bấy nhiêu nhà con (5–7); giới hạn cược và khả năng chi trả của nhà cái vẫn như cũ.'
      },
      dealOrder: {
        label: 'Thứ tự chia',
        help: '«dealer-last»: chia nhà con 1, 2, … rồi nhà cái, hai vòng (nhà cái nhận lá cuối mỗi vòng); «dealer-first»: nhà cái nhận trước rồi tới các nhà con.'
      },
      drawFrom: {
        label: 'Chia từ đâu',
        help: '«top»: chia từ trên xuống; «bottom»: chia từ dưới lên (như tài liệu tả). Cùng một bộ bài đã cam kết, nên vẫn kiểm chứng công bằng được.'
      },
      decisionSeconds: {
        label: 'Thời gian quyết định (giây)',
        help: 'Hết giờ mà chưa quyết: dưới tuổi thì tự bốc, đủ tuổi thì tự dằn (nhà con và nhà cái như nhau). «off»: không giới hạn.'
      },
      dealerMode: {
        label: 'Cách làm cái',
        help: '«fixed»: ai làm cái lúc ngồi vào bàn thì làm cái mọi ván. «rotate»: cái xoay vòng quanh bàn, tới cả bạn; tới lượt thì bạn có thể nhường, cái chuyển sang người kế tiếp. Chỉ có ở bàn chơi, không có trong tệp kịch bản (một ván). Cần đặt «cược tối đa».'
      },
      rotateEvery: {
        label: 'Đổi cái sau (ván)',
        help: 'Với «rotate»: mỗi người làm cái bấy nhiêu ván liên tiếp rồi cái chuyển sang người kế tiếp.'
      },
      bustEndsTurn: {
        label: 'Quắc là hết lượt',
        help: 'Bật: nhà con bốc tới quắc thì hết lượt ngay, không ai bốc thêm khi đã quắc, nên không có phạt bốc quắc (bộ luật công khai). Tắt: nhà con đã quắc tự dằn, hoặc bốc thêm và bị phạt bốc quắc.'
      },
      bothPenalised: {
        label: 'Cả hai bên bị phạt',
        help: 'Nhà con non hoặc đền gặp nhà cái kết thúc non hoặc đền: «dealer» nhà cái thắng (non, đền thua dù nhà cái thế nào); «push» hòa («cả hai cùng bị phạt thì hòa», bộ luật công khai).'
      },
      penalisedLoss: {
        label: 'Non, đền gặp ngũ linh của cái',
        help: 'Nhà con non hoặc đền thua ngũ linh của nhà cái: «multiplier» mất tiền cược nhân hệ số ngũ linh (khi «thua cũng nhân»); «one-stake» chỉ mất một tiền cược (bên bị phạt thua một phần cược, bộ luật công khai).'
      },
      shortfall: {
        label: 'Người bị phạt không đủ chip',
        help: 'Với «non đền thay cái», người bị phạt trả bằng chip đang có, kể cả chip vừa thắng trong ván. Phần họ không trả nổi: «dealer-pays»: các nhà con được nhận vẫn nhận đủ, cái bù vào; «receivers-share»: các nhà con ấy nhận ít đi, mỗi người theo tỉ lệ số tiền lẽ ra được nhận (bộ luật công khai). Phần vượt «mức đền tối đa» thì nhà cái luôn tự trả.'
      },
      bankMinStakes: {
        label: 'Vốn tối thiểu để làm cái (lần cược tối đa)',
        help: 'Với «rotate»: chỉ ai có số chip ít nhất bằng bấy nhiêu lần «cược tối đa» mới được làm cái; người thiếu vốn bị bỏ qua, cái chuyển sang người kế tiếp.'
      },
      minBet: {
        label: 'Cược tối thiểu',
        help: 'Tiền cược ít nhất của một nhà con.'
      },
      maxBet: {
        label: 'Cược tối đa',
        help: 'Tiền cược nhiều nhất của một nhà con (để trống: không giới hạn).'
      }
    }
  },
  blackjack: {
    presets: {
      club99:
        'Sáu bộ bài; nhà cái dừng ở 17 mềm; đầu hàng muộn; đủ 11 lá chưa quắc là thắng ngay; 20 giây mỗi lượt; blackjack trả 3 ăn 2',
      'vegas-6d':
        'Sáu bộ bài; nhà cái dừng ở 17 mềm; đầu hàng muộn; được tách lại đôi A; tối đa bốn tay; blackjack trả 3 ăn 2',
      european:
        'Sáu bộ bài; nhà cái không có lá úp (lá thứ hai chia sau lượt bạn); không đầu hàng; tối đa hai tay; blackjack trả 3 ăn 2',
      'single-deck':
        'Một bộ bài; nhà cái bốc ở 17 mềm; không gấp đôi sau khi tách; không đầu hàng; blackjack trả 3 ăn 2'
    },
    keys: {
      decks: {
        label: 'Số bộ bài',
        help: 'Số bộ bài 52 lá trong hộp chia.'
      },
      penetration: {
        label: 'Vị trí lá cắt',
        help: 'Phần hộp bài được chia trước khi xáo lại (0,75 = ba phần tư).'
      },
      shuffle: {
        label: 'Xáo bài',
        help: '«shoe»: xáo lại khi ra lá cắt; «every-round»: xáo sau mỗi ván (máy xáo liên tục).'
      },
      peek: {
        label: 'Nhà cái xem lá úp',
        help: 'Khi lá ngửa là A hoặc lá 10 điểm, nhà cái xem có Blackjack không trước khi người chơi quyết định. Tắt: kiểu châu Âu, nhà cái nhận lá thứ hai sau cùng.'
      },
      dealerHitsSoft17: {
        label: 'Nhà cái bốc ở 17 mềm',
        help: 'Nhà cái bốc thêm khi có 17 mềm (có A tính 11). Tắt: nhà cái dừng ở mọi 17.'
      },
      doubleOn: {
        label: 'Được gấp đôi khi',
        help: 'Tổng hai lá đầu cho phép gấp đôi: mọi tổng, chỉ 9–11, hoặc chỉ 10–11.'
      },
      doubleAfterSplit: {
        label: 'Gấp đôi sau khi tách',
        help: 'Tay bài sau khi tách vẫn được gấp đôi.'
      },
      splitBy: {
        label: 'Tách khi',
        help: '«rank»: hai lá cùng hạng (K–K); «value»: cùng điểm (K–Q cũng tách được).'
      },
      maxHands: {
        label: 'Số tay tối đa',
        help: 'Số tay nhiều nhất sau các lần tách (1 = không được tách).'
      },
      resplitAces: {
        label: 'Tách lại A',
        help: 'Được tách tiếp khi một A đã tách lại nhận A.'
      },
      hitSplitAces: {
        label: 'Bốc thêm sau khi tách A',
        help: 'A đã tách được bốc thêm. Tắt: mỗi A nhận đúng một lá.'
      },
      surrender: {
        label: 'Đầu hàng',
        help: 'Bỏ tay bài ở quyết định đầu tiên, lấy lại nửa tiền cược. «late»: sau khi nhà cái xem lá úp (cần xem lá úp); «early»: trước đó (cần tắt xem lá úp); «none»: không có.'
      },
      insurance: {
        label: 'Bảo hiểm',
        help: 'Khi nhà cái ngửa A, người chơi được mua bảo hiểm (tối đa nửa tiền cược), trả 2 ăn 1 nếu nhà cái có Blackjack; kèm «ăn tiền ngay» (even money).'
      },
      blackjackPays: {
        label: 'Blackjack trả',
        help: 'Tỉ lệ trả cho Blackjack (A + lá 10 điểm ở hai lá đầu).'
      },
      charlie: {
        label: 'Charlie (đủ lá là thắng)',
        help: 'Tay bài đạt đủ số lá này mà không quắc thắng ngay 1 ăn 1 (trừ khi nhà cái có Blackjack). «off»: không có.'
      },
      maxCards: {
        label: 'Số lá tối đa mỗi tay',
        help: 'Tay bài tự dừng khi đủ số lá này. «none»: không giới hạn. Không được nhỏ hơn Charlie.'
      },
      decisionSeconds: {
        label: 'Thời gian quyết định (giây)',
        help: 'Hết giờ mà chưa quyết định thì tay bài dằn. «off»: không tính giờ.'
      },
      minBet: {
        label: 'Cược tối thiểu',
        help: 'Tiền cược ít nhất cho một ô.'
      },
      maxBet: {
        label: 'Cược tối đa',
        help: 'Tiền cược nhiều nhất cho một ô. «none»: không giới hạn.'
      }
    }
  },
  sicbo: {
    presets: {
      trainer:
        'Đôi 11 ăn 1, tổ hợp 6 ăn 1, bộ ba 180 ăn 1, bộ ba bất kỳ 30 ăn 1; các cửa khác theo bảng trả thưởng chuẩn',
      'atlantic-city': 'Như Trình luyện tập, nhưng đôi 10 ăn 1 và tổ hợp 5 ăn 1',
      macau:
        'Tổng 4/17 trả 50 ăn 1, 5/16 trả 18 ăn 1, 6/15 trả 14 ăn 1; đôi 8 ăn 1; bộ ba 150 ăn 1; bộ ba bất kỳ 24 ăn 1; tổ hợp 5 ăn 1'
    },
    keys: {
      payTable: {
        smallBig: {
          label: 'Nhỏ / Lớn',
          help: 'Nhỏ thắng khi tổng 4–10, Lớn khi tổng 11–17; cả hai thua khi ra bộ ba. Số «ăn 1» trả cho mỗi 1 tiền cược.'
        },
        single1: {
          label: 'Số đơn, 1 xúc xắc',
          help: 'Số đã chọn xuất hiện trên đúng một xúc xắc.'
        },
        single2: {
          label: 'Số đơn, 2 xúc xắc',
          help: 'Số đã chọn xuất hiện trên hai xúc xắc.'
        },
        single3: {
          label: 'Số đơn, 3 xúc xắc',
          help: 'Cả ba xúc xắc ra số đã chọn.'
        },
        total4_17: {
          label: 'Tổng 4 hoặc 17',
          help: 'Tổng ba xúc xắc đúng bằng 4 (hoặc 17, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total5_16: {
          label: 'Tổng 5 hoặc 16',
          help: 'Tổng ba xúc xắc đúng bằng 5 (hoặc 16, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total6_15: {
          label: 'Tổng 6 hoặc 15',
          help: 'Tổng ba xúc xắc đúng bằng 6 (hoặc 15, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total7_14: {
          label: 'Tổng 7 hoặc 14',
          help: 'Tổng ba xúc xắc đúng bằng 7 (hoặc 14, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total8_13: {
          label: 'Tổng 8 hoặc 13',
          help: 'Tổng ba xúc xắc đúng bằng 8 (hoặc 13, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total9_12: {
          label: 'Tổng 9 hoặc 12',
          help: 'Tổng ba xúc xắc đúng bằng 9 (hoặc 12, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        total10_11: {
          label: 'Tổng 10 hoặc 11',
          help: 'Tổng ba xúc xắc đúng bằng 10 (hoặc 11, cùng một mức trả). Tổng của bộ ba cũng được trả.'
        },
        double: {
          label: 'Đôi cụ thể',
          help: 'Số đã chọn ra trên ít nhất hai xúc xắc; bộ ba của số đó cũng thắng và trả như nhau.'
        },
        triple: {
          label: 'Bộ ba cụ thể',
          help: 'Cả ba xúc xắc ra đúng số đã chọn.'
        },
        anyTriple: {
          label: 'Bộ ba bất kỳ',
          help: 'Cả ba xúc xắc ra cùng một số, số nào cũng được.'
        },
        combo: {
          label: 'Tổ hợp hai xúc xắc',
          help: 'Hai số khác nhau đã chọn đều xuất hiện; chỉ trả một lần dù một số ra hai lần (2-2-5 trả 2-5 một lần).'
        }
      },
      oddEven: {
        label: 'Ô Lẻ / Chẵn',
        help: 'Thêm hai ô Lẻ và Chẵn, trả 1 ăn 1, thua khi ra bộ ba. Trình luyện tập không có chúng.'
      },
      minBet: {
        label: 'Cược tối thiểu mỗi ô',
        help: 'Số chip ít nhất một người chơi đặt trên một ô.'
      },
      maxBet: {
        label: 'Cược tối đa mỗi ô',
        help: 'Số chip nhiều nhất trên một ô (để trống: không giới hạn). Không được nhỏ hơn cược tối thiểu.'
      },
      maxTotalBet: {
        label: 'Tổng cược tối đa mỗi lần tung',
        help: 'Tổng mọi cược của một người trong một lần tung (để trống: không giới hạn). Không nhỏ hơn cược tối đa mỗi ô.'
      }
    }
  }
}
