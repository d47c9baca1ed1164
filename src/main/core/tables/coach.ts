/**
 * The table's coach: hints for the person's decision now, and the grade of each Blackjack and Xì
 * dách decision they take. Everything comes from the person's own view (never a hidden card or the deck order);
 * Blackjack's EVs come from the exact analysis in a worker (blackjack-advice.ts turns them into advice),
 * Xì dách's from the advisor, a player's in that same worker and a dealer's in main (xidach-grading.ts
 * turns them into grades).
 */
import type { SeatId } from '@shared/games'
import { DEALER } from '@shared/games'
import type { BlackjackAdviceInfo, TableAdvice, XidachAdviceInfo } from '@shared/contract/tables'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import type { XidachView } from '@shared/games/xidach'
import type { AnalysisClient, HandQuery } from '../../engine/games/blackjack'
import {
  adviseDealer,
  advisePlayer,
  questionFromView,
  type DealerStrength,
  type PlayerAdvice,
  type PlayerQuestion
} from '../../engine/games/xidach'
import { refused } from '../errors'
import type { Store } from '../../store/store'
import type { CoreContext } from '../types'
import { adviceOf, adviceQuery, chartCell, decisionCost, seenInView, type ChartCell } from './blackjack-advice'
import { counterBest, counterQuestion } from './blackjack-counting'
import type { CounterAdvice } from '@shared/contract/blackjack-counting'
import type { BlackjackGradeRow, XidachGradeRow } from './grade-rows'
import { CONTINUE, isoNow, type LiveRound, type LiveTable } from './live'
import { yourTurn } from './projection'
import { tablesRepo, type TablesRepo } from './repo'
import { actionWord, dealerOptions, playerOptions, xidachCost } from './xidach-grading'

/** A Blackjack decision's analysis question, fixed before the action is applied. */
export interface AdviceInput {
  rules: BlackjackRules
  query: HandQuery
  allowed: BlackjackActionName[]
  roundId: number
  /** The round's number in its session and the session's id (the table's): a queued grade's place. */
  roundSeq: number
  sessionId: number
  version: number
  seat: SeatId
  hand: number
  stakeMinor: number
  /** Counter mode at the decision: the count system and floored true count it is judged at (blackjack-counting.ts). */
  counter: { system: CounterAdvice['system']; tc: number } | null
}

/**
 * A decision's advice: the exact EVs and best play, and in counter mode the counter's play (basic
 * strategy plus the index plays at the decision's true count) beside them. The exact best stays the
 * row's `best` (a grade's cost is always against it, as the history import checks).
 */
type Judged = NonNullable<ReturnType<typeof adviceOf>> & { counter?: CounterAdvice }
/** A graded decision's "why": its chart cell, and in counter mode the counter's verdict. */
type GradeCell = ChartCell & { counter?: CounterAdvice }

/** A Xì dách decision's advisor question, fixed before the action is applied. */
export interface XidachInput {
  roundId: number
  roundSeq: number
  sessionId: number
  version: number
  seat: SeatId
  view: XidachView
  dealer: DealerStrength
}

/** Each game's grade row (grade-rows.ts). */
interface GradeRows {
  blackjack: BlackjackGradeRow
  xidach: XidachGradeRow
}
type GradeGame = keyof GradeRows

/** A computed grade: its game and its row as a read would answer it. */
export type ComputedGrade = { [G in GradeGame]: { game: G; row: GradeRows[G] } }[GradeGame]

/**
 * Where the coach sends what it computes for a table screen (TableService: the current profile's open
 * tables only): the advice for the person's decision now, and each grade as it is computed.
 */
export interface CoachPush {
  advice(t: LiveTable, advice: TableAdvice): void
  grade(sessionId: number, grade: ComputedGrade): void
}

/** A computed grade waiting in the write queue, with its session and the store open at its decision. */
type QueuedGrade = ComputedGrade & { sessionId: number; store: Store }

/**
 * How long a computed grade may wait for others to share its transaction. No reader sees the wait:
 * history's readers write the queue first (gradesWritten), and a table's coach, which reads after
 * every move, is answered the queued grades with the stored ones (queuedRows). A crash inside it loses
 * only grades, which are computed after the reply anyway (never money or a round).
 */
