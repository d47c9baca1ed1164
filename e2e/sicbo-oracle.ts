/**
 * Sic Bo worked out in the specs independently of the app (docs/rules-sicbo.md, the trainer table): what
 * a spot pays on a roll, a spot's key from its Vietnamese name as the page writes it, and amounts as the
 * page writes and the user types them in Vietnamese. The table itself is the one the rules test checks
 * the engine against (tests/support/sicbo-pay-tables.ts, copied from the document).
 */
import { PUBLISHED_PAY_TABLES, publishedTotalPays } from '../tests/support/sicbo-pay-tables'

const TRAINER = PUBLISHED_PAY_TABLES.trainer

/** "N to 1" for a spot key on a roll under the trainer table, or null when it loses. */
export function trainerPays(spot: string, dice: number[]): number | null {
  const total = dice.reduce((a, b) => a + b, 0)
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  const count = (n: number): number => dice.filter((d) => d === n).length
  if (spot === 'small') return !triple && total >= 4 && total <= 10 ? TRAINER.smallBig : null
  if (spot === 'big') return !triple && total >= 11 && total <= 17 ? TRAINER.smallBig : null
  if (spot === 'any-triple') return triple ? TRAINER.anyTriple : null
  const [kind, arg = ''] = spot.split(':')
  if (kind === 'single') {
    const n = count(Number(arg))
    return n === 0 ? null : ([TRAINER.single1, TRAINER.single2, TRAINER.single3][n - 1] as number)
  }
  if (kind === 'total') return total === Number(arg) ? publishedTotalPays(TRAINER, total) : null
  if (kind === 'double') return count(Number(arg)) >= 2 ? TRAINER.double : null
  if (kind === 'triple') return count(Number(arg)) === 3 ? TRAINER.triple : null
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [number, number]
    return count(a) > 0 && count(b) > 0 ? TRAINER.combo : null
  }
  throw new Error(`unknown spot ${spot}`)
}

/** A spot's Vietnamese name as the page writes it → its key. */
export function spotKey(name: string): string {
  const n = name.trim()
  if (n === 'Nhỏ') return 'small'
  if (n === 'Lớn') return 'big'
  if (n === 'Bộ ba bất kỳ') return 'any-triple'
  let m = /^Số đơn (\d)$/.exec(n)
  if (m) return `single:${m[1]}`
  m = /^Tổng (\d+)$/.exec(n)
  if (m) return `total:${m[1]}`
  m = /^Đôi (\d)$/.exec(n)
  if (m) return `double:${m[1]}`
  m = /^Bộ ba (\d)$/.exec(n)
  if (m) return `triple:${m[1]}`
  m = /^Tổ hợp (\d)–(\d)$/.exec(n)
  if (m) return `combo:${m[1]}-${m[2]}`
  throw new Error(`unknown spot name "${n}"`)
}

/** "1.250,5 chip" (Vietnamese grouping and decimals) → minor units. */
export function minorOf(text: string): number {
  const m = /(-?[\d.]+(?:,\d{1,2})?) chip/.exec(text.replace(/\u00a0/g, ' '))
  if (!m) throw new Error(`no chip amount in "${text}"`)
  return Math.round(Number((m[1] as string).replace(/\./g, '').replace(',', '.')) * 100)
}

/** An amount in minor units as the user types it in Vietnamese: "12,5", "30". */
export function typed(minor: number): string {
  return String(minor / 100).replace('.', ',')
}
