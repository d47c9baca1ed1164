/**
 * The table's coach: hints for the person's decision now, and the grade of each decision they take, at
 * a game whose module has a coach (`TableGame.coach`: blackjack-coach.ts, xidach-coach.ts). Everything
 * comes from the person's own view (never a hidden card or the deck order). This half is the games'
 * common part: following a table, asking for hints, and the queue the grades are written from.
 */
import type { GameId } from '@shared/games'
import type { TableAdvice, TableGrade } from '@shared/contract/tables'
import type { AnalysisClient } from '../workers'
import { refused } from '../errors'
import type { Store } from '../store/store'
import type { CoreContext } from '../types'
import type { CoachKit, ComputedGrade, GameCoach, TableGames } from './game'
import type { LiveRound, LiveTable } from './live'
import { tablesRepo } from './repo'

export type { ComputedGrade } from './game'

/**
 * Where the coach sends what it computes for a table screen (TableService: the current profile's open
 * tables only): the advice for the person's decision now, and each grade as it is computed, in the
 * words the game's coach gave it.
 */
export interface CoachPush {
  advice(t: LiveTable, advice: TableAdvice): void
  grade(sessionId: number, grade: TableGrade): void
}

/** A computed grade waiting in the write queue, with its session and the store open at its decision. */
type QueuedGrade = ComputedGrade & { sessionId: number; store: Store }

/**
 * How long a computed grade may wait for others to share its transaction. No reader sees the wait:
 * history's readers write the queue first (gradesWritten), and a table's coach, which reads after
 * every move, is answered the queued grades with the stored ones (queuedGrades). A crash inside it loses
 * only grades, which are computed after the reply anyway (never money or a round).
 */
const GRADE_WRITE_DELAY_MS = 100

export class Coach {
  /** Grades being computed (Blackjack's analysis runs in a worker; each is queued when it arrives). */
  private readonly gradingJobs = new Set<Promise<void>>()

  /** Grades computed and not yet written: written together, in one transaction (see writeGrades). */
  private queued: QueuedGrade[] = []
  private writeTimer: ReturnType<typeof setTimeout> | null = null

  /** Each game's half of the coach, made on first use; null for a game without one. */
  private readonly coaches = new Map<GameId, GameCoach | null>()
  private readonly kit: CoachKit

  constructor(
    private readonly ctx: CoreContext,
    readonly analysis: AnalysisClient | null,
    private readonly push: CoachPush,
    private readonly games: TableGames
  ) {
    this.kit = { ctx, analysis, gradeJob: (of, work) => this.gradeJob(of, work) }
  }

  /** The game's half of the coach at table `t`, or null when its game has none. */
  private of(t: LiveTable): GameCoach | null {
    const game = t.driver.game
    let c = this.coaches.get(game)
    if (c === undefined) {
      c = this.games.of(game).coach?.(this.kit) ?? null
      this.coaches.set(game, c)
    }
    return c
  }

  /**
   * After a commit that leaves round `r` waiting for the person: works out the advice for that decision
   * and pushes it when ready, unless the round has moved on by then. Its grade needs the same figures,
   * so hints on or off this is the work the decision costs anyway; the screen never asks and waits.
   */
  follow(t: LiveTable, r: LiveRound): void {
    this.of(t)?.follow(
      t,
      r,
      (a) => this.push.advice(t, a),
      () => t.round === r && !t.closed
    )
  }

  /** A round finished at table `t`. */
  finished(t: LiveTable, r: LiveRound): void {
    this.of(t)?.finished?.(t, r)
  }

  /** Hints for the person's decision now (tagged with the game), or null; refused at a game without a coach. */
  async advice(t: LiveTable): Promise<TableAdvice | null> {
    const c = this.of(t)
    if (!c) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
    return c.advice(t)
  }

  /** Whether the game at table `t` has a coach (hints and grades). */
  hasCoach(t: LiveTable): boolean {
    return this.of(t) !== null
  }

  /** Fixes the question of the person's decision now; the grader grades the action once it is stored. */
  beforeAction(t: LiveTable, r: LiveRound): ((seat: string, action: unknown, eventSeq: number) => void) | null {
    return this.of(t)?.beforeAction(t, r) ?? null
  }

  /**
   * One grade, computed by `work` (started now, so it asks about the decision as it was); the grade it
   * returns (null: none) is queued and written with the grades computed near it (writeGrades). A
   * failure is logged, never thrown.
   */
  private gradeJob(of: { roundId: number; sessionId: number }, work: () => Promise<ComputedGrade | null>): void {
    const store = this.ctx.store()
    const job = work()
      .then((grade) => {
        if (!grade) return
        this.queued.push({ ...grade, sessionId: of.sessionId, store })
        this.push.grade(of.sessionId, grade.worded)
        // Unref'd: a queued grade never keeps a process alive; close() writes it (gradesWritten).
        this.writeTimer ??= setTimeout(() => this.writeGrades(), GRADE_WRITE_DELAY_MS)
        this.writeTimer.unref?.()
      })
      .catch((e: unknown) => this.ctx.log.warn(`grade of round ${of.roundId} failed: ${(e as Error).message}`))
    this.gradingJobs.add(job)
    void job.finally(() => this.gradingJobs.delete(job))
  }

  /**
   * Writes the queued grades in one transaction: a grade costs a transaction's commit otherwise, as
   * much as the decision it grades (issue 12). Each goes only into the store that was open at its
   * decision, still open, and only while its round exists (a session deleted meanwhile has no grade).
   * If the batch fails, each grade is tried in its own transaction, so one bad grade loses no other.
   */
  private writeGrades(): void {
    if (this.writeTimer) clearTimeout(this.writeTimer)
    this.writeTimer = null
    const queued = this.queued
    this.queued = []
    let open: Store
    try {
      open = this.ctx.store()
    } catch {
      return // no store open (shutting down, or damaged): the grades have nowhere to go
    }
    const batch = queued.filter((g) => g.store === open && g.store.db.open !== false)
    if (batch.length === 0) return
    const repo = tablesRepo(open)
    const writeOne = (g: QueuedGrade): void => {
      if (repo.roundExists.get(g.worded.grade.roundId)) g.write(repo)
    }
    try {
      open.tx(() => batch.forEach(writeOne))
    } catch {
      for (const g of batch) {
        try {
          open.tx(() => writeOne(g))
        } catch (e) {
          this.ctx.log.warn(`${g.worded.game} grade of round ${g.worded.grade.roundId} failed: ${(e as Error).message}`)
        }
      }
    }
  }

  /** Whether a grade is being computed now, or waits to be written. */
  grading(): boolean {
    return this.gradingJobs.size > 0 || this.queued.length > 0
  }

  /** Resolves once every decision graded so far has its grade computed (written, or queued). */
  async gradesComputed(): Promise<void> {
    while (this.gradingJobs.size > 0) await Promise.all([...this.gradingJobs])
  }

  /** Resolves once every decision graded so far is written (readers, tests and shutdown wait on it). */
  async gradesWritten(): Promise<void> {
    await this.gradesComputed()
    this.writeGrades()
  }

  /**
   * A session's grades of one game still queued: a table's coach is answered these with the stored
   * ones, so its read after every move leaves the grades to be written together (a transaction per
   * decision otherwise). Only the open store's, in the words they were pushed in.
   */
  queuedGrades(game: GameId, sessionId: number): TableGrade[] {
    let open: Store
    try {
      open = this.ctx.store()
    } catch {
      return []
    }
    return this.queued
      .filter((g) => g.worded.game === game && g.sessionId === sessionId && g.store === open)
      .map((g) => g.worded)
  }
}
