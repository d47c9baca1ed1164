/** Xì dách's house-rule keys for the rules screen (rules.md §1, seeds 000 and 001). */
import { minorToChips, MAX_CHIPS_INPUT } from '../money'
import {
  ACE_VALUES,
  BOTH_BUST,
  EARLY_CHECKS,
  NGU_LINH_LIMITS,
  PAY_MAX,
  PAY_MIN,
  resolveXidachRules,
  XIDACH_DEFAULT_PRESET,
  type XidachRules
} from '../games/xidach'
import type { GameRulesDraft, KeysCheck, PresetInfo, RuleKeys } from './types'

const presets: PresetInfo[] = [
  { preset: 'wiki', isDefault: true, follows: { vi: 'Xì dách theo Wikipedia (tài liệu 000)', en: 'Xì dách as on Wikipedia (seed 000)' } },
  { preset: 'online', isDefault: false, follows: { vi: 'Xì dách trong một trò chơi trực tuyến (tài liệu 001)', en: 'Xì dách as in an online game (seed 001)' } },
  { preset: 'tet', isDefault: false, follows: { vi: 'Một ván nhà ngày Tết phổ biến', en: 'A common home game at Tết' } }
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
        vi: 'Khi nhà con còn đang rút, nhà cái đã đủ tuổi có thể xét: «off» không ai; «after-turn» người đã rút xong; «any-time» bất kỳ ai chưa xét (tay dưới tuổi bị xét là thua).',
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
        vi: 'Nhà con đã quắc mà vẫn rút thì bị đền: trả một tiền cược cho nhà cái và cho mỗi nhà con khác. Tắt: không được rút khi đã quắc.',
        en: 'A player who draws while already bust is penalised: one stake to the dealer and to every other player. Off: drawing while bust is refused.'
      },
      source: S0
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
