/**
 * A Sic Bo spot's name ("Nhỏ", "Tổng 9", "Tổ hợp 2–5") from its key ("small", "total:9", "combo:2-5"),
 * through the lookup given: the board, the recall and the Sic Bo event words pass theirs, and the
 * renderer's i18n/index.svelte.ts words the spot a refusal names with it (an explicit call: nothing is
 * registered on import). Anything that is not a spot is returned as it is.
 */
import { parseSpot } from '../games/sicbo'
import type { EventKey, Translate } from './words'

/** "any-triple" → "anyTriple": a spot kind as its words' key. */
type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S
const camel = <S extends string>(s: S): Camel<S> => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as Camel<S>

export function spotWords(spot: string, t: Translate): string {
  const p = parseSpot(spot)
  if (!p) return spot
  // The words are keyed by the kind, its numbers (face, total, a, b) are their variables; a kind
  // without words in the event catalogue fails to compile here.
  const { kind, ...vars } = p
  const key: EventKey = `events.spot.${camel(kind)}`
  return t(key, vars)
}
