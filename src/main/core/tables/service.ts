/**
 * Live tables: the life of every round (architecture.md, "core"). A round is created with its rules
 * snapshot and fairness commitment; each accepted action is validated, stepped, and persisted with
 * the computer seats' replies and, when the round ends, its ledger entries — all in one transaction,
 * so a crash can neither lose an action nor pay a round twice. At start-up unfinished rounds are
 * rebuilt by replaying their events from the committed seed.
 */
import type { Card } from '../../../shared/cards'
import type { SeatId } from '../../../shared/games'
import { minorToChips, type Minor } from '../../../shared/money'
import type { BlackjackAdviceInfo, XidachAdviceInfo, Commitment, RoundFairness, TableBank, TableRoundState, TableSeatInfo, TableState } from '../../../shared/contract/tables'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '../../../shared/games/blackjack'
import { DEALER } from '../../../shared/games'
import type { XidachView } from '../../../shared/games/xidach'
import { type DealerStrength, adviseDealer, advisePlayer, questionFromView } from '../../engine/games/xidach'
import { type AnalysisClient, type HandQuery, exactKnown, rememberExact } from '../../engine/games/blackjack'
import { adviceOf, adviceQuery, chartCell, gradeCost, seenInView, type ChartCell } from './blackjack-advice'
import { engineText } from '../../../shared/contract/server-text'
import type { Pending, StepResult } from '../../engine/game'
import type { RandomSource } from '../../engine/random'
import { fairDeck, fairDice } from '../../fairness/outcome'
import { HmacStream, newClientSeed, newFairness, type FairnessSecret } from '../../fairness/stream'
import type { Store } from '../../store/store'
import { conflict, CoreError, notFound, refused } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'
import { savedRuleset } from '../rulesets/index'
import { roundFigures } from '../history/figures'
import { sessionGrades } from '../history/grades'
import type { BlackjackGrade } from '../../../shared/contract/history'
import type { CoreContext } from '../types'
import type { AnyTableDriver, RoundRandom, Rotation, TableSeat } from './driver'
import { nextBank, type BankHolder, type BankPlan } from './bank'
import { driverFor } from './registry'
import { tablesRepo, type SessionRow } from './repo'

/** What a table carries between rounds; persisted in sessions.table_json (never sent out whole). */
interface TableJson {
  /** The resolved rules the table was opened with; each round also snapshots them. */
  rules: unknown
  clientSeed: string
  nonce: number
  next: FairnessSecret
  stacks: Record<SeatId, Minor | null>
  shoe?: { secret: FairnessSecret; position: number; cutIndex: number; decks: number } | null
  /** A rotating bank: who dealt the latest round and how many in a row (written when a round starts). */
  bank?: BankHolder | null
}

/** The stored "start" entry: everything besides the seed needed to rebuild the round's Setup. */
interface StartAction {
  type: 'start'
  bankrolls: Record<SeatId, Minor | null>
  stakes: Record<SeatId, Minor>
  /** Shoe games: the position of the first card of this round. */
  offset?: number
  /** A rotating bank: the participant who holds it this round (the seating is `driver.seats(config, dealer)`). */
  dealer?: SeatId
}

interface LiveRound {
  id: number
  seq: number
  start: StartAction
  secret: FairnessSecret
  offset: number | null
  state: unknown
  version: number
  events: unknown[]
  deadline: number | null
  timer: ReturnType<typeof setTimeout> | null
  revealed: boolean
  /**
   * Computer moves the person let happen with `continue` while they could take an optional decision
   * (memory only: after a restart the pause simply shows again, and nothing about it is replayed).
   */
  passes: number
}

interface LiveTable {
  id: number
  profileId: string
  driver: AnyTableDriver
  rules: unknown
  rulesName: string
  config: unknown
  /** The seating of the round in play, or of the next round (a rotating bank moves the dealer's seat). */
  seats: TableSeat[]
  table: TableJson
  round: LiveRound | null
  lastRound: LiveRound | null
  closed: boolean
  /** The highest round number of this session so far. */
  lastSeq: number
  /** A shoe game's shuffled shoe, derived once per shoe from its seed (never sent anywhere). */
  shoeCards: { serverSeedHash: string; cards: Card[] } | null
  /** The id of `rules`' stored snapshot, once a committed round has it (saves two statements a round). */
  rulesId?: number
}

/** A Blackjack decision's analysis question, fixed before the action is applied. */
interface AdviceInput {
  rules: BlackjackRules
  query: HandQuery
  allowed: BlackjackActionName[]
  roundId: number
  version: number
  seat: SeatId
  hand: number
  stakeMinor: number
}

/** The decisions the strategy chart covers. */
const PLAYS: ReadonlySet<string> = new Set(['hit', 'stand', 'double', 'split', 'surrender'])

const isoNow = (ctx: CoreContext): string => ctx.now().toISOString()

/** The pseudo-decision that lets the next computer move happen while the person could act optionally. */
export const CONTINUE = 'continue'

function aiRng(secret: FairnessSecret, seq: number, offset: number | null): RandomSource {
  // One stream per decision, keyed by its event number: a resumed round makes the same choices.
  const domain = offset === null ? `ai:${seq}` : `ai:${offset}:${seq}`
  return new HmacStream(secret.serverSeed, secret.clientSeed, secret.nonce, domain)
}

function commitment(s: FairnessSecret): Commitment {
  return { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce }
}

function unwrap<S>(r: StepResult<S, unknown>): { state: S; events: unknown[] } {
  if (!r.ok) {
    // Some engines already name the allowed actions in their message; say them once.
    const named = r.error.message.includes('(allowed:')
    const allowed = !named && r.error.allowed && r.error.allowed.length ? ` (allowed: ${r.error.allowed.join(', ')})` : ''
    throw refused(`${r.error.message}${allowed}`, engineText(r.error.code, r.error.vars))
  }
  return { state: r.state, events: r.events }
}