const GRADE_WRITE_DELAY_MS = 100

/** The decisions the strategy chart covers. */
const PLAYS: ReadonlySet<string> = new Set(['hit', 'stand', 'double', 'split', 'surrender'])

export class Coach {
  /**
   * Blackjack hints: per table, the face-up cards the person saw in earlier rounds of the shoe in use
   * (keyed by the shoe's seed hash), from their own views only. Memory only: after a restart the
   * count starts again from the round in play.
   */
  private readonly seenInShoe = new Map<number, { shoe: string; counts: number[] }>()

  /** Recent decisions' advice (see adviceFor). */
  private readonly advised = new Map<string, Promise<Judged | null>>()

  /** Xì dách advice of recent decisions (see xidachAdviceFor). */
  private readonly xidachAdvised = new Map<string, Promise<XidachAdviceInfo | null>>()

  /** Grades being computed (Blackjack's analysis runs in a worker; each is queued when it arrives). */
  private readonly gradingJobs = new Set<Promise<void>>()

  /** Grades computed and not yet written: written together, in one transaction (see writeGrades). */
  private queued: QueuedGrade[] = []
  private writeTimer: ReturnType<typeof setTimeout> | null = null

  /** Each round state's questions, asked once: pushing the advice and grading the decision share them. */
  private readonly inputs = new WeakMap<LiveRound, AdviceInput | null>()
  private readonly xidachInputs = new WeakMap<LiveRound, XidachInput | null>()

  constructor(
    private readonly ctx: CoreContext,
    readonly analysis: AnalysisClient | null,
    private readonly push: CoachPush
  ) {}

  /**
   * After a commit that leaves round `r` waiting for the person: works out the advice for that decision
   * and pushes it when ready, unless the round has moved on by then. Its grade needs the same figures,
   * so hints on or off this is the work the decision costs anyway; the screen never asks and waits.
   * Xì dách starts after the reply (a dealer's advice is computed on main).
   */
  follow(t: LiveTable, r: LiveRound): void {
    const current = (): boolean => t.round === r && !t.closed
    if (t.driver.game === 'blackjack') {
      const input = this.analysis ? this.adviceInput(t, r) : null
      if (!input) return
      this.adviceFor(input).then(
        (a) => {
          if (a && current()) this.push.advice(t, { game: 'blackjack', advice: blackjackInfo(input, a) })
        },
        () => {} // the ask or the grade reports it
      )
    } else if (t.driver.game === 'xidach') {
      const input = this.xidachInput(t, r)
      if (!input) return
      setImmediate(() => {
        if (!current()) return
        this.xidachAdviceFor(input).then(
          (a) => {
            if (a && current()) this.push.advice(t, { game: 'xidach', advice: a })
          },
          () => {}
        )
      })
    }
  }

  /** A finished Blackjack round of a shoe: its face-up cards, as the person's view shows them, count as seen. */
  noteSeen(t: LiveTable, r: LiveRound): void {
    if (t.driver.game !== 'blackjack' || r.offset === null) return
    const shoe = r.secret.serverSeedHash
    const view = t.driver.engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
    const had = this.seenInShoe.get(t.id)
    const counts = had && had.shoe === shoe ? had.counts : new Array<number>(11).fill(0)
    const seen = seenInView(view)
    for (let v = 1; v <= 10; v++) counts[v] = (counts[v] as number) + (seen[v] as number)
    this.seenInShoe.set(t.id, { shoe, counts })
  }

  /** The face-up cards (by value) the person saw of shoe `shoe` at table `tableId`; zeros for another shoe. */
  seenOfShoe(tableId: number, shoe: string): number[] {
    const had = this.seenInShoe.get(tableId)
    return had && had.shoe === shoe ? [...had.counts] : new Array<number>(11).fill(0)
  }

  /**
   * The analysis question for the person's Blackjack decision now, from their own view of the round
   * (the hole card is null in it until revealed) and the face-up cards of earlier rounds of the shoe;
   * null when no decision of theirs is awaited. Synchronous, so the question is fixed before an action
   * changes the round.
   */
  adviceInput(t: LiveTable, r: LiveRound): AdviceInput | null {
    return onceFor(this.inputs, r, () => this.askFor(t, r))
  }

