/** Blackjack's house-rule keys for the rules screen (rules.md §2, seed 004). */
import { MAX_CHIPS_INPUT } from '../money'
import { BLACKJACK_PAYS, DEFAULT_BLACKJACK_PRESET, resolveBlackjackRules } from '../games/blackjack'
import type { GameRulesDraft, KeysCheck, PresetInfo } from './types'

const presets: PresetInfo[] = [
  {
    preset: 'club99',
    isDefault: true,
    follows: { vi: 'Sòng bài trực tuyến «CLUB 99» của tài liệu 004', en: 'The online casino "CLUB 99" of seed 004' }
  },
  {
    preset: 'vegas-6d',
    isDefault: false,
    follows: { vi: 'Bàn 6 bộ bài kiểu Las Vegas phổ biến', en: 'A common Las Vegas six-deck shoe game' }
  },
  {
    preset: 'european',
    isDefault: false,
    follows: { vi: 'Kiểu châu Âu: nhà cái không có lá úp, không đầu hàng', en: 'European: no hole card, no surrender' }
  },
  {
    preset: 'single-deck',
    isDefault: false,
    follows: { vi: 'Bàn một bộ bài kiểu Mỹ: nhà cái bốc ở soft 17', en: 'An American single-deck game: the dealer hits soft 17' }
  }
]

function check(input: unknown): KeysCheck {
  const r = resolveBlackjackRules(input)
  if (!r.ok) return { ok: false, path: r.path, message: r.message }
  const given = (input ?? {}) as Record<string, unknown>
  const preset = typeof given.preset === 'string' ? given.preset : DEFAULT_BLACKJACK_PRESET
  return { ok: true, keys: { preset, ...r.rules }, rules: r.rules }
}

const S = 'rules.md §2 (seed 004)'

