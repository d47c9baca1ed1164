/**
 * A Sic Bo spot's name ("Nhỏ", "Tổng 9", "Tổ hợp 2–5") from its key ("small", "total:9", "combo:2-5"),
 * through the lookup given: the board and the recall pass `t`, the house's refusals name a spot by key
 * and index.svelte.ts words it here. Anything that is not a spot is returned as it is.
 */
import { parseSpot } from '@shared/games/sicbo'
import type { MessageKey, Vars } from './messages'

export function spotWords(spot: string, t: (key: MessageKey, vars?: Vars) => string): string {
  const p = parseSpot(spot)
  if (!p) return spot
  switch (p.kind) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
      return t(`sicbo.spot.${p.kind}`)
    case 'any-triple':
      return t('sicbo.spot.anyTriple')
    case 'single':
    case 'double':
    case 'triple':
      return t(`sicbo.spot.${p.kind}`, { face: p.face })
    case 'total':
      return t('sicbo.spot.total', { total: p.total })
    case 'combo':
      return t('sicbo.spot.combo', { a: p.a, b: p.b })
  }
}