/** A table id's one spelling: the session id in decimal, no sign, no leading zero; null for anything else. */
export function parseTableId(tableId: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(tableId)) return null
  const id = Number(tableId)
  return Number.isSafeInteger(id) ? id : null
}

export class TableService {
  private readonly live = new Map<number, LiveTable>()

  /**
   * Blackjack hints: per table, the face-up cards the person saw in earlier rounds of the shoe in use
   * (keyed by the shoe's seed hash), from their own views only. Memory only: after a restart the
   * count starts again from the round in play.
   */
  private readonly seenInShoe = new Map<number, { shoe: string; counts: number[] }>()

  /** Recent decisions' advice (see adviceFor). */
  private readonly advised = new Map<string, Promise<ReturnType<typeof adviceOf>>>()

  /** Blackjack grades being computed (analysis runs in a worker; each is written when it arrives). */
  private readonly gradingJobs = new Set<Promise<void>>()

  constructor(
    private readonly ctx: CoreContext,
    private readonly analysis: AnalysisClient | null = null
  ) {}

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
      throw notFound(`There is no open table "${tableId}".`, { key: 'tables.notOpen', vars: { tableId } })
    }
    return t
  }

  private balance(profileId: string): Minor {
    return this.store().profiles.balance(profileId)
  }

  private personSeats(t: LiveTable): SeatId[] {
    return t.seats.filter((s) => s.kind === 'you').map((s) => s.seat)
  }

  private isComputer(t: LiveTable, seat: SeatId): boolean {
    const s = t.seats.find((x) => x.seat === seat)
    return s !== undefined && (s.kind === 'bot' || s.kind === 'dealer-ai')
  }

  /**
   * The person's seats with optional decisions while a computer seat is about to move: the table
   * pauses there, offering those decisions and `continue`.
   */
  private pauses(t: LiveTable, state: unknown, pending: Pending[]): Array<{ seat: SeatId; allowed: string[] }> {
    const optional = t.driver.optional
    if (!optional || !pending.some((p) => this.isComputer(t, p.seat))) return []
    const out: Array<{ seat: SeatId; allowed: string[] }> = []
    for (const seat of this.personSeats(t)) {
      const allowed = optional(state, seat)
      if (allowed.length > 0) out.push({ seat, allowed: [...allowed, CONTINUE] })
    }
    return out
  }

  /**
   * Decisions the person may make now: their own seats', a house seat's they may ask for (Sic Bo's
   * roll), and their optional ones while the table pauses before a computer move.
   */
  private yourTurn(t: LiveTable, pending: Pending[], state: unknown): Array<{ seat: SeatId; allowed: string[] }> {
    const mine = new Set(this.personSeats(t))
    const out: Array<{ seat: SeatId; allowed: string[] }> = []
    for (const p of pending) {
      if (mine.has(p.seat)) out.push({ seat: p.seat, allowed: p.allowed })
      else {
        const seat = t.seats.find((s) => s.seat === p.seat)
        if (seat?.kind === 'house') out.push({ seat: p.seat, allowed: p.allowed })
      }
    }
    for (const p of this.pauses(t, state, pending)) {
      const same = out.find((y) => y.seat === p.seat)
      if (same) same.allowed = [...same.allowed, ...p.allowed.filter((a) => !same.allowed.includes(a))]
      else out.push(p)
    }
    return out
  }

  state(t: LiveTable): TableState {
    const r = t.round ?? t.lastRound
    const viewer = t.driver.viewer(t.config, t.seats)
    const seats: TableSeatInfo[] = t.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      ...(s.policy ? { policy: s.policy } : {}),
      ...(s.holder ? { holder: s.holder } : {}),
      balanceMinor: this.chips(t, t.table, s)
    }))
    let round: TableRoundState | null = null
    if (r) {
      const engine = t.driver.engine
      const over = engine.isOver(r.state)
      const pending = over ? [] : engine.pending(r.state)
      const yourTurn = this.yourTurn(t, pending, r.state)
      const fairness: RoundFairness = {
        ...commitment(r.secret),
        ...(r.revealed ? { serverSeed: r.secret.serverSeed } : {}),
        ...(r.offset !== null ? { offset: r.offset, decks: t.table.shoe?.decks ?? 0 } : {})
      }
      round = {
        roundId: r.id,
        seq: r.seq,
        version: r.version,
        over,
        view: engine.view(r.state, viewer) as TableRoundState['view'],
        yourTurn,
        waitingFor: pending.map((p) => p.seat).filter((s) => !yourTurn.some((y) => y.seat === s)),
        events: (!t.driver.eventsFor ? [] : t.driver.eventsFor(r.events, viewer, r.state)) as TableRoundState['events'],
        nets: over ? engine.nets(r.state) : null,
        fairness,
        deadline: r.deadline
      }
    }
    const next = t.table.shoe ? t.table.shoe.secret : t.table.next
    return {
      tableId: String(t.id),
      game: t.driver.game,
      sessionId: t.id,
      profileId: t.profileId,
      rulesName: t.rulesName,
      rules: t.rules,
      config: t.config,
      seats,
      yourSeats: this.personSeats(t),
      round,
      next: commitment(next),
      closed: t.closed,
      ...(this.rotation(t) ? { bank: this.bankInfo(t) } : {})
    }
  }

  // ---- a rotating bank -----------------------------------------------------------------------------

  private rotation(t: LiveTable): Rotation | null {
    return t.driver.rotation?.(t.config, t.rules) ?? null
  }

  /** A seat's chips: the person's balance, or its holder's (or its own) stack; null = unlimited house. */
  private chips(t: LiveTable, table: TableJson, s: TableSeat): Minor | null {
    return s.kind === 'you' ? this.balance(t.profileId) : (table.stacks[s.holder ?? s.seat] ?? null)
  }

  /** Who deals next under a rotating bank (`declined`: the person passes it on). */
  private bankPlan(t: LiveTable, rotation: Rotation, declined: SeatId | null): BankPlan {
    const chipsOf = new Map(rotation.participants.map((p) => [p.seat, this.chips(t, t.table, p)]))
    return nextBank({
      order: rotation.participants.map((p) => p.seat),
      last: t.table.bank ?? null,
      every: rotation.every,
      first: rotation.first,
      eligible: (seat) => (chipsOf.get(seat) ?? 0) >= rotation.minChipsMinor,
      declined
    })
  }

  private bankInfo(t: LiveTable): TableBank {
    const rotation = this.rotation(t) as Rotation
    const inPlay = t.round?.start.dealer ?? null
    const plan = this.bankPlan(t, rotation, null)
    const person = rotation.participants.find((p) => p.kind === 'you')?.seat ?? null
    const ifDeclined = plan.dealer !== null && plan.dealer === person ? this.bankPlan(t, rotation, person).dealer : null
    return {
      current: inPlay ?? (t.lastRound?.start.dealer ?? null),
      inPlay: inPlay !== null,
      next: plan.dealer,
      nextRounds: plan.rounds,
      every: rotation.every,
      minChipsMinor: rotation.minChipsMinor,
      skipped: plan.skipped,
      ifDeclined,
      participants: rotation.participants.map((p) => ({ seat: p.seat, kind: p.kind, ...(p.policy ? { policy: p.policy } : {}), balanceMinor: this.chips(t, t.table, p) }))
    }
  }

  /** Between rounds the table shows the next round's seating (the next holder of a rotating bank). */
  private reseat(t: LiveTable): void {
    const rotation = this.rotation(t)
    if (!rotation) return
    const dealer = this.bankPlan(t, rotation, null).dealer
    if (dealer !== null) t.seats = t.driver.seats(t.config, dealer)
  }

  get(tableId: string): TableState {
    return this.state(this.table(tableId))
  }

  /** Blackjack: start the exact analysis of a table's rules for its computer players (analysis/bot.ts). */
  private prepareBots(t: LiveTable): void {
    if (t.driver.game !== 'blackjack' || !this.analysis || !t.seats.some((s) => s.kind === 'bot')) return
    const rules = t.rules as BlackjackRules
    if (exactKnown(rules)) return
    this.analysis.ruleset(rules).then(
      (a) => rememberExact(rules, a),
      (e: unknown) => this.ctx.log.warn(`blackjack analysis for the bots failed: ${(e as Error).message}`)
    )
  }

  /** A finished Blackjack round of a shoe: its face-up cards, as the person's view shows them, count as seen. */
  private noteSeen(t: LiveTable, r: LiveRound): void {
    if (t.driver.game !== 'blackjack' || r.offset === null) return
    const shoe = r.secret.serverSeedHash
    const view = t.driver.engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
    const had = this.seenInShoe.get(t.id)
    const counts = had && had.shoe === shoe ? had.counts : new Array<number>(11).fill(0)
    const seen = seenInView(view)
    for (let v = 1; v <= 10; v++) counts[v] = (counts[v] as number) + (seen[v] as number)
    this.seenInShoe.set(t.id, { shoe, counts })
  }

  /**
   * The analysis question for the person's Blackjack decision now, from their own view of the round
   * (the hole card is null in it until revealed) and the face-up cards of earlier rounds of the shoe;
   * null when no decision of theirs is awaited. Synchronous, so the question is fixed before an action
   * changes the round.
   */
  private adviceInput(t: LiveTable, r: LiveRound): AdviceInput | null {
    const engine = t.driver.engine
    if (engine.isOver(r.state)) return null
    const mine = this.yourTurn(t, engine.pending(r.state), r.state)[0]
    if (!mine) return null
    const seatId = mine.seat
    const view = engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
    if (view.turn?.seat !== seatId) return null
    const allowed = mine.allowed.filter((a): a is BlackjackActionName => a !== 'timeout' && a !== CONTINUE) as BlackjackActionName[]
    const had = this.seenInShoe.get(t.id)
    const before = r.offset !== null && had && had.shoe === r.secret.serverSeedHash ? had.counts : new Array<number>(11).fill(0)
    const rules = t.rules as BlackjackRules
    const query = adviceQuery(rules, { ...view, allowed }, before)
    if (!query) return null
    const stakeMinor = view.seats.find((s) => s.id === seatId)?.stake ?? 0
    return { rules, query, allowed, roundId: r.id, version: r.version, seat: seatId, hand: view.turn.hand, stakeMinor }
  }

  /**
   * The advice for one decision, computed once: hints asked for it and its grade share the analysis
   * (keyed by round and version, so a later decision never reuses an earlier one's).
   */
  private adviceFor(input: AdviceInput): Promise<ReturnType<typeof adviceOf>> {
    const analysis = this.analysis
    if (!analysis) return Promise.resolve(null)
    const key = `${input.roundId}:${input.version}:${input.seat}`
    let p = this.advised.get(key)
    if (!p) {
      p = analysis.hand(input.rules, input.query).then((h) => adviceOf(h, input.allowed))
      p.catch(() => this.advised.delete(key))
      this.advised.set(key, p)
      // A few recent decisions are enough: hints and the grade of one decision come close together.
      while (this.advised.size > 16) this.advised.delete(this.advised.keys().next().value as string)
    }
    return p
  }

  /** Blackjack hints for the person's decision now (exact EVs from what they may see), or null. */
  async blackjackAdvice(tableId: string): Promise<BlackjackAdviceInfo | null> {
    const t = this.table(tableId)
    if (t.driver.game !== 'blackjack') throw refused('Hints are for Blackjack tables.', { key: 'tables.hintsBlackjackOnly' })
    if (!this.analysis) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
    const r = t.round
    if (!r) return null
    const input = this.adviceInput(t, r)
    if (!input) return null
    const a = await this.adviceFor(input)
    if (!a) return null
    const { roundId, version, seat, hand, stakeMinor } = input
    return { roundId, version, seat, hand, evs: a.evs as Record<string, number>, best: a.best, stakeMinor }
  }

  /**
   * Grades one decision of the person's right after the transaction that stored it: the EVs are main's
   * analysis of the question fixed before the action (never a client's claim), the cost is against the
   * best play, the "why" is the chart cell for these rules. Written in its own transaction; a round
   * deleted meanwhile (its session deleted) simply has no grade.
   */
  private grade(input: AdviceInput, action: BlackjackActionName, eventSeq: number): void {
    const analysis = this.analysis
    if (!analysis) return
    const store = this.store()
    const job = (async () => {
      const a = await this.adviceFor(input)
      if (!a || a.evs[action] === undefined) return
      const costMinor = gradeCost((a.evs[a.best] as number) - (a.evs[action] as number), input.stakeMinor)
      let cell: ChartCell | null = null
      // The chart says nothing about insurance: only a play's mistake has a chart cell.
      if (costMinor > 0 && PLAYS.has(action) && PLAYS.has(a.best)) {
        const chart = (await analysis.ruleset(input.rules)).chart as Record<string, readonly string[]>
        cell = chartCell(chart, input.query.hand, input.query.up, input.allowed.includes('split'))
      }
      if (store !== this.store() || store.db.open === false) return
      const repo = tablesRepo(store)
      store.tx(() => {
        if (!repo.roundExists.get(input.roundId)) return
        repo.insertGrade.run(input.roundId, eventSeq, input.seat, input.hand, action, a.best, JSON.stringify(a.evs), input.stakeMinor, costMinor, cell ? JSON.stringify(cell) : null, isoNow(this.ctx))
      })
    })().catch((e: unknown) => this.ctx.log.warn(`blackjack grade of round ${input.roundId} failed: ${(e as Error).message}`))
    this.gradingJobs.add(job)
    void job.finally(() => this.gradingJobs.delete(job))
  }

  /**
   * The grades main kept for this table's session so far (every decision of the person's, in play
   * order), once the grades under way are written: what the table's coach shows.
   */
  async blackjackGrades(tableId: string): Promise<BlackjackGrade[]> {
    const t = this.table(tableId)
    if (t.driver.game !== 'blackjack') throw refused('Hints are for Blackjack tables.', { key: 'tables.hintsBlackjackOnly' })
    await this.gradesWritten()
    return sessionGrades(this.store(), t.id)
  }

  /** Whether a grade is being computed now. */
  grading(): boolean {
    return this.gradingJobs.size > 0
  }

  /** Resolves once every decision graded so far is written (tests and shutdown wait on it). */
  async gradesWritten(): Promise<void> {
    while (this.gradingJobs.size > 0) await Promise.all([...this.gradingJobs])
  }

  /**
   * Xì dách hints for the person's decision now, computed in main from the person's own view (never the
   * hidden cards or the deck order): as a player, bốc against dằn under the table's dealer AI; dealing,
   * whom to check and whether to draw. null when no decision of theirs is awaited.
   */
  xidachAdvice(tableId: string): XidachAdviceInfo | null {
    const t = this.table(tableId)
    if (t.driver.game !== 'xidach') throw refused('These hints are for Xì dách tables.', { key: 'tables.hintsXidachOnly' })
    const r = t.round
    if (!r) return null
    const engine = t.driver.engine
    if (engine.isOver(r.state)) return null
    const view = engine.view(r.state, t.driver.viewer(t.config, t.seats)) as XidachView
    if (view.allowed.length === 0 || view.turn !== view.viewer) return null
    const { id: roundId, version } = r
    if (view.viewer === DEALER) {
      const a = adviseDealer(view)
      return a && { role: 'dealer', roundId, version, ...a }
    }
    const dealerSeat = t.seats.find((s) => s.kind === 'dealer-ai')
    const q = questionFromView(view, (dealerSeat?.policy ?? 'shrewd') as DealerStrength)
    if (!q) return null
    const a = advisePlayer(q, undefined, version + 1)
    const stakeMinor = view.players.find((p) => p.id === view.viewer)?.stake ?? 0
    return { role: 'player', roundId, version, ...a, stakeMinor }
  }

  list(): TableState[] {
    const current = this.store().settings.get(CURRENT_PROFILE_KEY)
    return [...this.live.values()].filter((t) => !t.closed && t.profileId === current).map((t) => this.state(t))
  }

  // ---- opening and closing -----------------------------------------------------------------------

  open(input: { game: string; ruleset: { rules: Record<string, unknown> } | { rulesetId: string; version?: number }; config: unknown }): TableState {
    const driver = driverFor(input.game)
    const store = this.store()
    const profileId = store.settings.get(CURRENT_PROFILE_KEY)
    if (typeof profileId !== 'string' || !store.profiles.get(profileId)) throw refused('Choose or create a profile first.', { key: 'tables.noProfile' })
    // A saved ruleset: the chosen (or latest) version's keys, and the session records which version.
    const saved = 'rules' in input.ruleset ? null : savedRuleset(store, driver.game, input.ruleset)
    const resolved = driver.resolveRules('rules' in input.ruleset ? input.ruleset.rules : saved?.keys)
    if (!resolved.ok) throw new CoreError('refused', `rules${resolved.path ? `.${resolved.path}` : ''}: ${resolved.message}`)
    const config = driver.configSchema.parse(input.config)
    const misfit = driver.configProblem?.(config, resolved.rules)
    if (misfit) throw new CoreError('refused', misfit)
    const rotation = driver.rotation?.(config, resolved.rules) ?? null
    const seats = driver.seats(config)
    const stacks: Record<SeatId, Minor | null> = {}
    // A rotating bank has no house dealer: the participants' own stacks hold it in turn.
    for (const s of rotation ? rotation.participants : seats) if (s.kind !== 'you') stacks[s.seat] = driver.startingStack(s, resolved.rules)
    const clientSeed = newClientSeed()
    const table: TableJson = { rules: resolved.rules, clientSeed, nonce: 0, next: newFairness(clientSeed, 0), stacks, shoe: null }
    const rulesName = saved?.name ?? driver.rulesName(resolved.rules)
    const now = isoNow(this.ctx)
    const id = store.tx(() =>
      Number(
        tablesRepo(store).insertSession.run(
          profileId,
          driver.game,
          saved?.id ?? `preset:${rulesName}`,
          saved?.version ?? 1,
          rulesName,
          JSON.stringify(config),
          JSON.stringify(table),
          now,
          this.balance(profileId)
        ).lastInsertRowid
      )
    )
    const t: LiveTable = { id, profileId, driver, rules: resolved.rules, rulesName, config, seats, table, round: null, lastRound: null, closed: false, lastSeq: 0, shoeCards: null }
    this.reseat(t)
    this.live.set(id, t)
    this.prepareBots(t)
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
    return this.state(t)
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

  setClientSeed(tableId: string, clientSeed: string): TableState {
    const t = this.table(tableId)
    if (t.round) throw refused('The client seed can change only between rounds.', { key: 'tables.seedBetweenRounds' })
    if (t.table.shoe) throw refused('The client seed can change only when a new shoe is shuffled.', { key: 'tables.seedNewShoe' })
    const table: TableJson = { ...t.table, clientSeed, next: newFairness(clientSeed, t.table.nonce) }
    const store = this.store()
    store.tx(() => tablesRepo(store).updateTableJson.run(JSON.stringify(table), t.id))
    t.table = table
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
    stakesIn: Array<{ seat: string; amountMinor: Minor }>,
    first?: { seat: string; action: Record<string, unknown> },
    declineBank = false
  ): TableState {
    const t = this.table(tableId)
    const { driver } = t
    if (t.round) throw conflict('A round is already in play at this table.', { key: 'tables.roundInPlay' })
    const store = this.store()
    const repo = tablesRepo(store)
    // Every open round is live in memory (resume loads them all at start-up), so no query is needed.
    const others = [...this.live.values()].filter((x) => x !== t && x.profileId === t.profileId && x.round !== null)
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

    // A rotating bank: who holds it this round decides the seating, so it comes before the stakes.
    const bank = this.takeBank(t, declineBank)
    const seats = bank ? driver.seats(t.config, bank.dealer) : t.seats
    const mine = seats.filter((s) => s.kind === 'you').map((s) => s.seat)
    const stakes: Record<SeatId, Minor> = {}
    for (const s of stakesIn) {
      if (!mine.includes(s.seat)) throw refused(`"${s.seat}" is not your seat at this table.`, { key: 'tables.notYourSeat', vars: { seat: s.seat } })
      if (stakes[s.seat] !== undefined) throw refused(`"${s.seat}" has two stakes.`, { key: 'tables.twoStakes', vars: { seat: s.seat } })
      stakes[s.seat] = s.amountMinor
    }
    const upFront = driver.stakesUpFrontFor?.(t.config, seats) ?? driver.stakesUpFront
    if (upFront && stakesIn.length === 0) throw refused('Place a stake first.', { key: 'tables.stakeMissing' })
    if (!upFront && stakesIn.length > 0) {
      throw driver.stakesUpFront
        ? refused('The dealer places no stake; the players stake against the bank.')
        : refused('At this table stakes are placed as bets.', { key: 'tables.stakesAsBets' })
    }

    // The committed secret: a shoe keeps its own until the cut card; everything else uses `next`.
    const randomness = driver.randomness(t.rules)
    let table: TableJson = { ...t.table }
    let secret: FairnessSecret
    const random: RoundRandom = {}
    let offset: number | null = null
    if (randomness.kind === 'shoe') {
      if (!table.shoe) table.shoe = { secret: table.next, position: 0, cutIndex: randomness.cutIndex, decks: randomness.decks }
      secret = table.shoe.secret
      offset = table.shoe.position
      random.cards = this.shoeCards(t, secret, table.shoe.decks)
      random.position = offset
    } else {
      secret = table.next
      if (randomness.kind === 'dice') random.dice = fairDice(secret)
      else random.cards = fairDeck(secret, randomness.decks)
    }

    const balance = this.balance(t.profileId)
    const bankrolls: Record<SeatId, Minor | null> = {}
    for (const s of seats) bankrolls[s.seat] = s.kind === 'you' ? balance : (table.stacks[s.holder ?? s.seat] ?? null)
    const rng = aiRng(secret, 0, offset)
    for (const s of seats) {
      if (s.kind !== 'bot') continue
      const stake = driver.botStake(s, t.rules, bankrolls[s.seat] ?? null, rng)
      if (stake !== null) stakes[s.seat] = stake
    }
    const start: StartAction = { type: 'start', bankrolls, stakes, ...(offset !== null ? { offset } : {}), ...(bank ? { dealer: bank.dealer } : {}) }
    const opening = unwrap(driver.engine.start(t.rules, driver.setup({ rules: t.rules, config: t.config, seats, bankrolls, stakes, random })))
    if (bank) table.bank = { holder: bank.dealer, rounds: bank.rounds }

    const now = isoNow(this.ctx)
    const seq = t.lastSeq + 1
    let rulesId = t.rulesId
    // The round's seating is the table's from here on (advance and settle read it); put back if the round fails.
    const seatsBefore = t.seats
    t.seats = seats
    let round: LiveRound
    try {
      round = store.tx(() => {
        rulesId ??= repo.steps.rulesId(JSON.stringify(t.rules))
        const id = Number(
          repo.insertRound.run(t.id, seq, driver.game, rulesId, secret.serverSeedHash, secret.serverSeed, secret.clientSeed, secret.nonce, now).lastInsertRowid
        )
        repo.steps.step(id, 0, 'table', JSON.stringify(start), JSON.stringify(opening.events), now)
        // A new shoe is part of the table from its first round on: a crash before that round settles must resume into it.
        if (table.shoe && !t.table.shoe) repo.updateTableJson.run(JSON.stringify(table), t.id)
        // Who holds the bank is part of the table from the round's start on, like a new shoe.
        if (start.dealer !== undefined) repo.updateTableJson.run(JSON.stringify(table), t.id)
        const r: LiveRound = { id, seq, start, secret, offset, state: opening.state, version: 0, events: [...opening.events], deadline: null, timer: null, revealed: false, passes: 0 }
        this.advance(t, r, table, now)
        if (!first) return r
        if (driver.engine.isOver(r.state)) throw conflict('The round ended before your decision could be taken.', { key: 'tables.roundGone' })
        return this.step(t, r, first.seat, this.checked(t, r, first.seat, first.action), table, now)
      })
    } catch (e) {
      t.seats = seatsBefore
      throw e
    }
    // Only now: a snapshot added by a transaction that rolled back does not exist.
    t.rulesId = rulesId
    return this.commit(t, round, table)
  }

  /** The holder of a rotating bank for the round about to start, or null at a fixed-dealer table. */
  private takeBank(t: LiveTable, declineBank: boolean): { dealer: SeatId; rounds: number } | null {
    const rotation = this.rotation(t)
    if (!rotation) {
      if (declineBank) throw refused('The dealer does not change at this table: there is no bank to decline.', { key: 'tables.noBankToDecline' })
      return null
    }
    const person = rotation.participants.find((p) => p.kind === 'you')?.seat ?? null
    const offered = this.bankPlan(t, rotation, null)
    if (declineBank && offered.dealer !== person) {
      throw refused('The bank is not yours to decline this round.', { key: 'tables.bankNotOffered' })
    }
    const plan = declineBank ? this.bankPlan(t, rotation, person) : offered
    if (plan.dealer === null) {
      const needChips = minorToChips(rotation.minChipsMinor)
      throw declineBank
        ? refused(`Nobody else at the table has the ${needChips} chips it takes to hold the bank; you cannot decline it.`, { key: 'tables.bankNobodyElse', vars: { needChips } })
        : refused(`Nobody at the table has the ${needChips} chips it takes to hold the bank.`, { key: 'tables.bankNobody', vars: { needChips } })
    }
    return { dealer: plan.dealer, rounds: plan.rounds }
  }

  act(input: { tableId: string; roundId: number; version: number; seat: string; action: Record<string, unknown> }): TableState {
    const t = this.table(input.tableId)
    const r = t.round
    if (!r || r.id !== input.roundId) throw conflict('That round is no longer in play at this table.', { key: 'tables.roundGone' })
    if (r.version !== input.version) throw conflict('The table has moved on since you acted; here is where it stands now.', { key: 'tables.movedOn' })
    // Not an engine action: it only lets the next computer move happen, so no game's schema knows it.
    if (input.action['do'] === CONTINUE) return this.pass(t, r, input.seat)
    const action = this.checked(t, r, input.seat, input.action)
    // Blackjack: the question the decision answers is fixed now, before the action changes the round.
    const graded = t.driver.game === 'blackjack' && this.analysis ? this.adviceInput(t, r) : null
    const state = this.apply(t, r, input.seat, action)
    const name = (action as { do?: unknown }).do
    if (graded && graded.seat === input.seat && typeof name === 'string' && (graded.allowed as string[]).includes(name)) {
      this.grade(graded, name as BlackjackActionName, r.version + 1)
    }
    return state
  }

  /** The person's decision, parsed by the game's schema and checked to be theirs to take now. */
  private checked(t: LiveTable, r: LiveRound, seat: string, action: Record<string, unknown>): unknown {
    const parsed = t.driver.actionSchema.safeParse(action)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new CoreError('refused', `action${issue && issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`)
    }
    const yours = this.yourTurn(t, t.driver.engine.pending(r.state), r.state)
    if (!yours.some((y) => y.seat === seat)) {
      const mine = this.personSeats(t)
      throw mine.includes(seat)
        ? refused(`It is not ${seat}'s turn.`, { key: 'tables.notYourTurn', vars: { seat } })
        : refused(`"${seat}" is not your seat at this table.`, { key: 'tables.notYourSeat', vars: { seat } })
    }
    return parsed.data
  }

  /** One accepted decision of the person's (or the timer's), then the computer seats, in one transaction. */
  private apply(t: LiveTable, r: LiveRound, seat: SeatId, action: unknown): TableState {
    const table: TableJson = { ...t.table }
    const now = isoNow(this.ctx)
    const next = this.store().tx(() => this.step(t, r, seat, action, table, now))
    return this.commit(t, next, table)
  }

  /** Inside the caller's transaction: steps the decision, stores it, lets the computer seats follow. */
  private step(t: LiveTable, r: LiveRound, seat: SeatId, action: unknown, table: TableJson, now: string): LiveRound {
    const step = unwrap(t.driver.engine.step(r.state, seat, action))
    const next: LiveRound = { ...r, state: step.state, version: r.version + 1, events: [...r.events, ...step.events], deadline: null, timer: r.timer, passes: 0 }
    tablesRepo(this.store()).steps.step(r.id, next.version, seat, JSON.stringify(action), JSON.stringify(step.events), now)
    this.advance(t, next, table, now)
    return next
  }

  /** `continue` at a pause: exactly the next computer move happens, then the table pauses again if it still may. */
  private pass(t: LiveTable, r: LiveRound, seat: SeatId): TableState {
    const paused = this.pauses(t, r.state, t.driver.engine.pending(r.state))
    if (!paused.some((p) => p.seat === seat)) {
      throw refused(`"${seat}" has nothing to let pass now: the table is not paused for it.`)
    }
    const table: TableJson = { ...t.table }
    const now = isoNow(this.ctx)
    const next: LiveRound = { ...r, deadline: null, passes: 1 }
    this.store().tx(() => this.advance(t, next, table, now))
    return this.commit(t, next, table)
  }

  /**
   * Inside the caller's transaction: lets computer seats decide until the person is asked, may act
   * optionally before a computer move (`pauses`; `passes` moves go through first) or the round ends,
   * then settles a finished round. Mutates `r` and `table`, which the caller adopts only
   * after the transaction commits.
   */
  private advance(t: LiveTable, r: LiveRound, table: TableJson, now: string): void {
    const { driver } = t
    const { engine } = driver
    for (let guard = 0; guard < 1000 && !engine.isOver(r.state); guard++) {
      const pending = engine.pending(r.state)
      const computer = pending.find((p) => this.isComputer(t, p.seat))
      if (!computer) break
      // Before anyone else moves, the computer dealer may take an optional decision (an early check).
      const optional = this.dealerOptional(t, r)
      if (optional) {
        this.record(t, r, optional.seat, optional.action, now)
        continue
      }
      // The person could act optionally: stop, unless they let this one move happen.
      if (this.pauses(t, r.state, pending).length > 0) {
        if (r.passes <= 0) break
        r.passes -= 1
      }
      const seat = t.seats.find((x) => x.seat === computer.seat) as TableSeat
      this.record(t, r, seat.seat, driver.botAction(seat, engine.view(r.state, seat.seat), t.rules, aiRng(r.secret, r.version + 1, r.offset)), now)
    }
    r.passes = 0
    if (engine.isOver(r.state)) this.settle(t, r, table, now)
    else tablesRepo(this.store()).bumpVersion.run(r.version, r.id)
  }

  /** A computer dealer's optional decision now, or null (none open, or it lets the moment pass). */
  private dealerOptional(t: LiveTable, r: LiveRound): { seat: SeatId; action: unknown } | null {
    const { driver } = t
    if (!driver.optional || !driver.optionalAction) return null
    for (const seat of t.seats) {
      if (seat.kind !== 'dealer-ai' || driver.optional(r.state, seat.seat).length === 0) continue
      const action: unknown = driver.optionalAction(seat, driver.engine.view(r.state, seat.seat), t.rules, aiRng(r.secret, r.version + 1, r.offset))
      if (action !== null) return { seat: seat.seat, action }
    }
    return null
  }

  /** Steps one computer decision and stores it as the round's next event (inside the caller's transaction). */
  private record(t: LiveTable, r: LiveRound, seat: SeatId, action: unknown, now: string): void {
    const step = unwrap(t.driver.engine.step(r.state, seat, action))
    r.version += 1
    r.state = step.state
    r.events = [...r.events, ...step.events]
    tablesRepo(this.store()).steps.step(r.id, r.version, seat, JSON.stringify(action), JSON.stringify(step.events), now)
  }

  private settle(t: LiveTable, r: LiveRound, table: TableJson, now: string): void {
    const { driver } = t
    const store = this.store()
    const repo = tablesRepo(store)
    const nets = driver.engine.nets(r.state)
    let sum = 0
    for (const v of Object.values(nets)) sum += v
    if (sum !== 0) throw new Error(`round ${r.id}: nets sum to ${sum}, not 0`)
    let yours = 0
    for (const s of this.personSeats(t)) yours += nets[s] ?? 0
    for (const s of t.seats) {
      if (s.kind === 'you') continue
      // Under a rotating bank the dealer's seat moves its holder's stack.
      const key = s.holder ?? s.seat
      const stack = table.stacks[key]
      if (stack !== null && stack !== undefined) table.stacks = { ...table.stacks, [key]: stack + (nets[s.seat] ?? 0) }
    }
    if (yours !== 0) {
      store.ledger.post({
        kind: 'round',
        profileId: t.profileId,
        roundId: r.id,
        createdAt: now,
        entries: [
          { profileId: t.profileId, amountMinor: yours },
          { profileId: null, amountMinor: -yours }
        ]
      })
    }
    // A shoe's seed is revealed only when the shoe is finished: later rounds still come from it.
    let revealNow = true
    if (table.shoe && driver.shoeAfter) {
      const after = driver.shoeAfter(r.state)
      if (after.cutCardOut) {
        table.shoe = null
      } else {
        table.shoe = { ...table.shoe, position: after.position }
        revealNow = false
      }
    }
    if (!table.shoe) {
      table.nonce += 1
      table.next = newFairness(table.clientSeed, table.nonce)
    }
    const figures = roundFigures(r.start, driver, r.state, this.personSeats(t), yours)
    const result = { nets, ...figures, ...(r.offset !== null ? { offset: r.offset } : {}), ...(r.start.dealer !== undefined ? { dealer: r.start.dealer } : {}) }
    repo.finishRound.run(r.version, JSON.stringify(result), now, revealNow ? now : null, r.id)
    if (revealNow && r.offset !== null) repo.revealRounds.run(now, r.secret.serverSeedHash)
    r.revealed = revealNow
    repo.updateTableJson.run(JSON.stringify(table), t.id)
  }

  /** After a transaction committed: adopt the new round and table state, arm the timer, tell windows. */
  private commit(t: LiveTable, r: LiveRound, table: TableJson): TableState {
    t.lastSeq = Math.max(t.lastSeq, r.seq)
    if (r.timer) clearTimeout(r.timer)
    r.timer = null
    t.table = table
    const over = t.driver.engine.isOver(r.state)
    if (over) {
      t.round = null
      t.lastRound = r
      this.noteSeen(t, r)
      // Earlier rounds of a finished shoe are revealed now too; the last one shown follows.
    } else {
      t.round = r
      this.armTimer(t, r)
    }
    return this.emit(t)
  }

  private armTimer(t: LiveTable, r: LiveRound): void {
    const seconds = t.driver.decisionSeconds?.(t.rules) ?? null
    if (seconds === null) return
    const yours = this.yourTurn(t, t.driver.engine.pending(r.state), r.state)
    let first: { seat: SeatId } | undefined
    let action: unknown
    if (t.driver.timeoutFor) {
      // The game picks the timeout per hand (Xì dách); null: no timer on this decision (a pause).
      for (const y of yours) {
        action = t.driver.timeoutFor(r.state, y.seat)
        if (action !== null) {
          first = y
          break
        }
      }
    } else {
      action = t.driver.timeoutAction
      first = yours.find((y) => y.allowed.includes('timeout'))
    }
    if (!first || action === undefined || action === null) return
    r.deadline = this.ctx.now().getTime() + seconds * 1000
    r.timer = setTimeout(() => {
      if (t.round !== r || t.closed) return
      try {
        this.apply(t, r, first.seat, action)
      } catch (e) {
        this.ctx.log.error(`decision timer on table ${t.id} failed`, e)
      }
    }, seconds * 1000)
    r.timer.unref?.()
  }

  private emit(t: LiveTable): TableState {
    const s = this.state(t)
    // Windows hear only of the current profile's tables (and of a table closing): another profile's
    // table moving on its timer must not tell anyone it exists.
    if (t.closed || t.profileId === this.store().settings.get(CURRENT_PROFILE_KEY)) this.ctx.emit('table.changed', s)
    return s
  }

  /** A shoe is shuffled once from its seed and kept while it lasts; each round deals on from it. */
  private shoeCards(t: LiveTable, secret: FairnessSecret, decks: number): Card[] {
    if (t.shoeCards?.serverSeedHash !== secret.serverSeedHash) {
      t.shoeCards = { serverSeedHash: secret.serverSeedHash, cards: fairDeck(secret, decks) }
    }
    return t.shoeCards.cards
  }

  // ---- start-up ------------------------------------------------------------------------------------

  /** Rebuilds every open table, replaying unfinished rounds from their committed seed and events. */
  resume(): void {
    const store = this.store()
    const repo = tablesRepo(store)
    for (const row of repo.openSessions.all()) {
      try {
        this.resumeTable(row)
      } catch (e) {
        this.ctx.log.error(`table ${row.id} could not be resumed`, e)
      }
    }
  }

  private resumeTable(row: SessionRow): void {
    const driver = driverFor(row.game)
    const repo = tablesRepo(this.store())
    const config = driver.configSchema.parse(JSON.parse(row.config_json))
    const table = JSON.parse(row.table_json) as TableJson
    let seats = driver.seats(config)
    const open = repo.openRound.get(row.id)
    let rules: unknown
    let round: LiveRound | null = null
    if (open) {
      rules = JSON.parse(open.rules_json)
      const secret: FairnessSecret = { serverSeed: open.server_seed, serverSeedHash: open.server_seed_hash, clientSeed: open.client_seed, nonce: open.nonce }
      const events = repo.events(open.id)
      const head = events[0]
      if (!head || head.seq !== 0) throw new Error(`round ${open.id} has no start entry`)
      const start = JSON.parse(head.action_json) as StartAction
      // The round resumes with the dealer it started with, whoever the bank would go to now.
      if (start.dealer !== undefined) seats = driver.seats(config, start.dealer)
      const randomness = driver.randomness(rules)
      const random: RoundRandom = {}
      if (randomness.kind === 'dice') random.dice = fairDice(secret)
      else random.cards = fairDeck(secret, randomness.decks)
      if (start.offset !== undefined) random.position = start.offset
      let cur = unwrap(driver.engine.start(rules, driver.setup({ rules, config, seats, bankrolls: start.bankrolls, stakes: start.stakes, random })))
      const all = [...cur.events]
      for (const e of events.slice(1)) {
        cur = unwrap(driver.engine.step(cur.state, e.actor, JSON.parse(e.action_json)))
        all.push(...cur.events)
      }
      round = {
        id: open.id,
        seq: open.seq,
        start,
        secret,
        offset: start.offset ?? null,
        state: cur.state,
        version: events.length - 1,
        events: all,
        deadline: null,
        timer: null,
        revealed: false,
        passes: 0
      }
    } else {
      rules = table.rules
    }
    const t: LiveTable = {
      id: row.id,
      profileId: row.profile_id,
      driver,
      rules,
      rulesName: row.rules_name,
      config,
      seats,
      table,
      round,
      lastRound: null,
      closed: false,
      lastSeq: repo.lastSeq.get(row.id)?.seq ?? 0,
      shoeCards: null
    }
    if (!round) this.reseat(t)
    this.live.set(row.id, t)
    this.prepareBots(t)
    if (round) this.armTimer(t, round)
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

  shutdown(): void {
    for (const t of this.live.values()) if (t.round?.timer) clearTimeout(t.round.timer)
    this.live.clear()
  }
}
