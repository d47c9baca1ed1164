/** Xì dách's house-rule keys for the rules screen (rules.md §1, seeds 000 and 001). */
import { minorToChips, MAX_CHIPS_INPUT } from '../money'
import {
  ACE_VALUES,
  BOTH_BUST,
  BANK_MIN_STAKES_MAX,
  BANK_MIN_STAKES_MIN,
  DEAL_ORDERS,
  DEALER_MODES,
  DEALER_PENALTIES,
  DECISION_SECONDS_MAX,
  DECISION_SECONDS_MIN,
  DEN_AT_MAX,
  DEN_AT_MIN,
  DRAW_FROM,
  EARLY_CHECKS,
  MAX_PLAYERS_MAX,
  MAX_PLAYERS_MIN,
  NGU_LINH_LIMITS,
  NON_PENALTIES,
  PENALTY_CAP_MAX,
  PENALTY_CAP_MIN,
  SPECIAL_TIES,
  PAY_MAX,
  PAY_MIN,
  ROTATE_EVERY_MAX,
  ROTATE_EVERY_MIN,
  resolveXidachRules,
  XIDACH_DEFAULT_PRESET,
  type XidachRules
} from '../games/xidach'
import type { GameRulesDraft, KeysCheck, PresetInfo, RuleKeys } from './types'

const presets: PresetInfo[] = [
  { preset: 'wiki', isDefault: true, follows: { vi: 'Xì dách theo Wikipedia (tài liệu 000)', en: 'Xì dách as on Wikipedia (seed 000)' } },
  { preset: 'online', isDefault: false, follows: { vi: 'Xì dách trong một trò chơi trực tuyến (tài liệu 001)', en: 'Xì dách as in an online game (seed 001)' } },
  { preset: 'tet', isDefault: false, follows: { vi: 'Một ván nhà ngày Tết phổ biến', en: 'A common home game at Tết' } },
  {
    preset: 'pho-bien',
    isDefault: false,
    follows: { vi: 'Luật nhà phổ biến (đền, non đền thay cái, đền làng, 7 nhà con)', en: 'The common house rules (đền, non pays for the dealer, đền làng, 7 players)' }
  }
]

/** Resolved rules back as keys (chips), every key written out; `resolveXidachRules` round-trips it. */
export function xidachRulesToKeys(r: XidachRules): RuleKeys {
  return {
    preset: r.preset,
    aceValue: r.aceValue,
    playerMin: r.playerMin,
    dealerMin: r.dealerMin,
    nguLinh: r.nguLinh,
    bothBust: r.bothBust,
    pay: { ...r.pay },
    symmetric: r.symmetric,
    earlyCheck: r.earlyCheck,
    penalty: r.penalty,
    // A snapshot stored before issue 14 lacks these keys; absent means the default.
    denAt: r.denAt ?? 'off',
    nonPenalty: r.nonPenalty ?? 'off',
    penaltyCap: r.penaltyCap ?? 12,
    dealerPenalty: r.dealerPenalty ?? 'off',
    specialTie: r.specialTie ?? 'push',
    maxPlayers: r.maxPlayers ?? 5,
    dealOrder: r.dealOrder ?? 'dealer-last',
    drawFrom: r.drawFrom ?? 'top',
    decisionSeconds: r.decisionSeconds ?? 'off',
    dealerMode: r.dealerMode ?? 'fixed',
    rotateEvery: r.rotateEvery ?? 1,
    bankMinStakes: r.bankMinStakes ?? 10,
    minBet: minorToChips(r.minBetMinor),
    maxBet: r.maxBetMinor === null ? null : minorToChips(r.maxBetMinor)
  }
}

function check(input: unknown): KeysCheck {
  const r = resolveXidachRules(input)
  if (!r.ok) return { ok: false, path: r.path, message: r.message }
  return { ok: true, keys: xidachRulesToKeys(r.rules), rules: r.rules }
}