export const blackjackRulesDraft: GameRulesDraft = {
  game: 'blackjack',
  defaultPreset: DEFAULT_BLACKJACK_PRESET,
  presets,
  check,
  keys: [
    {
      key: 'decks',
      group: 'shoe',
      kind: { type: 'integer', min: 1, max: 8 },
      label: { vi: 'Số bộ bài', en: 'Decks' },
      help: { vi: 'Số bộ bài 52 lá trong hộp chia.', en: 'How many 52-card decks the shoe holds.' },
      source: S
    },
    {
      key: 'penetration',
      group: 'shoe',
      kind: { type: 'number', min: 0.5, max: 0.9, step: 0.01 },
      label: { vi: 'Vị trí lá cắt', en: 'Penetration' },
      help: {
        vi: 'Phần hộp bài được chia trước khi xáo lại (0,75 = ba phần tư).',
        en: 'How much of the shoe is dealt before it is reshuffled (0.75 = three quarters).'
      },
      source: S
    },
    {
      key: 'shuffle',
      group: 'shoe',
      kind: { type: 'enum', values: ['shoe', 'every-round'] },
      label: { vi: 'Xáo bài', en: 'Shuffle' },
      help: {
        vi: '«shoe»: xáo lại khi ra lá cắt; «every-round»: xáo sau mỗi ván (máy xáo liên tục).',
        en: '"shoe": reshuffle at the cut card; "every-round": shuffle after every round (continuous shuffler).'
      },
      source: S
    },
    {
      key: 'peek',
      group: 'dealer',
      kind: { type: 'boolean' },
      label: { vi: 'Nhà cái xem lá úp', en: 'Dealer peeks' },
      help: {
        vi: 'Khi lá ngửa là A hoặc lá 10 điểm, nhà cái xem có Blackjack không trước khi người chơi quyết định. Tắt: kiểu châu Âu, nhà cái nhận lá thứ hai sau cùng.',
        en: 'With an ace or ten-value up, the dealer checks for blackjack before anyone acts. Off: European, the dealer takes its second card last.'
      },
      source: S
    },
    {
      key: 'dealerHitsSoft17',
      group: 'dealer',
      kind: { type: 'boolean' },
      label: { vi: 'Nhà cái bốc ở soft 17', en: 'Dealer hits soft 17' },
      help: {
        vi: 'Nhà cái bốc thêm khi có 17 mềm (có A tính 11). Tắt: nhà cái dừng ở mọi 17.',
        en: 'The dealer draws on a soft 17 (an ace counting 11). Off: the dealer stands on every 17.'
      },
      source: S
    },
    {
      key: 'doubleOn',
      group: 'double',
      kind: { type: 'enum', values: ['any', '9-11', '10-11'] },
      label: { vi: 'Được gấp đôi khi', en: 'Double on' },
      help: {
        vi: 'Tổng hai lá đầu cho phép gấp đôi: mọi tổng, chỉ 9–11, hoặc chỉ 10–11.',
        en: 'Which two-card totals may double: any, 9–11 only, or 10–11 only.'
      },
      source: S
    },
    {
      key: 'doubleAfterSplit',
      group: 'double',
      kind: { type: 'boolean' },
      label: { vi: 'Gấp đôi sau khi tách', en: 'Double after split' },
      help: { vi: 'Tay bài sau khi tách vẫn được gấp đôi.', en: 'A hand made by a split may still double.' },
      source: S
    },
    {
      key: 'splitBy',
      group: 'split',
      kind: { type: 'enum', values: ['rank', 'value'] },
      label: { vi: 'Tách khi', en: 'Split by' },
      help: {
        vi: '«rank»: hai lá cùng hạng (K–K); «value»: cùng điểm (K–Q cũng tách được).',
        en: '"rank": two cards of the same rank (K–K); "value": the same value (K–Q splits too).'
      },
      source: S
    },
    {
      key: 'maxHands',
      group: 'split',
      kind: { type: 'integer', min: 1, max: 8 },
      label: { vi: 'Số tay tối đa', en: 'Most hands' },
      help: { vi: 'Số tay nhiều nhất sau các lần tách (1 = không được tách).', en: 'The most hands splitting can make (1 = no splitting).' },
      source: S
    },
    {
      key: 'resplitAces',
      group: 'split',
      kind: { type: 'boolean' },
      label: { vi: 'Tách lại A', en: 'Resplit aces' },
      help: { vi: 'Được tách tiếp khi một A đã tách lại nhận A.', en: 'A split ace that receives another ace may split again.' },
      source: S
    },
    {
      key: 'hitSplitAces',
      group: 'split',
      kind: { type: 'boolean' },
      label: { vi: 'Bốc thêm sau khi tách A', en: 'Hit split aces' },
      help: {
        vi: 'A đã tách được bốc thêm. Tắt: mỗi A nhận đúng một lá.',
        en: 'Split aces may draw more cards. Off: each gets exactly one card.'
      },
      source: S
    },
    {
      key: 'surrender',
      group: 'player',
      kind: { type: 'enum', values: ['late', 'early', 'none'] },
      label: { vi: 'Đầu hàng', en: 'Surrender' },
      help: {
        vi: 'Bỏ tay bài ở quyết định đầu tiên, lấy lại nửa tiền cược. «late»: sau khi nhà cái xem lá úp (cần xem lá úp); «early»: trước đó (cần tắt xem lá úp); «none»: không có.',
        en: 'Give up the hand as the first decision and get half the stake back. "late": after the peek (needs peek); "early": before it (needs peek off); "none": not offered.'
      },
      source: S
    },
    {
      key: 'insurance',
      group: 'player',
      kind: { type: 'boolean' },
      label: { vi: 'Bảo hiểm', en: 'Insurance' },
      help: {
        vi: 'Khi nhà cái ngửa A, người chơi được mua bảo hiểm (tối đa nửa tiền cược), trả 2 ăn 1 nếu nhà cái có Blackjack; kèm «ăn tiền ngay» (even money).',
        en: 'With an ace up, players may insure (up to half the stake), paid 2 to 1 if the dealer has blackjack; even money comes with it.'
      },
      source: S
    },
    {
      key: 'blackjackPays',
      group: 'payouts',
      kind: { type: 'enum', values: BLACKJACK_PAYS },
      label: { vi: 'Blackjack trả', en: 'Blackjack pays' },
      help: { vi: 'Tỉ lệ trả cho Blackjack (A + lá 10 điểm ở hai lá đầu).', en: 'What a blackjack (ace + ten-value as the first two cards) pays.' },
      source: S
    },
    {
      key: 'charlie',
      group: 'payouts',
      kind: { type: 'integer', min: 5, max: 11, special: 'off' },
      label: { vi: 'Charlie (đủ lá là thắng)', en: 'Charlie' },
      help: {
        vi: 'Tay bài đạt đủ số lá này mà không quắc thắng ngay 1 ăn 1 (trừ khi nhà cái có Blackjack). «off»: không có.',
        en: 'A hand reaching this many cards without busting wins at once, 1 to 1 (unless the dealer has blackjack). "off": none.'
      },
      source: S
    },
    {
      key: 'maxCards',
      group: 'player',
      kind: { type: 'integer', min: 3, max: 21, special: 'none' },
      label: { vi: 'Số lá tối đa mỗi tay', en: 'Most cards per hand' },
      help: {
        vi: 'Tay bài tự dừng khi đủ số lá này. «none»: không giới hạn. Không được nhỏ hơn Charlie.',
        en: 'A hand stands by itself at this many cards. "none": no limit. Not below the Charlie count.'
      },
      source: S
    },
    {
      key: 'decisionSeconds',
      group: 'player',
      kind: { type: 'integer', min: 5, max: 600, special: 'off' },
      label: { vi: 'Thời gian quyết định (giây)', en: 'Decision timer (seconds)' },
      help: {
        vi: 'Hết giờ mà chưa quyết định thì tay bài dừng (Stand). «off»: không tính giờ.',
        en: 'When time runs out the hand stands. "off": no timer.'
      },
      source: S
    },
    {
      key: 'minBet',
      group: 'limits',
      kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT },
      label: { vi: 'Cược tối thiểu', en: 'Minimum bet' },
      help: { vi: 'Tiền cược ít nhất cho một ô.', en: 'The smallest stake on a spot.' },
      source: 'rules.md, table limits'
    },
    {
      key: 'maxBet',
      group: 'limits',
      kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT, special: 'none' },
      label: { vi: 'Cược tối đa', en: 'Maximum bet' },
      help: { vi: 'Tiền cược nhiều nhất cho một ô. «none»: không giới hạn.', en: 'The largest stake on a spot. "none": no maximum.' },
      source: 'rules.md, table limits'
    }
  ]
}
