/**
 * Every procedure's handler, wired from the core's folders: each folder gives its group, and the few
 * procedures that cross two folders (a profile deleted with its live tables, a ruleset saved and its edge
 * warmed, a grade read after the grades under way) are put together here. The store's own procedures
 * come from store-state.ts.
 */
import type { ProcedureName } from '@shared/contract/index'
import { refused } from './errors'
import { profileHandlers } from './profiles'
import { settingsHandlers } from './settings'
import type { TableService } from './tables/service'
import { tableHandlers } from './tables/handlers'
import { drillHandlers } from './drill/index'
import { blackjackDrillHandlers } from './drill/blackjack'
import { blackjackCountingHandlers } from './drill/blackjack-counting'
import { flashcardHandlers } from './drill/flashcards'
import { drillHistoryHandlers } from './drill/history'
import { chipDrillHandlers } from './drill/sicbo-chips'
import { liveRollHandlers } from './drill/live-roll'
import { fairnessHandlers } from './verify/index'
import { rulesetHandlers } from './rulesets/index'
import { historyHandlers } from './history/index'
import { personGrades } from './history/people-grades'
import type { GameRegistry } from './games/game'
import { analysisHandlers, warmEdge } from './analysis/index'
import { simulationHandlers } from './analysis/simulate'
import type { AnalysisClient, CounterSimClient, XidachEdgeClient, XidachExactClient } from './workers'
import type { StoreProcedure } from './store-state'
import type { CoreContext, Handler, Handlers } from './types'

/** The worker threads' clients the handlers use (createCore starts and closes them). */
export interface CoreWorkers {
  analysis: AnalysisClient
  xidachEdges: XidachEdgeClient
  xidachExact: XidachExactClient
  counterSims: CounterSimClient
}

export function coreHandlers(
  ctx: CoreContext,
  games: GameRegistry,
  tables: TableService,
  workers: CoreWorkers,
  storeHandlers: Pick<Handlers, StoreProcedure>
): Handlers {
  const { analysis, xidachEdges, xidachExact, counterSims } = workers
  // The edges' workers by what they do (a bare `xidach:` key would read as a branch on a game's name).
  const analysisWorkers = { analysis, xidachSims: xidachEdges, xidachExact }
  const rulesets = rulesetHandlers(ctx, games)
  const profiles = profileHandlers(ctx)
  const history = historyHandlers(ctx, games)
  /** A reader of grades, run once the grades under way are written (see the history handlers below). */
  const afterGrades =
    <N extends ProcedureName>(read: Handler<N>): Handler<N> =>
    (input, caller) =>
      tables.grading() ? tables.gradesWritten().then(() => read(input, caller)) : read(input, caller)

  return {
    ...storeHandlers,
    ...settingsHandlers(ctx),
    ...profiles,
    // The deletion committed: the profile's live tables are gone with it.
    'profiles.delete': (input, caller) => {
      // Someone sitting at another person's open table (issue 35) keeps their profile until it is left:
      // that table's rounds pay into it.
      tables.refuseSeatedElsewhere(input.id)
      const state = profiles['profiles.delete'](input, caller)
      tables.dropProfile(input.id)
      return state
    },
    ...tableHandlers(tables),
    // The grades the table's coach keeps, read as history reads them: gradedSession answers once the
    // grades of decisions just made are computed (the coach asks right after each answer), and those
    // not yet written are answered from the queue, which stays to be written in one transaction.
    'tables.grades': async ({ tableId, after, profileId }) => {
      const { sessionId, game, person } = await tables.gradedSession(tableId, profileId)
      const book = games.of(game).grades
      if (!book) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
      const all = book.list(ctx.store(), sessionId, after, tables.queuedGrades(game, sessionId))
      // Several people: each person's grades are theirs alone (history/people-grades.ts).
      if (!person) return all
      const grades: ReadonlyArray<{ roundId: number; seat: string }> = all.grades
      return { ...all, grades: personGrades(ctx.store(), sessionId, person, grades) } as typeof all
    },
    ...fairnessHandlers(),
    ...drillHandlers(ctx),
    ...blackjackDrillHandlers(ctx),
    // Counting at the Blackjack table: the live table is the service's, the answers kept as drills.
    ...blackjackCountingHandlers(ctx, tables),
    ...flashcardHandlers(ctx, analysis),
    ...drillHistoryHandlers(ctx, games),
    ...chipDrillHandlers(ctx),
    ...liveRollHandlers(),
    ...rulesets,
    // A ruleset saved has its edge's slow part (Xì dách's) worked out in the background straight away (issue 35).
    'rulesets.create': async (input, caller) => {
      const d = await rulesets['rulesets.create'](input, caller)
      warmEdge(games, analysisWorkers, d)
      return d
    },
    'rulesets.save': async (input, caller) => {
      const d = await rulesets['rulesets.save'](input, caller)
      warmEdge(games, analysisWorkers, d)
      return d
    },
    ...history,
    // A decision just made is graded right after it: the readers of grades wait for those under way
    // (and the queue written), so a session, a round or an export read straight after play has them.
    'history.session': afterGrades(history['history.session']),
    'history.round': afterGrades(history['history.round']),
    'history.export': afterGrades(history['history.export']),
    ...analysisHandlers(games, analysisWorkers),
    ...simulationHandlers(ctx, counterSims)
  }
}
