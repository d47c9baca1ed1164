/**
 * The generated strategy (strategy.ts) as a readable chart, for the docs and the tests that hold it
 * against the published basic-strategy charts; the bots never read it, they look up strategy.ts's table.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import * as codes from './codes'
import { hardKey, KEY_COUNT, MASKS, pairKey, softKey, strategyFor } from './strategy'

const { A_DOUBLE, A_HIT, A_SPLIT, A_STAND, A_SURRENDER } = codes

/**
 * Chart letters per (row, up-card): H hit, S stand, D double else hit, Ds double else stand,
 * P split, R… surrender else (h/s/p). Rows: hard 5–20 ("H5"…), soft 13–20 ("S13"…), pairs ("2,2"…, "A,A").
 */
export function strategyChart(rules: BlackjackRules): Record<string, string[]> {
  const t = strategyFor(rules)
  const cell = (up: number, key: number, m: number): number =>
    t.action[((up - 1) * KEY_COUNT + key) * MASKS + m] as number
  // The decisions a two-card hand may have under these rules (double's total limits aside).
  const allowed = 3 | (rules.maxHands >= 2 ? 4 : 0) | (rules.surrender !== 'none' ? 8 : 0)
  const letter = (up: number, key: number, pair: boolean): string => {
    const all = pair ? allowed : allowed & ~4
    const first = cell(up, key, all)
    const noSur = cell(up, key, all & ~8)
    const plain = cell(up, key, 1)
    const base = (b: number): string => (b === A_HIT ? 'H' : b === A_STAND ? 'S' : b === A_SPLIT ? 'P' : '?')
    if (first === A_SURRENDER) return 'R' + (noSur === A_DOUBLE ? 'd' : base(noSur).toLowerCase())
    if (first === A_DOUBLE) return plain === A_STAND ? 'Ds' : 'D'
    if (first === A_SPLIT) return 'P'
    return base(first)
  }
  const ups = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]
  const out: Record<string, string[]> = {}
  for (let t2 = 5; t2 <= 20; t2++) out[`H${t2}`] = ups.map((u) => letter(u, hardKey(t2), false))
  for (let t2 = 13; t2 <= 20; t2++) out[`S${t2}`] = ups.map((u) => letter(u, softKey(t2), false))
  for (let v = 2; v <= 10; v++)
    out[`${v === 10 ? 'T' : v},${v === 10 ? 'T' : v}`] = ups.map((u) => letter(u, pairKey(v), true))
  out['A,A'] = ups.map((u) => letter(u, pairKey(1), true))
  return out
}
