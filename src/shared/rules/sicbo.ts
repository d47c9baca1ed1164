/** Sic Bo's house-rule keys for the rules screen (rules.md §3). */
import { MAX_CHIPS_INPUT } from '../money'
import {
  DEFAULT_SICBO_PRESET,
  MAX_PAYOUT,
  PAY_TABLES,
  PAY_TABLE_ROWS,
  resolveSicboRules,
  sicboRulesToKeys,
  type SicboPayTable
} from '../games/sicbo'
import type { GameRulesDraft, KeysCheck, PresetInfo, RuleKeyInfo, Words } from './types'

const presets: PresetInfo[] = [
  {
    preset: 'trainer',
    isDefault: true,
    follows: {
      vi: 'Trình luyện tập của tài liệu 003: bảng trả thưởng suy ra từ những khác biệt tài liệu nêu',
      en: 'The practice trainer of seed 003: the pay table implied by the differences the seed names'
    }
  },
  {
    preset: 'atlantic-city',
    isDefault: false,
    follows: { vi: 'Atlantic City: đôi 10 ăn 1, tổ hợp 5 ăn 1 (tài liệu 003)', en: 'Atlantic City: double 10 to 1, combination 5 to 1 (seed 003)' }
  },
  {
    preset: 'macau',
    isDefault: false,
    follows: {
      vi: 'Ma Cao: theo tài liệu 003, Wizard of Odds và một hướng dẫn sòng bài Ma Cao',
      en: 'Macau: seed 003, the Wizard of Odds Sic Bo page and a Macau casino guide'
    }
  }
]

const ROW_WORDS: Record<keyof SicboPayTable, { label: Words; help: Words }> = {
  smallBig: {
    label: { vi: 'Nhỏ / Lớn', en: 'Small / big' },
    help: {
      vi: 'Nhỏ thắng khi tổng 4–10, Lớn khi tổng 11–17; cả hai thua khi ra bộ ba. Số «ăn 1» trả cho mỗi 1 tiền cược.',
      en: 'Small wins on totals 4–10, big on 11–17; both lose to any triple. Paid "N to 1" on the stake.'
    }
  },
  single1: {
    label: { vi: 'Số đơn, 1 xúc xắc', en: 'Single number, 1 die' },
    help: { vi: 'Số đã chọn xuất hiện trên đúng một xúc xắc.', en: 'The chosen number shows on exactly one die.' }
  },
  single2: {
    label: { vi: 'Số đơn, 2 xúc xắc', en: 'Single number, 2 dice' },
    help: { vi: 'Số đã chọn xuất hiện trên hai xúc xắc.', en: 'The chosen number shows on two dice.' }
  },
  single3: {
    label: { vi: 'Số đơn, 3 xúc xắc', en: 'Single number, 3 dice' },
    help: { vi: 'Cả ba xúc xắc ra số đã chọn.', en: 'All three dice show the chosen number.' }
  },
  total4_17: { label: { vi: 'Tổng 4 hoặc 17', en: 'Total 4 or 17' }, help: totalHelp(4, 17) },
  total5_16: { label: { vi: 'Tổng 5 hoặc 16', en: 'Total 5 or 16' }, help: totalHelp(5, 16) },
  total6_15: { label: { vi: 'Tổng 6 hoặc 15', en: 'Total 6 or 15' }, help: totalHelp(6, 15) },
  total7_14: { label: { vi: 'Tổng 7 hoặc 14', en: 'Total 7 or 14' }, help: totalHelp(7, 14) },
  total8_13: { label: { vi: 'Tổng 8 hoặc 13', en: 'Total 8 or 13' }, help: totalHelp(8, 13) },
  total9_12: { label: { vi: 'Tổng 9 hoặc 12', en: 'Total 9 or 12' }, help: totalHelp(9, 12) },
  total10_11: { label: { vi: 'Tổng 10 hoặc 11', en: 'Total 10 or 11' }, help: totalHelp(10, 11) },
  double: {
    label: { vi: 'Đôi cụ thể', en: 'Specific double' },
    help: {
      vi: 'Số đã chọn ra trên ít nhất hai xúc xắc; bộ ba của số đó cũng thắng và trả như nhau.',
      en: 'The chosen number shows on at least two dice; its triple wins too and pays the same.'
    }
  },
  triple: {
    label: { vi: 'Bộ ba cụ thể', en: 'Specific triple' },
    help: { vi: 'Cả ba xúc xắc ra đúng số đã chọn.', en: 'All three dice show the chosen number.' }
  },
  anyTriple: {
    label: { vi: 'Bộ ba bất kỳ', en: 'Any triple' },
    help: { vi: 'Cả ba xúc xắc ra cùng một số, số nào cũng được.', en: 'All three dice show the same number, whichever it is.' }
  },
  combo: {
    label: { vi: 'Tổ hợp hai xúc xắc', en: 'Two-dice combination' },
    help: {
      vi: 'Hai số khác nhau đã chọn đều xuất hiện; chỉ trả một lần dù một số ra hai lần (2-2-5 trả 2-5 một lần).',
      en: 'Both chosen numbers show; paid once even if one shows twice (2-2-5 pays 2-5 once).'
    }
  }
}

