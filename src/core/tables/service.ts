/**
 * Live tables: the life of every round (architecture.md, "core"). A round is created with its rules
 * snapshot and fairness commitment; each accepted action is validated, stepped, and persisted with
 * the computer seats' replies and, when the round ends, its ledger entries — all in one transaction,
 * so a crash can neither lose an action nor pay a round twice. At start-up unfinished rounds are
 * rebuilt by replaying their events from the committed seed.
 *
 * The service holds the live tables and runs each procedure; the round's pieces are their own
 * modules: a table opened or resumed (opening.ts), what it shows (projection.ts), a new round planned
 * and written (round-start.ts) from its stakes (stakes.ts), a rotating bank (rotation.ts) and its
 * randomness (randomness.ts), the person's decision checked (decision.ts), rebuilding a round
 * (replay.ts), the computer seats (computer.ts), settlement (settle.ts), the decision timer (timer.ts)
 * and hints and grades (coach.ts).
 */
import type { GameId, SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { NamedTableSetup, TableAdvice, TableSetup, TableState } from '@shared/contract/tables'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { AnalysisClient } from '../workers'
import type { Store } from '../store/store'
import { conflict, notFound, refused } from '../errors'
import { CURRENT_PROFILE_KEY, profilesState } from '../profiles'
import type { CoreContext } from '../types'
import { Coach, type ComputedGrade } from './coach'
import { advance } from './computer'
import { damagedRefusal, endDamagedTable, isTableDamaged } from './damaged'
import { checkedDecision, checkSeatProfile } from './decision'
import type { TableGames } from './game'
import {
  CONTINUE,
  hasPeople,
  isoNow,
  parseTableId,
  seatProfile,
  tableProfiles,
  unwrap,
  type LiveRound,
  type LiveTable,
  type TableJson
} from './live'
import { pauses, tableState, yourTurn } from './projection'
import { newTable, PRESET_ID, resumedTable, type OpenInput } from './opening'
import { tablesRepo, type SessionRow } from './repo'
import { insertRound, planRound } from './round-start'
import { profileNets } from './settle'
import { armTimer } from './timer'
import type { CountingSettings, TableCountInfo } from '@shared/contract/blackjack-counting'
import type { BetCheck, TableCount } from '@shared/games/blackjack-counting'
import { betCheckBefore, countInfo, countingOf, countShown } from './blackjack-counting'
import { deleteXidachSetup, saveXidachSetup, xidachSetups } from './xidach-setups'

/** What an action's transaction hands to `commit` once it has committed. */
interface Committing {
  t: LiveTable
  r: LiveRound
  table: TableJson
  /** The profiles' state as the commit leaves them, where a finished round moved the person's money. */
  profiles: ReturnType<typeof profilesState> | null
}

export class TableService {
  private readonly live = new Map<number, LiveTable>()
  private readonly coach: Coach
  /**
   * A computed grade, for the screens (core/index.ts words it as history lists grades, which this
   * module may not import): the current profile's open tables only.
   */
  onGrade: ((tableId: string, grade: ComputedGrade) => void) | null = null
  /**
   * A Blackjack bet checked against the table's ramp at its deal (counting on): core/index.ts keeps it
   * in the drill history, which this module may not import.
   */
  onBetChecked: ((profileId: string, sessionId: number, check: BetCheck & { roundId: number }) => void) | null = null
  /** Each table's last bet checked against its ramp (memory only; the drill history keeps them all). */
  private readonly lastBets = new Map<number, BetCheck & { roundId: number }>()

  constructor(
    private readonly ctx: CoreContext,
    private readonly analysis: AnalysisClient | null,
    private readonly games: TableGames
  ) {
    this.coach = new Coach(
      ctx,
      analysis,
      {
        advice: (t, a) => {
          if (this.shown(t)) ctx.emit('table.advice', { tableId: String(t.id), ...a })
        },
        grade: (sessionId, g) => {
          const t = this.live.get(sessionId)
          if (t && this.shown(t)) this.onGrade?.(String(t.id), g)
        }
      },
      games
    )
  }

  /** Whether the windows may hear of this table now: open, and the current profile's. */
  private shown(t: LiveTable): boolean {
    try {
      return !t.closed && t.profileId === this.store().settings.get(CURRENT_PROFILE_KEY)
    } catch {
      return false // no store open: nobody is at a table
    }
  }

  // ---- reading -----------------------------------------------------------------------------------

  private store(): Store {
    return this.ctx.store()
  }

  /**
   * The open table `tableId` names, if it belongs to the current profile. Another profile's table
   * answers exactly like one that does not exist: the id alone must not tell anyone it is there. Only
   * the canonical spelling of an id names a table ("01", "0x1" or "1e0" name none).
   */
  private table(tableId: string): LiveTable {
    const id = parseTableId(tableId)
    const t = id === null ? undefined : this.live.get(id)
    if (!t || t.closed || t.profileId !== this.store().settings.get(CURRENT_PROFILE_KEY)) {
      // One ended at resume because its saved data is damaged (damaged.ts) is refused as that, not as missing.
      const damaged =
        id === null || t ? null : damagedRefusal(this.store(), id, this.store().settings.get(CURRENT_PROFILE_KEY))
      if (damaged) throw damaged
      throw notFound(`There is no open table "${tableId}".`, { key: 'tables.notOpen', vars: { tableId } })
    }
    return t
  }

  private balance(profileId: string): Minor {
    return this.store().profiles.balance(profileId)
  }

  private state(t: LiveTable): TableState {
    return tableState(this.store(), t)
  }

  get(tableId: string): TableState {
    return this.state(this.table(tableId))
  }

  /**
   * The playing profile's last setup at `game` (the rules and the config of its latest sitting), so the
   * sit-down starts where the person left (issue 32: leaving forgot the preset and the bots); null if none.
   * Kept by the sessions themselves: nothing new is stored.
   */
  lastSetup(game: GameId): TableSetup | null {
    const store = this.store()
    const profileId = store.settings.get(CURRENT_PROFILE_KEY)
    if (typeof profileId !== 'string') return null
    const row = tablesRepo(store).lastSession.get(profileId, game)
    if (!row) return null
    const ruleset = row.ruleset_id.startsWith(PRESET_ID)
      ? { rules: { preset: row.ruleset_id.slice(PRESET_ID.length) } }
      : { rulesetId: row.ruleset_id }
    return { ruleset, config: JSON.parse(row.config_json) as unknown }
  }

  /** Named Xì dách table setups (xidach-setups.ts), the whole computer's. */
  setups(): NamedTableSetup[] {
    return xidachSetups(this.store())
  }

  saveSetup(setup: Omit<NamedTableSetup, 'savedAt' | 'game'>): NamedTableSetup[] {
    return saveXidachSetup(this.store(), setup, isoNow(this.ctx))
  }

  deleteSetup(name: string): NamedTableSetup[] {
    return deleteXidachSetup(this.store(), name)
  }

  list(): TableState[] {
    const current = this.store().settings.get(CURRENT_PROFILE_KEY)
    return [...this.live.values()].filter((t) => !t.closed && t.profileId === current).map((t) => this.state(t))
  }

  // ---- the coach ---------------------------------------------------------------------------------

  /** Hints for the person's decision now at the table, tagged with its game (the game's coach). */
  advice(tableId: string): Promise<TableAdvice | null> {
    const t = this.table(tableId)
    // A table of several people has no hints yet: the advice would be worked out for one viewer.
    if (hasPeople(t)) return Promise.resolve(null)
    return this.coach.advice(t)
  }

  /**
   * The table's session and game, once the grades under way are computed: its grades so far, stored
   * and queued (queuedGrades), are what the table's coach shows (read by the game's history reader,
   * wired in core/index.ts). A game without a coach has no grades: refused.
   */
  async gradedSession(tableId: string): Promise<{ sessionId: number; game: GameId }> {
    const t = this.table(tableId)
    if (!this.coach.hasCoach(t)) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
    await this.coach.gradesComputed()
    return { sessionId: t.id, game: t.driver.game }
  }

  /** The session's grades computed and not yet written (coach.ts's queuedRows). */
  queuedGrades: Coach['queuedRows'] = (game, sessionId) => this.coach.queuedRows(game, sessionId)

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
    if (!this.games.of(t.driver.game).counts)
      throw refused('Counting is for Blackjack tables.', { key: 'tables.countingBlackjackOnly' })
    return t
  }

  /** The person's counting settings at a Blackjack table, kept with it (sessions.table_json). */
  setCounting(tableId: string, counting: CountingSettings): TableState {
    const t = this.blackjackTable(tableId)
    const table: TableJson = { ...t.table, counting }
    const store = this.store()
    store.tx(() => tablesRepo(store).updateTableJson.run(JSON.stringify(table), t.id))
    t.table = table
    // Counter mode judges by the indices: the worker starts on them now (cached per ruleset and system).
    if (counting.on && counting.counter)
      void this.analysis?.indices(t.rules as BlackjackRules, counting.system).catch(() => undefined)
    return this.emit(t)
  }

  /** The cards of the shoe seen before the round shown, the ramp's next bet and the last bet's check. */
  count(tableId: string): TableCountInfo {
    const t = this.blackjackTable(tableId)
    return countInfo(this.coach, t, this.lastBets.get(t.id) ?? null)
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
      count: countShown(this.coach, t, r, t.round === null, counting),
      counting,
      profileId: t.profileId,
      sessionId: t.id
    }
  }

  // ---- opening and closing -----------------------------------------------------------------------

  /**
   * A profile sits at one table of a game at a time (a screen attaches to "the" open table of its
   * game): opening another ends the sitting at the old one first, and every window is told, so no
   * sitting is left open behind the person's back (issue 32: a second Sic Bo table, opened from another
   * window, stayed "đang chơi" after "Rời bàn" at the first). A round in play there is refused instead.
   */
  open(input: OpenInput): TableState {
    const profileId = this.store().settings.get(CURRENT_PROFILE_KEY)
    const before = [...this.live.values()].filter(
      (x) => !x.closed && x.profileId === profileId && x.driver.game === input.game
    )
    // A round nobody has put anything into blocks nothing (close discards it).
    const busy = before.find((x) => x.round !== null && !this.isEmpty(x))
    if (busy)
      throw refused(`Another table (${busy.driver.game}, table ${busy.id}) has a round in play; finish it first.`, {
        key: 'tables.otherTableRound',
        vars: { game: busy.driver.game, tableId: String(busy.id) }
      })
    const t = newTable(this.store(), this.games, input, isoNow(this.ctx))
    for (const x of before) this.close(String(x.id))
    this.live.set(t.id, t)
    this.games.of(t.driver.game).opened?.(t, this.analysis, this.ctx.log)
    return this.state(t)
  }

  close(tableId: string): TableState {
    const t = this.table(tableId)
    if (t.round && this.isEmpty(t)) this.discard(t)
    if (t.round) throw refused('Finish the round in play before leaving the table.', { key: 'tables.leaveMidRound' })
    const store = this.store()
    store.tx(() => tablesRepo(store).endSession.run(isoNow(this.ctx), this.balance(t.profileId), t.id))
    t.closed = true
    this.live.delete(t.id)
    // Every window hears it: one still showing this table goes back to its sit-down.
    return this.emit(t)
  }

  private isEmpty(t: LiveTable): boolean {
    return t.round !== null && t.driver.empty !== undefined && t.driver.empty(t.round.state)
  }

  /** Removes a round in play that holds nothing (see `TableDriver.empty`): no money, no outcome, no trace. */
  private discard(t: LiveTable): void {
    const r = t.round
    if (!r) return
    const store = this.store()
    store.tx(() => tablesRepo(store).discardRound.run(r.id))
    if (r.timer) clearTimeout(r.timer)
    t.round = null
    // Its number is free again; its commitment was never used up (the nonce did not move).
    t.lastSeq = r.seq - 1
  }

  /**
   * The person switches the decision timer off or on at the table (issue 32: reading the hints takes
   * longer than 15 s). Off, a decision waits for the person; a round in play when it is switched is
   * marked (`untimedRound`) and settles recorded as played untimed, as does every round settled while
   * it is off. Switched on during a decision, the decision gets the rules' whole time again.
   */
  setTimer(tableId: string, on: boolean): TableState {
    const t = this.table(tableId)
    const r = t.round
    const table: TableJson = { ...t.table, timerOff: !on, untimedRound: r ? r.id : (t.table.untimedRound ?? null) }
    const store = this.store()
    store.tx(() => tablesRepo(store).updateTableJson.run(JSON.stringify(table), t.id))
    t.table = table
    if (r) {
      if (r.timer) clearTimeout(r.timer)
      r.timer = null
      r.deadline = null
      if (on) this.arm(t, r)
    }
    return this.emit(t)
  }

  setClientSeed(tableId: string, clientSeed: string): TableState {
    const t = this.table(tableId)
    if (t.round) throw refused('The client seed can change only between rounds.', { key: 'tables.seedBetweenRounds' })
    if (t.table.shoe)
      throw refused('The client seed can change only when a new shoe is shuffled.', { key: 'tables.seedNewShoe' })
    // The server seed stays the one already committed to (its hash was shown): a client seed of one's
    // own is worth something only because the house chose its seed before seeing it.
    const table: TableJson = { ...t.table, clientSeed, next: { ...t.table.next, clientSeed } }
    const store = this.store()
    store.tx(() => tablesRepo(store).updateTableJson.run(JSON.stringify(table), t.id))
    t.table = table
    return this.emit(t)
  }

  // ---- several people at one table ----------------------------------------------------------------

  /**
   * A table of several people (issue 35): the person whose turn it is has the computer and presses to
   * see their own cards. Only their seat's, during their turn: the projection shows their hidden cards
   * from now until the turn ends (commit), then nobody's again.
   */
  look(tableId: string, seat: string, profileId: string): TableState {
    const t = this.table(tableId)
    if (!hasPeople(t)) throw refused('One person plays at this table.', { key: 'tables.onePerson' })
    const r = t.round
    const s = t.seats.find((x) => x.seat === seat && x.kind === 'you')
    if (!s || seatProfile(t, s) !== profileId)
      throw refused(`"${seat}" is not that profile's seat at this table.`, {
        key: 'tables.notProfileSeat',
        vars: { seat }
      })
    if (!r || !yourTurn(t, t.driver.engine.pending(r.state), r.state).some((y) => y.seat === seat))
      throw refused(`It is not "${seat}"'s turn: its cards cannot be shown yet.`, {
        key: 'tables.notLookTurn',
        vars: { seat }
      })
    t.looking = seat
    // Their decision's clock starts now, not while the computer was being passed to them.
    if (!r.timer) this.arm(t, r)
    return this.emit(t)
  }

  // ---- rounds ------------------------------------------------------------------------------------

  /**
   * A new round; with `first`, the person's first decision too, in the same transaction (one durable
   * commit: a Sic Bo roll with its bets). A refused decision rolls the start back with it.
   * `declineBank`: a rotating bank offered to the person is passed on, and they play this round.
   */
  start(
    tableId: string,
    stakesIn: Array<{ seat: string; amountMinor: Minor; profileId?: string }>,
    first?: { seat: string; action: Record<string, unknown> },
    declineBank = false
  ): TableState {
    const t = this.table(tableId)
    const { driver } = t
    if (t.round) throw conflict('A round is already in play at this table.', { key: 'tables.roundInPlay' })
    const store = this.store()
    const repo = tablesRepo(store)
    // Every open round is live in memory (resume loads them all at start-up), so no query is needed.
    // Any profile at this table (several people share one) with a round in play elsewhere blocks it.
    const mine = new Set(tableProfiles(t))
    const others = [...this.live.values()].filter(
      (x) => x !== t && x.round !== null && tableProfiles(x).some((p) => mine.has(p))
    )
    // A round nobody has put anything into yet blocks nothing: it goes, and its table is told.
    for (const x of others.filter((o) => this.isEmpty(o))) {
      this.discard(x)
      this.emit(x)
    }
    const other = others.find((x) => x.round !== null)
    if (other) {
      throw refused(`Another table (${other.driver.game}, table ${other.id}) has a round in play; finish it first.`, {
        key: 'tables.otherTableRound',
        vars: { game: other.driver.game, tableId: String(other.id) }
      })
    }

    const now = isoNow(this.ctx)
    const seq = t.lastSeq + 1
    let rulesId = t.rulesId
    // Counting on: the bet is checked against the ramp at the count before this deal (blackjack-counting.ts).
    const bet = betCheckBefore(this.coach, t, stakesIn)
    // The round's seating is the table's from here on (advance and settle read it); put back if the round fails.
    const seatsBefore = t.seats
    let done: Committing
    try {
      done = store.tx(() => {
        // Planned inside the transaction: the stake is checked against the balance the round is written on.
        const plan = planRound(store, t, stakesIn, declineBank)
        const { table } = plan
        t.seats = plan.seats
        rulesId ??= repo.steps.rulesId(JSON.stringify(t.rules))
        // Started with the person's decision (a Sic Bo roll), the round is written as ending here.
        const r = insertRound(repo, t, plan, rulesId, seq, now, first !== undefined)
        advance(store, t, r, table, now)
        if (!first) return this.committing(t, r, table)
        if (driver.engine.isOver(r.state))
          throw conflict('The round ended before your decision could be taken.', { key: 'tables.roundGone' })
        const next = this.step(t, r, first.seat, checkedDecision(t, r, first.seat, first.action), table, now)
        if (!driver.engine.isOver(next.state)) repo.reopenRound.run(next.id)
        return this.committing(t, next, table)
      })
    } catch (e) {
      t.seats = seatsBefore
      throw e
    }
    // Only now: a snapshot added by a transaction that rolled back does not exist.
    t.rulesId = rulesId
    if (bet) {
      const checked = { ...bet, roundId: done.r.id }
      this.lastBets.set(t.id, checked)
      this.onBetChecked?.(t.profileId, t.id, checked)
    }
    return this.commit(done)
  }

  act(input: {
    tableId: string
    roundId: number
    version: number
    seat: string
    action: Record<string, unknown>
    profileId?: string | undefined
  }): TableState {
    const t = this.table(input.tableId)
    const r = t.round
    if (!r || r.id !== input.roundId)
      throw conflict('That round is no longer in play at this table.', { key: 'tables.roundGone' })
    if (r.version !== input.version)
      throw conflict('The table has moved on since you acted; here is where it stands now.', { key: 'tables.movedOn' })
    // Not an engine action: it only lets the next computer move happen, so no game's schema knows it.
    if (input.action['do'] === CONTINUE) return this.pass(t, r, input.seat, input.profileId)
    const action = checkedDecision(t, r, input.seat, input.action, input.profileId)
    // The question the decision answers (its grade's) is fixed now, before the action changes the round.
    // Grades follow the driver's one viewer: not at a table of several people (yet).
    const grade = hasPeople(t) ? null : this.coach.beforeAction(t, r)
    const state = this.apply(t, r, input.seat, action)
    grade?.(input.seat, action, r.version + 1)
    return state
  }

  /** One accepted decision of the person's (or the timer's), then the computer seats, in one transaction. */
  private apply(t: LiveTable, r: LiveRound, seat: SeatId, action: unknown): TableState {
    const table: TableJson = { ...t.table }
    const now = isoNow(this.ctx)
    return this.commit(this.store().tx(() => this.committing(t, this.step(t, r, seat, action, table, now), table)))
  }

  /** Inside the caller's transaction: steps the decision, stores it, lets the computer seats follow. */
  private step(t: LiveTable, r: LiveRound, seat: SeatId, action: unknown, table: TableJson, now: string): LiveRound {
    const store = this.store()
    const step = unwrap(t.driver.engine.step(r.state, seat, action))
    const next: LiveRound = {
      ...r,
      state: step.state,
      version: r.version + 1,
      events: [...r.events, ...step.events],
      deadline: null,
      timer: r.timer,
      passes: 0
    }
    tablesRepo(store).steps.step(r.id, next.version, seat, JSON.stringify(action), JSON.stringify(step.events), now)
    advance(store, t, next, table, now)
    return next
  }

  /** `continue` at a pause: exactly the next computer move happens, then the table pauses again if it still may. */
  private pass(t: LiveTable, r: LiveRound, seat: SeatId, profileId?: string): TableState {
    const paused = pauses(t, r.state, t.driver.engine.pending(r.state))
    if (!paused.some((p) => p.seat === seat)) {
      throw refused(`"${seat}" has nothing to let pass now: the table is not paused for it.`, {
        key: 'tables.nothingToPass'
      })
    }
    checkSeatProfile(t, seat, profileId)
    const table: TableJson = { ...t.table }
    const now = isoNow(this.ctx)
    const next: LiveRound = { ...r, deadline: null, passes: 1 }
    const store = this.store()
    return this.commit(
      store.tx(() => {
        advance(store, t, next, table, now)
        return this.committing(t, next, table)
      })
    )
  }

  /**
   * The last reads of an action's transaction, after its writes: the person's balance as the commit
   * leaves it (the answer's projection is then answered from it, balances.ts `asOfCommit`), and the
   * profiles' new state where a finished round moved their money.
   */
  private committing(t: LiveTable, r: LiveRound, table: TableJson): Committing {
    const store = this.store()
    this.balance(t.profileId)
    const moved = t.driver.engine.isOver(r.state) && [...profileNets(t, r).values()].some((n) => n !== 0)
    return { t, r, table, profiles: moved ? profilesState(store) : null }
  }

  /**
   * After a transaction committed: adopt the new round and table state, arm the timer, tell windows.
   * A round that ended here was settled in that transaction: when it moved the person's balance,
   * every window hears the profiles' new state too, so no screen has to ask for it.
   */
  private commit({ t, r, table, profiles }: Committing): TableState {
    t.lastSeq = Math.max(t.lastSeq, r.seq)
    if (r.timer) clearTimeout(r.timer)
    r.timer = null
    t.table = table
    const over = t.driver.engine.isOver(r.state)
    // A table of several people: the turn of whoever looked has ended, their cards are hidden again.
    if (
      t.looking != null &&
      (over || !yourTurn(t, t.driver.engine.pending(r.state), r.state).some((y) => y.seat === t.looking))
    )
      t.looking = null
    if (over) {
      t.round = null
      t.lastRound = r
      this.coach.finished(t, r)
      // Earlier rounds of a finished shoe are revealed now too; the last one shown follows.
    } else {
      t.round = r
      this.arm(t, r)
    }
    const state = this.store().balances.asOfCommit(() => this.emit(t))
    if (profiles) this.ctx.emit('profiles.changed', profiles)
    // A table nobody is shown (another profile's, moved by its timer) is followed when next opened.
    if (!over && this.shown(t) && !hasPeople(t)) this.coach.follow(t, r)
    return state
  }

  private arm(t: LiveTable, r: LiveRound): void {
    // At a table of several people the clock waits behind the privacy screen: it starts when the
    // person whose turn it is presses to look (look), so passing the computer costs them no time.
    if (hasPeople(t) && !yourTurn(t, t.driver.engine.pending(r.state), r.state).some((y) => y.seat === t.looking))
      return
    armTimer(this.ctx, t, r, (seat, action) => this.apply(t, r, seat, action))
  }

  private emit(t: LiveTable): TableState {
    const s = this.state(t)
    // Windows hear only of the current profile's tables (and of a table closing): another profile's
    // table moving on its timer must not tell anyone it exists.
    if (t.closed || t.profileId === this.store().settings.get(CURRENT_PROFILE_KEY)) this.ctx.emit('table.changed', s)
    return s
  }

  // ---- start-up ------------------------------------------------------------------------------------

  /** Rebuilds every open table, replaying unfinished rounds from their committed seed and events. */
  resume(): void {
    for (const row of tablesRepo(this.store()).openSessions.all()) {
      try {
        this.resumeTable(row)
      } catch (e) {
        this.ctx.log.error(`table ${row.id} could not be resumed`, e)
        // Its saved data is damaged: ended, so nobody is left with a sitting they cannot leave (damaged.ts).
        if (isTableDamaged(e)) endDamagedTable(this.store(), row, isoNow(this.ctx), e.message, this.ctx.log)
      }
    }
  }

  private resumeTable(row: SessionRow): void {
    const t = resumedTable(this.store(), this.games, row)
    this.live.set(row.id, t)
    this.games.of(t.driver.game).opened?.(t, this.analysis, this.ctx.log)
    if (t.round) this.arm(t, t.round)
  }

  /**
   * A profile was deleted (its sessions, rounds and ledger went with it, in the same transaction): its
   * live tables go too. A round in play is void — its stakes were never paid out, and the ledger rows
   * that would settle it are gone with the profile — so nothing is settled; every window hears the
   * table closed.
   */
  dropProfile(profileId: string): void {
    for (const t of [...this.live.values()]) {
      if (t.profileId !== profileId) continue
      if (t.round?.timer) clearTimeout(t.round.timer)
      t.closed = true
      this.live.delete(t.id)
      this.emit(t)
    }
  }

  /**
   * Refuses to delete a profile that sits at someone else's open table (a Xì dách table of several
   * people): its seat's chips and ledger are that table's to settle until the table is left.
   */
  refuseSeatedElsewhere(profileId: string): void {
    for (const t of this.live.values())
      if (!t.closed && t.profileId !== profileId && tableProfiles(t).includes(profileId))
        throw refused('This profile sits at someone else’s table; leave that table first.', {
          key: 'profiles.seatedElsewhere'
        })
  }

  shutdown(): void {
    for (const t of this.live.values()) if (t.round?.timer) clearTimeout(t.round.timer)
    this.live.clear()
  }
}