  private askFor(t: LiveTable, r: LiveRound): AdviceInput | null {
    const engine = t.driver.engine
    if (engine.isOver(r.state)) return null
    const mine = yourTurn(t, engine.pending(r.state), r.state)[0]
    if (!mine) return null
    const seatId = mine.seat
    const view = engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
    if (view.turn?.seat !== seatId) return null
    const allowed = mine.allowed.filter(
      (a): a is BlackjackActionName => a !== 'timeout' && a !== CONTINUE
    ) as BlackjackActionName[]
    const had = this.seenInShoe.get(t.id)
    const before =
      r.offset !== null && had && had.shoe === r.secret.serverSeedHash ? had.counts : new Array<number>(11).fill(0)
    const rules = t.rules as BlackjackRules
    const query = adviceQuery(rules, { ...view, allowed }, before)
    if (!query) return null
    const stakeMinor = view.seats.find((s) => s.id === seatId)?.stake ?? 0
    return {
      rules,
      query,
      allowed,
      roundId: r.id,
      roundSeq: r.seq,
      sessionId: t.id,
      version: r.version,
      seat: seatId,
      hand: view.turn.hand,
      stakeMinor,
      counter: counterQuestion(t, query)
    }
  }

  /**
   * The advice for one decision, computed once: hints asked for it and its grade share the analysis
   * (keyed by round and version, so a later decision never reuses an earlier one's).
   */
  private adviceFor(input: AdviceInput): Promise<Judged | null> {
    const analysis = this.analysis
    if (!analysis) return Promise.resolve(null)
    const key = `${input.roundId}:${input.version}:${input.seat}`
    let p = this.advised.get(key)
    if (!p) {
      p = analysis.hand(input.rules, input.query).then(async (h): Promise<Judged | null> => {
        const a = adviceOf(h, input.allowed)
        // Counter mode: the counter's play (basic strategy plus the indices at this count) beside the
        // exact best; a failure there leaves the exact advice alone (the hints and the grade still come).
        const c =
          a &&
          input.counter &&
          (await counterBest(analysis, input.rules, input.query, input.allowed, input.counter).catch(() => null))
        return a && c && c.best in a.evs ? { ...a, counter: c } : a
      })
      p.catch(() => this.advised.delete(key))
      this.advised.set(key, p)
      // A few recent decisions are enough: hints and the grade of one decision come close together.
      while (this.advised.size > 16) this.advised.delete(this.advised.keys().next().value as string)
    }
    return p
  }

  /** Blackjack hints for the person's decision now (exact EVs from what they may see), or null. */
  async blackjackAdvice(t: LiveTable): Promise<BlackjackAdviceInfo | null> {
    if (t.driver.game !== 'blackjack')
      throw refused('Hints are for Blackjack tables.', { key: 'tables.hintsBlackjackOnly' })
    if (!this.analysis) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
    const r = t.round
    if (!r) return null
    const input = this.adviceInput(t, r)
    if (!input) return null
    const a = await this.adviceFor(input)
    return a && blackjackInfo(input, a)
  }