function totalHelp(a: number, b: number): Words {
  return {
    vi: `Tổng ba xúc xắc đúng bằng ${a} (hoặc ${b}, cùng một mức trả). Tổng của bộ ba cũng được trả.`,
    en: `The three dice total exactly ${a} (or ${b}, paid the same). A triple's total counts too.`
  }
}

function check(input: unknown): KeysCheck {
  const r = resolveSicboRules(input)
  if (!r.ok) return { ok: false, path: r.error.path, message: r.error.message }
  return { ok: true, keys: { ...sicboRulesToKeys(r.rules) }, rules: r.rules }
}

const chipsMax = MAX_CHIPS_INPUT

const keys: Array<Omit<RuleKeyInfo, 'defaults'>> = [
  ...PAY_TABLE_ROWS.map(
    (row): Omit<RuleKeyInfo, 'defaults'> => ({
      key: `payTable.${row}`,
      group: 'payTable',
      kind: { type: 'integer', min: 0, max: MAX_PAYOUT },
      label: ROW_WORDS[row].label,
      help: ROW_WORDS[row].help,
      source: 'rules.md §3, Pay tables (seed 003)'
    })
  ),
  {
    key: 'oddEven',
    group: 'spots',
    kind: { type: 'boolean' },
    label: { vi: 'Ô Lẻ / Chẵn', en: 'Odd / even spots' },
    help: {
      vi: 'Thêm hai ô Lẻ và Chẵn, trả 1 ăn 1, thua khi ra bộ ba. Trình luyện tập không có chúng.',
      en: 'Adds odd and even spots, paying 1 to 1 and losing to any triple. The trainer does not have them.'
    },
    source: 'rules.md §3, oddEven (seed 003)'
  },
  {
    key: 'minBet',
    group: 'limits',
    kind: { type: 'chips', min: 0.01, max: chipsMax },
    label: { vi: 'Cược tối thiểu mỗi ô', en: 'Minimum bet per spot' },
    help: { vi: 'Số chip ít nhất một người chơi đặt trên một ô.', en: 'The fewest chips a player may put on one spot.' },
    source: 'rules.md, table limits'
  },
  {
    key: 'maxBet',
    group: 'limits',
    kind: { type: 'chips', min: 0.01, max: chipsMax, special: null },
    label: { vi: 'Cược tối đa mỗi ô', en: 'Maximum bet per spot' },
    help: {
      vi: 'Số chip nhiều nhất trên một ô (để trống: không giới hạn). Không được nhỏ hơn cược tối thiểu.',
      en: 'The most chips on one spot (empty: no maximum). Not below the minimum bet.'
    },
    source: 'rules.md §3, maxBet'
  },
  {
    key: 'maxTotalBet',
    group: 'limits',
    kind: { type: 'chips', min: 0.01, max: chipsMax, special: null },
    label: { vi: 'Tổng cược tối đa mỗi lần tung', en: 'Maximum total per roll' },
    help: {
      vi: 'Tổng mọi cược của một người trong một lần tung (để trống: không giới hạn). Không nhỏ hơn cược tối đa mỗi ô.',
      en: "A player's bets on one roll together (empty: no maximum). Not below the per-spot maximum."
    },
    source: 'rules.md §3, maxTotalBet'
  }
]

export const sicboRulesDraft: GameRulesDraft = {
  game: 'sicbo',
  defaultPreset: DEFAULT_SICBO_PRESET,
  presets,
  keys,
  check,
  expand: (k) => {
    const table = sicboPayTableOf(k)
    return table ? { ...k, payTable: table } : k
  }
}

/** The pay table a keys object stands for, a named table expanded. */
export function sicboPayTableOf(keys: Record<string, unknown>): SicboPayTable | null {
  const t = keys.payTable
  if (typeof t === 'string') return t in PAY_TABLES ? { ...PAY_TABLES[t as keyof typeof PAY_TABLES] } : null
  if (typeof t === 'object' && t !== null && !Array.isArray(t)) return t as SicboPayTable
  return null
}
