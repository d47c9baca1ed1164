/**
 * Live tables: the life of every round (architecture.md, "core"). A round is created with its rules
 * snapshot and fairness commitment; each accepted action is validated, stepped, and persisted with
 * the computer seats' replies and, when the round ends, its ledger entries — all in one transaction,
 * so a crash can neither lose an action nor pay a round twice. At start-up unfinished rounds are
 * rebuilt by replaying their events from the committed seed.
 *
 * The service holds the live tables and is every procedure's door: it finds the caller's table and
 * hands it on. The round's pieces are their own modules: what the procedures share and what windows
 * hear (context.ts), the action path (action.ts), the open/close path (sitting.ts), a table's settings
 * (table-settings.ts), a table opened or resumed (opening.ts), what it shows (projection.ts), a new
 * round planned and written (round-start.ts) from its stakes (stakes.ts), a rotating bank
 * (rotation.ts) and its randomness (randomness.ts), the person's decision checked (decision.ts),
 * rebuilding a round (replay.ts), the computer seats (computer.ts), settlement (settle.ts), the
 * decision timer (timer.ts) and hints and grades (coach.ts).
 *
 * `replyTo` (the calling connection, `Caller.connection`): the state a procedure answers goes to that
 * connection as its reply and to every other window as `table.changed`, never to the caller twice.
 */