const S0 = 'rules.md §1 (seeds 000, 001)'
const S14 = 'issue 14 (a home-game rulebook); rules-xidach.md'
const payHelp = (what: { vi: string; en: string }) => ({
  vi: `Thắng bằng ${what.vi} được trả tiền cược nhân hệ số này (và, khi «thua cũng nhân», nhà cái thắng bằng nó cũng thu như thế).`,
  en: `A win with ${what.en} pays the stake times this (and, with "symmetric", a dealer win with it costs the same).`
})

export const xidachRulesDraft: GameRulesDraft = {
  game: 'xidach',
  defaultPreset: XIDACH_DEFAULT_PRESET,
  presets,
  check,
  keys: [
    {
      key: 'aceValue',
      group: 'hands',
      kind: { type: 'enum', values: ACE_VALUES },
      label: { vi: 'Giá trị lá A', en: 'Ace value' },
      help: {
        vi: '«by-count»: tay 2 lá A tính 11, tay 3 lá tính 10, từ 4 lá chỉ tính 1 (luôn được tính 1); «flexible»: A tính 1, 10 hoặc 11 tùy lợi; «western»: 1 hoặc 11 như blackjack.',
        en: '"by-count": in 2 cards an ace may count 11, in 3 cards 10, from 4 cards only 1 (always 1 too); "flexible": 1, 10 or 11, whichever is best; "western": 1 or 11 as in blackjack.'
      },
      source: S0
    },
    {
      key: 'playerMin',
      group: 'hands',
      kind: { type: 'integer', min: 14, max: 16 },
      label: { vi: 'Tuổi tối thiểu của nhà con', en: "Players' minimum" },
      help: {
        vi: 'Nhà con dằn dưới số điểm này là «non» và thua (có nơi là 14).',
        en: 'A player standing below this total is "non" (too young) and loses (some places use 14).'
      },
      source: S0
    },
    {
      key: 'dealerMin',
      group: 'hands',
      kind: { type: 'integer', min: 14, max: 16 },
      label: { vi: 'Tuổi tối thiểu của nhà cái', en: "Dealer's minimum" },
      help: {
        vi: 'Nhà cái không được dằn dưới số điểm này và chỉ được xét bài khi đã đủ.',
        en: 'The dealer may not stand below this total, and may check players only once it reaches it.'
      },
      source: S0
    },
    {
      key: 'nguLinh',
      group: 'hands',
      kind: { type: 'enum', values: NGU_LINH_LIMITS },
      label: { vi: 'Ngũ linh', en: 'Five-card hand (ngũ linh)' },
      help: {
        vi: 'Năm lá không quắc là ngũ linh: «at-most-21» tổng đến 21; «under-21» phải nhỏ hơn 21 (tài liệu 001).',
        en: 'Five cards within the limit are ngũ linh: "at-most-21" up to 21; "under-21" strictly below 21 (seed 001).'
      },
      source: S0
    },
    {
      key: 'bothBust',
      group: 'settlement',
      kind: { type: 'enum', values: BOTH_BUST },
      label: { vi: 'Cả hai cùng quắc', en: 'Both bust' },
      help: {
        vi: 'Khi nhà con và nhà cái cùng quắc: «push» hòa; «dealer» nhà cái thắng (đọc chặt tài liệu 001).',
        en: 'When player and dealer both bust: "push" it is a tie; "dealer" the dealer wins (seed 001 read strictly).'
      },
      source: S0
    },
    {
      key: 'pay.xiBang',
      group: 'payouts',
      kind: { type: 'integer', min: PAY_MIN, max: PAY_MAX },
      label: { vi: 'Hệ số xì bàng', en: 'Xì bàng multiplier' },
      help: payHelp({ vi: 'xì bàng (hai lá A)', en: 'xì bàng (two aces)' }),
      source: S0
    },
    {
      key: 'pay.xiDach',
      group: 'payouts',
      kind: { type: 'integer', min: PAY_MIN, max: PAY_MAX },
      label: { vi: 'Hệ số xì dách', en: 'Xì dách multiplier' },
      help: payHelp({ vi: 'xì dách (A và một lá 10/J/Q/K)', en: 'xì dách (an ace and a T/J/Q/K)' }),
      source: S0
    },
    {
      key: 'pay.nguLinh',
      group: 'payouts',
      kind: { type: 'integer', min: PAY_MIN, max: PAY_MAX },
      label: { vi: 'Hệ số ngũ linh', en: 'Ngũ linh multiplier' },
      help: payHelp({ vi: 'ngũ linh (năm lá)', en: 'ngũ linh (five cards)' }),
      source: S0
    },
    {
      key: 'symmetric',
      group: 'payouts',
      kind: { type: 'boolean' },
      label: { vi: 'Thua cũng nhân', en: 'Symmetric payouts' },
      help: {
        vi: 'Bật: nhà cái thắng bằng tay có hệ số cũng thu tiền cược nhân hệ số. Tắt: nhà con chỉ mất tiền cược.',
        en: "On: a dealer win with a multiplied hand costs the player the stake times it. Off: a loss costs only the stake."
      },
      source: S0
    },
    {
      key: 'earlyCheck',
      group: 'dealer',
      kind: { type: 'enum', values: EARLY_CHECKS },
      label: { vi: 'Xét bài sớm', en: 'Early check' },
      help: {
        vi: 'Khi nhà con còn đang bốc, nhà cái đã đủ tuổi có thể xét: «off» không ai; «after-turn» người đã bốc xong; «any-time» bất kỳ ai chưa xét (tay dưới tuổi bị xét là thua).',
        en: 'While players still draw, a dealer at its minimum may check: "off" nobody; "after-turn" those done drawing; "any-time" anyone not yet settled (a hand under the minimum loses).'
      },
      source: S0
    },
    {
      key: 'penalty',
      group: 'settlement',
      kind: { type: 'boolean' },
      label: { vi: 'Đền bài', en: 'Penalty (đền bài)' },
      help: {
        vi: 'Nhà con đã quắc mà vẫn bốc thì bị đền: trả một tiền cược cho nhà cái và cho mỗi nhà con khác. Tắt: không được bốc khi đã quắc.',
        en: 'A player who draws while already bust is penalised: one stake to the dealer and to every other player. Off: drawing while bust is refused.'
      },
      source: S0
    },
    {
      key: 'denAt',
      group: 'settlement',
      kind: { type: 'integer', min: DEN_AT_MIN, max: DEN_AT_MAX, special: 'off' },
      label: { vi: 'Đền khi quắc cao', en: 'Đền at a high bust' },
      help: {
        vi: 'Tay quắc có tổng nhỏ nhất (A tính 1) từ số này trở lên là «đền»: thua cả khi nhà cái cũng quắc, và bị phạt theo «non đền thay cái». Bốc tới đền là hết lượt. «off»: quắc nào cũng như nhau.',
        en: 'A bust hand whose lowest total (aces as 1) reaches this is "đền": it loses even to a bust dealer and is penalised under "non pays for the dealer". A draw to đền ends the turn. "off": every bust is the same.'
      },
      source: S14
    },
    {
      key: 'nonPenalty',
      group: 'settlement',
      kind: { type: 'enum', values: NON_PENALTIES },
      label: { vi: 'Non đền thay cái', en: 'Penalised non' },
      help: {
        vi: '«pays-for-dealer»: nhà con dằn non (dưới tuổi) hoặc bị đền thì mất tiền cược và trả thay nhà cái số tiền nhà cái thua các nhà con khác ván đó (không tính xì bàng, xì dách trả lúc chia). Nhiều người thì chia đều, mỗi người tối đa «mức đền tối đa» lần tiền cược của mình; phần còn lại nhà cái trả. «off»: non chỉ thua tiền cược.',
        en: '"pays-for-dealer": a player who stands non (under the minimum) or is đền loses its stake and pays, in the dealer\'s place, what the dealer loses to the other players that round (naturals paid at the deal excluded). Several share it equally, each at most "penalty cap" times its own stake; the dealer pays the rest. "off": non only loses the stake.'
      },
      source: S14
    },
    {
      key: 'penaltyCap',
      group: 'settlement',
      kind: { type: 'integer', min: PENALTY_CAP_MIN, max: PENALTY_CAP_MAX },
      label: { vi: 'Mức đền tối đa (lần tiền cược)', en: 'Penalty cap (stakes)' },
      help: {
        vi: 'Với «non đền thay cái»: mỗi người bị phạt trả thay nhà cái nhiều nhất bấy nhiêu lần tiền cược của mình (và không quá số chip còn lại).',
        en: 'Under "pays-for-dealer": the most each penalised player pays for the dealer, in its own stakes (and never more than the chips it has left).'
      },
      source: S14
    },
    {
      key: 'dealerPenalty',
      group: 'dealer',
      kind: { type: 'enum', values: DEALER_PENALTIES },
      label: { vi: 'Đền làng (nhà cái bị phạt)', en: 'Dealer penalty (đền làng)' },
      help: {
        vi: '«pays-all»: nhà cái được dằn dưới tuổi, nhưng khi kết thúc non hoặc đền thì trả mọi nhà con chưa bị xét và không bị phạt theo hệ số của tay họ (quắc được một tiền cược); nhà con chưa xét mà cũng bị phạt thì hòa; người đã bị xét giữ kết quả. «off»: nhà cái không được dằn dưới tuổi.',
        en: '"pays-all": the dealer may stand under its minimum, but ending non or đền it pays every player not yet checked and not penalised at its hand\'s multiplier (a bust player one stake); an unchecked player who is penalised too pushes; checked players keep their result. "off": the dealer may not stand under its minimum.'
      },
      source: S14
    },
    {
      key: 'specialTie',
      group: 'settlement',
      kind: { type: 'enum', values: SPECIAL_TIES },
      label: { vi: 'Bài đặc biệt bằng nhau', en: 'Equal special hands' },
      help: {
        vi: 'Xì bàng gặp xì bàng, xì dách gặp xì dách, ngũ linh bằng điểm gặp ngũ linh: «push» hòa (theo tài liệu); «dealer» nhà cái thắng («cái được ưu tiên»).',
        en: 'Xì bàng against xì bàng, xì dách against xì dách, ngũ linh against ngũ linh of the same total: "push" a tie (the seeds); "dealer" the dealer wins ("the bank has priority").'
      },
      source: S14
    },
    {
      key: 'maxPlayers',
      group: 'table',
      kind: { type: 'integer', min: MAX_PLAYERS_MIN, max: MAX_PLAYERS_MAX },
      label: { vi: 'Số nhà con tối đa', en: 'Most players' },
      help: {
        vi: 'Bàn có tối đa bấy nhiêu nhà con (5–7); giới hạn cược và khả năng chi trả của nhà cái vẫn như cũ.',
        en: 'At most this many players at the table (5–7); stake caps and the dealer\'s bank work as before.'
      },
      source: S14
    },
    {
      key: 'dealOrder',
      group: 'table',
      kind: { type: 'enum', values: DEAL_ORDERS },
      label: { vi: 'Thứ tự chia', en: 'Deal order' },
      help: {
        vi: '«dealer-last»: chia nhà con 1, 2, … rồi nhà cái, hai vòng (nhà cái nhận lá cuối mỗi vòng); «dealer-first»: nhà cái nhận trước rồi tới các nhà con.',
        en: '"dealer-last": p1, p2, … then the dealer, twice (the dealer takes the last card of each round); "dealer-first": the dealer first, then the players.'
      },
      source: S14
    },
    {
      key: 'drawFrom',
      group: 'table',
      kind: { type: 'enum', values: DRAW_FROM },
      label: { vi: 'Chia từ đâu', en: 'Cards come from' },
      help: {
        vi: '«top»: chia từ trên xuống; «bottom»: chia từ dưới lên (như tài liệu tả). Cùng một bộ bài đã cam kết, nên vẫn kiểm chứng công bằng được.',
        en: '"top": cards come off the top of the deck; "bottom": off the bottom (as the seeds describe the deal). The same committed deck either way, so fairness still verifies.'
      },
      source: S14
    },
    {
      key: 'decisionSeconds',
      group: 'table',
      kind: { type: 'integer', min: DECISION_SECONDS_MIN, max: DECISION_SECONDS_MAX, special: 'off' },
      label: { vi: 'Thời gian quyết định (giây)', en: 'Decision timer (seconds)' },
      help: {
        vi: 'Hết giờ mà chưa quyết: dưới tuổi thì tự bốc, đủ tuổi thì tự dằn (nhà con và nhà cái như nhau). «off»: không giới hạn.',
        en: 'When it runs out: under the minimum the hand draws, at or over it stands (for a player and the dealer alike). "off": no timer.'
      },
      source: S14
    },
    {
      key: 'dealerMode',
      group: 'dealer',
      kind: { type: 'enum', values: DEALER_MODES },
      label: { vi: 'Cách làm cái', en: 'Dealer mode' },
      help: {
        vi: '«fixed»: một người làm cái suốt buổi (như lúc ngồi vào bàn). «rotate»: cái xoay vòng quanh bàn, tới cả bạn; tới lượt thì bạn có thể nhường, cái chuyển sang người kế tiếp. Chỉ có ở bàn chơi, không có trong tệp kịch bản (một ván). Cần đặt «cược tối đa».',
        en: '"fixed": one dealer for the whole session (as you sat down). "rotate": the bank passes around the table, to you too; on your turn you may decline it and it passes on. Tables only, not scenario files (one round each). Needs a "maximum stake".'
      },
      source: S14
    },
    {
      key: 'rotateEvery',
      group: 'dealer',
      kind: { type: 'integer', min: ROTATE_EVERY_MIN, max: ROTATE_EVERY_MAX },
      label: { vi: 'Đổi cái sau (ván)', en: 'Bank passes every (rounds)' },
      help: {
        vi: 'Với «rotate»: mỗi người làm cái bấy nhiêu ván liên tiếp rồi cái chuyển sang người kế tiếp.',
        en: 'Under "rotate": each dealer deals this many rounds in a row, then the bank passes to the next seat.'
      },
      source: S14
    },
    {
      key: 'bankMinStakes',
      group: 'dealer',
      kind: { type: 'integer', min: BANK_MIN_STAKES_MIN, max: BANK_MIN_STAKES_MAX },
      label: { vi: 'Vốn tối thiểu để làm cái (lần cược tối đa)', en: 'Chips to take the bank (maximum stakes)' },
      help: {
        vi: 'Với «rotate»: chỉ ai có số chip ít nhất bằng bấy nhiêu lần «cược tối đa» mới được làm cái; người thiếu vốn bị bỏ qua, cái chuyển sang người kế tiếp.',
        en: 'Under "rotate": a seat takes the bank only with chips of at least this many times the "maximum stake"; a seat short of chips is skipped and the bank passes on.'
      },
      source: S14
    },
    {
      key: 'minBet',
      group: 'limits',
      kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT },
      label: { vi: 'Cược tối thiểu', en: 'Minimum stake' },
      help: { vi: 'Tiền cược ít nhất của một nhà con.', en: "A player's smallest stake." },
      source: 'rules.md, table limits'
    },
    {
      key: 'maxBet',
      group: 'limits',
      kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT, special: null },
      label: { vi: 'Cược tối đa', en: 'Maximum stake' },
      help: { vi: 'Tiền cược nhiều nhất của một nhà con (để trống: không giới hạn).', en: "A player's largest stake (empty: no maximum)." },
      source: 'rules.md, table limits'
    }
  ]
}