  /**
   * Grades one decision of the person's right after the transaction that stored it: the EVs are main's
   * analysis of the question fixed before the action (never a client's claim), the cost is against the
   * best play (a partial insurance's by the amount taken, `insuranceMinor`), the "why" is the chart
   * cell for these rules. Queued and written with others (writeGrades); a round deleted meanwhile (its
   * session deleted) simply has no grade.
   */
  grade(input: AdviceInput, action: BlackjackActionName, eventSeq: number, insuranceMinor?: number): void {
    const analysis = this.analysis
    if (!analysis) return
    this.gradeJob(input, async () => {
      const a = await this.adviceFor(input)
      const costMinor = a && decisionCost(a.evs, a.best, action, input.stakeMinor, insuranceMinor)
      if (!a || costMinor === null) return null
      let cell: GradeCell | null = null
      // The chart says nothing about insurance: only a play's mistake has a chart cell.
      if ((costMinor > 0 || a.counter) && PLAYS.has(action) && PLAYS.has(a.best)) {
        cell = chartCell(await analysis.ruleset(input.rules), input.query.hand, input.query.up, input.allowed)
      }
      // Counter mode: every grade keeps the counter's verdict (the count it was judged at, its play and
      // the index behind it), so a missed deviation is named as one ("Missed index: 16 v T at TC ≥ 0 →
      // stand"). Insurance has no chart cell: its own.
      if (a.counter) cell = { ...(cell ?? { row: 'insure', up: 'A', chart: null }), counter: a.counter }
      return {
        game: 'blackjack',
        row: {
          round_id: input.roundId,
          round_seq: input.roundSeq,
          event_seq: eventSeq,
          seat: input.seat,
          hand: input.hand,
          action,
          best: a.best,
          evs_json: JSON.stringify(a.evs),
          stake_minor: input.stakeMinor,
          cost_minor: costMinor,
          cell_json: cell ? JSON.stringify(cell) : null,
          created_at: isoNow(this.ctx)
        }
      }
    })
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
        this.push.grade(of.sessionId, grade)
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
      if (repo.roundExists.get(g.row.round_id)) insertGrade(repo, g)
    }
    try {
      open.tx(() => batch.forEach(writeOne))
    } catch {
      for (const g of batch) {
        try {
          open.tx(() => writeOne(g))
        } catch (e) {
          this.ctx.log.warn(`${g.game} grade of round ${g.row.round_id} failed: ${(e as Error).message}`)
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
   * decision otherwise). Only the open store's.
   */
  queuedRows<G extends GradeGame>(game: G, sessionId: number): GradeRows[G][] {
    let open: Store
    try {
      open = this.ctx.store()
    } catch {
      return []
    }
    const rows: GradeRows[G][] = []
    for (const g of this.queued)
      if (g.game === game && g.sessionId === sessionId && g.store === open) rows.push(g.row as GradeRows[G])
    return rows
  }

  /**
   * The Xì dách advisor's question for the person's decision now, from their own view (never the
   * hidden cards or the deck order); null when no decision of theirs is awaited. Synchronous, so the
   * question is fixed before an action changes the round.
   */
  xidachInput(t: LiveTable, r: LiveRound): XidachInput | null {
    return onceFor(this.xidachInputs, r, () => this.xidachAskFor(t, r))
  }

  private xidachAskFor(t: LiveTable, r: LiveRound): XidachInput | null {
    const engine = t.driver.engine
    if (engine.isOver(r.state)) return null
    const view = engine.view(r.state, t.driver.viewer(t.config, t.seats)) as XidachView
    if (view.allowed.length === 0 || view.turn !== view.viewer || view.viewer === null) return null
    const dealerSeat = t.seats.find((s) => s.kind === 'dealer-ai')
    const dealer = (dealerSeat?.policy ?? 'shrewd') as DealerStrength
    return { roundId: r.id, roundSeq: r.seq, sessionId: t.id, version: r.version, seat: view.viewer, view, dealer }
  }

  /**
   * The advice for one Xì dách decision, computed once: hints and its grade share it (a sampled answer
   * too). A player's runs in the analysis worker (up to 37 ms a decision, which every other call of the
   * house would wait behind on main), or on main where there is no worker or it failed; a dealer's is
   * exact and quick, and stays on main.
   */
  private xidachAdviceFor(input: XidachInput): Promise<XidachAdviceInfo | null> {
    const key = `${input.roundId}:${input.version}`
    const had = this.xidachAdvised.get(key)
    if (had) return had
    const { roundId, version, view } = input
    let p: Promise<XidachAdviceInfo | null>
    if (view.viewer === DEALER) {
      const d = adviseDealer(view)
      p = Promise.resolve(d && { role: 'dealer', roundId, version, ...d })
    } else {
      const q = questionFromView(view, input.dealer)
      const stakeMinor = view.players.find((p) => p.id === view.viewer)?.stake ?? 0
      // Seeded by the decision (its version), as before the advisor moved to the worker.
      p = q
        ? this.playerAdvice(q, version + 1).then((a) => ({ role: 'player', roundId, version, ...a, stakeMinor }))
        : Promise.resolve(null)
    }
    this.xidachAdvised.set(key, p)
    while (this.xidachAdvised.size > 16) this.xidachAdvised.delete(this.xidachAdvised.keys().next().value as string)
    return p
  }

  /** A Xì dách player's figures, from the worker, or on main where there is none or it failed. */
  private playerAdvice(q: PlayerQuestion, seed: number): Promise<PlayerAdvice> {
    const onMain = (): PlayerAdvice => advisePlayer(q, undefined, seed)
    return this.analysis ? this.analysis.xidachPlayer(q, seed).catch(onMain) : Promise.resolve().then(onMain)
  }

  /**
   * Xì dách hints for the person's decision now: as a player, bốc against dằn under the table's dealer
   * AI; dealing, whom to check and whether to draw. null when no decision of theirs is awaited.
   */
  async xidachAdvice(t: LiveTable): Promise<XidachAdviceInfo | null> {
    if (t.driver.game !== 'xidach')
      throw refused('These hints are for Xì dách tables.', { key: 'tables.hintsXidachOnly' })
    const input = t.round ? this.xidachInput(t, t.round) : null
    return input && this.xidachAdviceFor(input)
  }

  /**
   * Grades one Xì dách decision of the person's right after the transaction that stored it, from the
   * advice for the question fixed before it (xidach-grading.ts), queued with others (writeGrades); after
   * the reply, so the table never waits for the advisor. A decision with one choice only is not graded.
   */
  gradeXidach(input: XidachInput, action: unknown, eventSeq: number): void {
    const word = actionWord(action)
    if (word === null || !input.view.allowed.includes(word)) return
    this.gradeJob(input, () =>
      new Promise<void>((done) => setImmediate(done))
        .then(() => this.xidachAdviceFor(input))
        .then((a) => {
          const stakeOf = (id: string): number => input.view.players.find((p) => p.id === id)?.stake ?? 0
          const o = !a
            ? null
            : a.role === 'player'
              ? playerOptions(a, a.stakeMinor)
              : dealerOptions(a, input.view.allowed, stakeOf)
          const cost = o && xidachCost(o, word)
          if (!o || cost === null) return null
          const figures = { evs: o.evs, halfWidths: o.halfWidths, chances: o.chances }
          const grade: ComputedGrade = {
            game: 'xidach',
            row: {
              round_id: input.roundId,
              round_seq: input.roundSeq,
              event_seq: eventSeq,
              seat: input.seat,
              role: o.role,
              action: word,
              best: o.best,
              method: o.method,
              figures_json: JSON.stringify(figures),
              stake_minor: o.stakeMinor,
              cost_minor: cost,
              created_at: isoNow(this.ctx)
            }
          }
          return grade
        })
    )
  }
}

/** `make(r)`'s value, computed once per round state (a `LiveRound` is replaced, never changed, as it moves on). */
function onceFor<V>(memo: WeakMap<LiveRound, V>, r: LiveRound, make: () => V): V {
  if (memo.has(r)) return memo.get(r) as V
  const v = make()
  memo.set(r, v)
  return v
}

/** The hints as the screen gets them: the decision they answer, each action's EV, the best. */
function blackjackInfo(input: AdviceInput, a: Judged): BlackjackAdviceInfo {
  const { roundId, version, seat, hand, stakeMinor } = input
  const info = { roundId, version, seat, hand, evs: a.evs as Record<string, number>, best: a.best, stakeMinor }
  return a.counter ? { ...info, counter: a.counter } : info
}

/** A queued grade's row, into its game's table. */
function insertGrade(repo: TablesRepo, g: QueuedGrade): void {
  if (g.game === 'blackjack') {
    const r = g.row
    repo.insertGrade.run(
      r.round_id,
      r.event_seq,
      r.seat,
      r.hand,
      r.action,
      r.best,
      r.evs_json,
      r.stake_minor,
      r.cost_minor,
      r.cell_json,
      r.created_at
    )
  } else {
    const r = g.row
    repo.insertXidachGrade.run(
      r.round_id,
      r.event_seq,
      r.seat,
      r.role,
      r.action,
      r.best,
      r.method,
      r.figures_json,
      r.stake_minor,
      r.cost_minor,
      r.created_at
    )
  }
}
