/**
 * The game-tagged coach procedures (`tables.advice`, `tables.grades`) answer `{ game, … }` for the
 * table's game; a test at one game's table takes the payload out, failing if the tag is another game's.
 */
import type { TableAdvice, TableGrades } from '../../src/shared/contract/tables'

type Game = TableAdvice['game']
type AdviceOf<G extends Game> = { [A in TableAdvice as A['game']]: A['advice'] }[G]
type GradesOf<G extends Game> = { [A in TableGrades as A['game']]: A['grades'] }[G]

/** The advice of a `tables.advice` answer (null stays null), checked to be `game`'s. */
export function adviceOf<G extends Game>(game: G, a: TableAdvice | null): AdviceOf<G> | null {
  if (a === null) return null
  if (a.game !== game) throw new Error(`expected ${game} advice, got ${a.game}'s`)
  return a.advice as unknown as AdviceOf<G>
}

/** The grades of a `tables.grades` answer, checked to be `game`'s. */
export function gradesOf<G extends Game>(game: G, g: TableGrades): GradesOf<G> {
  if (g.game !== game) throw new Error(`expected ${game} grades, got ${g.game}'s`)
  return g.grades as unknown as GradesOf<G>
}
