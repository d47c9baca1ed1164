/**
 * A refused request's field and reason (server text `request.invalid`) in the user's language: the
 * schemas give their reasons in English ("must not be empty"); Vietnamese gets the same sentence in
 * its own words. A reason this table does not know stays as the schema wrote it. The field is named in
 * words in both languages (English showed the schema's key: "name: must be at most 40 characters").
 */
import type { Language } from '@shared/contract/index'

const FIELDS_VI: Record<string, string> = {
  name: 'Tên',
  amountMinor: 'Số chip',
  id: 'Mã',
  keys: 'Bộ luật',
  'keys.name': 'Tên bộ luật',
  uploadId: 'Tệp tải lên',
  clientSeed: 'Hạt giống của bạn',
  stakes: 'Tiền cược',
  input: 'Dữ liệu'
}

const FIELDS_EN: Record<string, string> = {
  name: 'Name',
  amountMinor: 'Amount of chips',
  id: 'Id',
  keys: 'Ruleset',
  'keys.name': 'Ruleset name',
  uploadId: 'Uploaded file',
  clientSeed: 'Your seed',
  stakes: 'Stakes',
  input: 'Input'
}

const REASONS_VI: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^must not be empty$/, () => 'không được để trống'],
  [/^is required$/, () => 'bắt buộc phải có'],
  [/^must be text$/, () => 'phải là chữ'],
  [/^must be a number$/, () => 'phải là một số'],
  [/^must be a whole number$/, () => 'phải là số nguyên'],
  [/^must be whole minor units$/, () => 'tối đa hai chữ số thập phân'],
  [/^must be true or false$/, () => 'phải là bật hoặc tắt'],
  [/^must be an id$/, () => 'không phải là mã hợp lệ'],
  [/^must not contain control characters$/, () => 'không được chứa ký tự điều khiển'],
  [
    /^must be letters, digits or symbols, without spaces$/,
    () => 'chỉ gồm chữ (có dấu cũng được), số hoặc ký hiệu, không dấu cách'
  ],
  [/^must be at most ([\d.,]+) characters$/, (m) => `tối đa ${m[1]} ký tự`],
  [/^must be at least ([\d.,]+) chips?$/, (m) => `ít nhất ${m[1]} chip`],
  [/^must be at most ([\d.,]+) chips?$/, (m) => `nhiều nhất ${(m[1] as string).replace(/,/g, '.')} chip`],
  [/^must be at least (.+)$/, (m) => `ít nhất ${m[1]}`],
  [/^must be at most (.+)$/, (m) => `nhiều nhất ${m[1]}`],
  [/^must be one of (.+)$/, (m) => `phải là một trong: ${m[1]}`],
  [/^unexpected fields? (.+)$/, (m) => `có trường không được phép: ${m[1]}`]
]

export function fieldWords(field: string, lang: Language): string {
  const words = lang === 'vi' ? FIELDS_VI : FIELDS_EN
  const last = field.split('.').pop() ?? field
  return words[field] ?? words[last] ?? field
}

export function reasonWords(reason: string, lang: Language): string {
  if (lang !== 'vi') return reason
  for (const [re, word] of REASONS_VI) {
    const m = re.exec(reason)
    if (m) return word(m)
  }
  return reason
}
