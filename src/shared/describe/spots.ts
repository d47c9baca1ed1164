/**
 * A Sic Bo spot's name ("Nhỏ", "Tổng 9", "Tổ hợp 2–5") from its key ("small", "total:9", "combo:2-5"),
 * through the lookup given: the board, the recall and the Sic Bo event words pass theirs, and the
 * renderer's i18n/index.svelte.ts words the spot a refusal names with it (an explicit call: nothing is
 * registered on import). Anything that is not a spot is returned as it is.
 */
import { parseSpot } from '../games/sicbo'
import type { Translate } from './words'

export function spotWords(spot: string, t: Translate): string {
  const p = parseSpot(spot)
  if (!p) return spot
  switch (p.kind) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
      return t(`events.spot.${p.kind}`)
    case 'any-triple':
      return t('events.spot.anyTriple')
    case 'single':
    case 'double':
    case 'triple':
      return t(`events.spot.${p.kind}`, { face: p.face })
    case 'total':
      return t('events.spot.total', { total: p.total })
    case 'combo':
      return t('events.spot.combo', { a: p.a, b: p.b })
  }
}