import type { GameId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { NamedTableSetup, TableAdvice, TableSetup, TableState } from '@shared/contract/tables'
import type { AnalysisClient } from '../workers'
import type { Store } from '../store/store'
import { conflict, notFound, refused } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'
import type { CoreContext } from '../types'
import { Coach } from './coach'
import { adviceAsker, gradesOwner, type GradesOwner } from './decision'
import { act, look, type ActInput } from './action'
import { shown, type Tables } from './context'
import { damagedRefusal } from './damaged'
import type { TableGames } from './game'
import { hasPeople, isoNow, parseTableId, type LiveTable } from './live'
import { tableState } from './projection'
import { lastSetup, type OpenInput } from './opening'
import { startRound } from './round-start'
import { closeTable, dropProfile, openTable, refuseOtherRounds, refuseSeatedElsewhere, resumeTables } from './sitting'
import { setClientSeed, setCounting, setTimer } from './table-settings'
import type { CountingSettings, TableCountInfo } from '@shared/contract/blackjack-counting'
import type { BetCheck, TableCount } from '@shared/games/blackjack-counting'
import { betCheckBefore, countInfo, countingOf, countShown } from './blackjack-counting'
import { deleteXidachSetup, saveXidachSetup, xidachSetups } from './xidach-setups'

export class TableService {
  private readonly c: Tables
  private readonly coach: Coach
  /**
   * A Blackjack bet checked against the table's ramp at its deal (counting on): core/index.ts keeps it
   * in the drill history, which this module may not import.
   */
  onBetChecked: ((profileId: string, sessionId: number, check: BetCheck & { roundId: number }) => void) | null = null
  /** Each table's last bet checked against its ramp (memory only; the drill history keeps them all). */
  private readonly lastBets = new Map<number, BetCheck & { roundId: number }>()

  constructor(ctx: CoreContext, analysis: AnalysisClient | null, games: TableGames) {
    const live = new Map<number, LiveTable>()
    this.coach = new Coach(
      ctx,
      analysis,
      {
        advice: (t, a) => {
          if (shown(this.c, t)) ctx.emit('table.advice', { tableId: String(t.id), ...a })
        },
        grade: (sessionId, g) => {
          const t = live.get(sessionId)
          // At a table of several people a grade tells of its hand: it goes out only while the seat's
          // owner is still looking; otherwise they read it when they next look (tables.grades).
          if (t && shown(this.c, t) && (!hasPeople(t) || t.looking === g.grade.seat))
            ctx.emit('table.grade', { tableId: String(t.id), ...g })
        }
      },
      games
    )
    this.c = { ctx, live, coach: this.coach, games, analysis }
  }

  // ---- reading -----------------------------------------------------------------------------------

  private store(): Store {
    return this.c.ctx.store()
  }

  /**
   * The open table `tableId` names, if it belongs to the current profile. Another profile's table
   * answers exactly like one that does not exist: the id alone must not tell anyone it is there. Only
   * the canonical spelling of an id names a table ("01", "0x1" or "1e0" name none).
   */
  private table(tableId: string): LiveTable {
    const id = parseTableId(tableId)
    const t = id === null ? undefined : this.c.live.get(id)
    const current = this.store().settings.get(CURRENT_PROFILE_KEY)
    if (!t || t.closed || t.profileId !== current) {
      // One ended at resume because its saved data is damaged (damaged.ts) is refused as that, not as missing.
      const damaged = id === null || t ? null : damagedRefusal(this.store(), id, current)
      if (damaged) throw damaged
      throw notFound(`There is no open table "${tableId}".`, { key: 'tables.notOpen', vars: { tableId } })
    }
    return t
  }

  get(tableId: string): TableState {
    return tableState(this.store(), this.table(tableId))
  }

  /** The playing profile's last setup at `game`, for its sit-down (opening.ts). */
  lastSetup(game: GameId): TableSetup | null {
    return lastSetup(this.store(), game)
  }

  /** Named Xì dách table setups (xidach-setups.ts), the whole computer's. */
  setups(): NamedTableSetup[] {
    return xidachSetups(this.store())
  }

  saveSetup(setup: Omit<NamedTableSetup, 'savedAt' | 'game'>): NamedTableSetup[] {
    return saveXidachSetup(this.store(), setup, isoNow(this.c.ctx))
  }

  deleteSetup(name: string): NamedTableSetup[] {
    return deleteXidachSetup(this.store(), name)
  }

  list(): TableState[] {
    const current = this.store().settings.get(CURRENT_PROFILE_KEY)
    return [...this.c.live.values()]
      .filter((t) => !t.closed && t.profileId === current)
      .map((t) => tableState(this.store(), t))
  }

  // ---- the coach ---------------------------------------------------------------------------------

  /** Hints for the person's decision now at the table, tagged with its game (the game's coach). */
  advice(tableId: string, profileId?: string): Promise<TableAdvice | null> {
    const t = this.table(tableId)
    // Several people: the hints are about the hand of whoever pressed to look, theirs alone to ask for.
    if (!adviceAsker(t, profileId)) return Promise.resolve(null)
    return this.coach.advice(t)
  }

  /**
   * The table's session and game, once the grades under way are computed: its grades so far, stored
   * and queued (queuedGrades), are what the table's coach shows (read by the game's history reader,
   * wired in core/index.ts). A game without a coach has no grades: refused. At a table of several
   * people, `person` says whose grades to keep (people-grades.ts).
   */
  async gradedSession(
    tableId: string,
    profileId?: string
  ): Promise<{ sessionId: number; game: GameId; person: GradesOwner | null }> {
    const t = this.table(tableId)
    if (!this.coach.hasCoach(t)) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
    const person = gradesOwner(t, profileId)
    await this.coach.gradesComputed()
    return { sessionId: t.id, game: t.driver.game, person }
  }

  /** The session's grades computed and not yet written (coach.ts's queuedGrades). */
  queuedGrades: Coach['queuedGrades'] = (game, sessionId) => this.coach.queuedGrades(game, sessionId)

  /** Whether a grade is being computed now. */
  grading(): boolean {
    return this.coach.grading()
  }

  /** Resolves once every decision graded so far is written (tests and shutdown wait on it). */
  gradesWritten(): Promise<void> {
    return this.coach.gradesWritten()
  }

  // ---- counting (Blackjack; blackjack-counting.ts) ---------------------------------------------------

  private blackjackTable(tableId: string): LiveTable {
    const t = this.table(tableId)
    if (!this.c.games.of(t.driver.game).counts)
      throw refused('Counting is for Blackjack tables.', { key: 'tables.countingBlackjackOnly' })
    return t
  }

  /** The person's counting settings at a Blackjack table, kept with it (sessions.table_json). */
  setCounting(tableId: string, counting: CountingSettings, replyTo?: string): TableState {
    return setCounting(this.c, this.blackjackTable(tableId), counting, replyTo)
  }

  /** The cards of the shoe seen before the round shown, the ramp's next bet and the last bet's check. */
  count(tableId: string): TableCountInfo {
    const t = this.blackjackTable(tableId)
    return countInfo(t, this.lastBets.get(t.id) ?? null)
  }

  /**
   * The count the person should have with round `roundId` (in play or the last one) at `version` shown
   * in full, for the quiz; refused when the table has moved on since the question was asked.
   */
  countNow(
    tableId: string,
    roundId: number,
    version: number
  ): { count: TableCount; counting: CountingSettings; profileId: string; sessionId: number } {
    const t = this.blackjackTable(tableId)
    const r = t.round ?? t.lastRound
    const counting = countingOf(t)
    if (!r || r.id !== roundId || r.version !== version || !counting)
      throw conflict('The table has moved on since you acted; here is where it stands now.', { key: 'tables.movedOn' })
    return {
      count: countShown(t, r, t.round === null, counting),
      counting,
      profileId: t.profileId,
      sessionId: t.id
    }
  }

  // ---- opening, closing and a table's settings (sitting.ts, table-settings.ts) -----------------------

  open(input: OpenInput): TableState {
    return openTable(this.c, input)
  }

  close(tableId: string, replyTo?: string): TableState {
    return closeTable(this.c, this.table(tableId), replyTo)
  }

  setTimer(tableId: string, on: boolean, replyTo?: string): TableState {
    return setTimer(this.c, this.table(tableId), on, replyTo)
  }

  setClientSeed(tableId: string, clientSeed: string, replyTo?: string): TableState {
    return setClientSeed(this.c, this.table(tableId), clientSeed, replyTo)
  }

  // ---- rounds (action.ts) --------------------------------------------------------------------------

  /** A table of several people: the person whose turn it is presses to see their own cards. */
  look(tableId: string, seat: string, profileId: string, replyTo?: string): TableState {
    return look(this.c, this.table(tableId), seat, profileId, replyTo)
  }

  act(input: ActInput & { tableId: string }, replyTo?: string): TableState {
    return act(this.c, this.table(input.tableId), input, replyTo)
  }

  /**
   * A new round; with `first`, the person's first decision too, in the same transaction (one durable
   * commit: a Sic Bo roll with its bets). A refused decision rolls the start back with it.
   * `declineBank`: a rotating bank offered to the person is passed on, and they play this round.
   */
  start(
    tableId: string,
    stakesIn: Array<{ seat: string; amountMinor: Minor; profileId?: string }>,
    first?: { seat: string; action: Record<string, unknown> },
    declineBank = false,
    replyTo?: string
  ): TableState {
    const t = this.table(tableId)
    if (t.round) throw conflict('A round is already in play at this table.', { key: 'tables.roundInPlay' })
    refuseOtherRounds(this.c, t)
    // Counting on: the bet is checked against the ramp at the count before this deal (blackjack-counting.ts).
    const bet = betCheckBefore(t, stakesIn)
    return startRound(this.c, t, stakesIn, first, declineBank, replyTo, (r) => {
      if (!bet) return
      const checked = { ...bet, roundId: r.id }
      this.lastBets.set(t.id, checked)
      this.onBetChecked?.(t.profileId, t.id, checked)
    })
  }

  // ---- start-up, profiles and shutdown (sitting.ts) -----------------------------------------------

  /** Rebuilds every open table, replaying unfinished rounds from their committed seed and events. */
  resume(): void {
    resumeTables(this.c)
  }

  dropProfile(profileId: string): void {
    dropProfile(this.c, profileId)
  }

  refuseSeatedElsewhere(profileId: string): void {
    refuseSeatedElsewhere(this.c, profileId)
  }

  shutdown(): void {
    for (const t of this.c.live.values()) if (t.round?.timer) clearTimeout(t.round.timer)
    this.c.live.clear()
  }
}
