/**
 * One game table as the renderer sees it: a controller over the `tables.*` procedures. It re-attaches
 * to the current profile's open table of its game (`tables.list`), or opens one; starts rounds; sends
 * the person's actions with the round version they saw; adopts each call's answer (the house pushes
 * `table.changed` only for what this window did not ask); and on a `conflict`
 * (the table moved on: a timer, another window) reads the table again and says so. The house is the
 * only authority: the state is always replaced by what it answers, never edited here, and a screen
 * only reads it (getters) and asks for changes (methods).
 *
 * Calls run one at a time, in order, so a quick series of clicks (several bets, then "roll") always
 * carries the version the previous call produced.
 */
import { onDestroy, untrack } from 'svelte'
import type { ProcedureInput } from '@shared/contract/index'
import type { TableState, TableViews } from '@shared/contract/tables'
import type { CountingSettings } from '@shared/contract/blackjack-counting'
import { GAME_IDS, type GameId, type SeatId } from '@shared/games'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { SicboRules } from '@shared/games/sicbo'
import type { XidachRules } from '@shared/games/xidach'
import { t } from '../i18n/index.svelte'
import type { AppState } from './app.svelte'
import { describeError } from './errors'
import { Pacer } from './pacing.svelte'
import { RpcFailure, type Client } from './rpc'

/** `tables.open`'s input for one game, without the game itself. */
export type OpenInput<G extends GameId> = Omit<Extract<ProcedureInput<'tables.open'>, { game: G }>, 'game'>

/** Each game's house rules, as a table in play carries them. */
interface RulesOf {
  sicbo: SicboRules
  blackjack: BlackjackRules
  xidach: XidachRules
}
export type TableRules<G extends GameId> = RulesOf[G]
/** Each game's table configuration as it was opened (spots and bots, the seat and the bank…). */
interface ConfigOf {
  sicbo: NonNullable<OpenInput<'sicbo'>['config']>
  blackjack: NonNullable<OpenInput<'blackjack'>['config']>
  xidach: NonNullable<OpenInput<'xidach'>['config']>
}
export type TableConfig<G extends GameId> = ConfigOf[G]
/** The person's view of the round, per game (the contract's `TableViews`). */
export type TableView<G extends GameId> = TableViews[G]['view']
/** One event of a round as the table sends it, per game. */
export type TableEvent<G extends GameId> = TableViews[G]['event']

/** The game of the table named by an "another table has a round in play" refusal, else null. */
function otherTable(e: unknown): GameId | null {
  if (!(e instanceof RpcFailure) || e.i18n?.key !== 'tables.otherTableRound') return null
  const game = e.i18n.vars?.['game']
  return GAME_IDS.find((g) => g === game) ?? null
}

export class TableSession<G extends GameId> {
  #state = $state<TableState<G> | null>(null)
  #attached = $state(false)
  #busy = $state(false)
  #error = $state<string | null>(null)
  #blockedBy = $state<GameId | null>(null)

  private queue: Promise<unknown> = Promise.resolve()
  private readonly unsubscribe: () => void

  /**
   * `balance`: the app's hold on pushed balances. A move that may settle holds them, so the top bar never
   * tells the result before the table's paced reveal does; the screen shows them when its reveal ends.
   */
  constructor(
    readonly client: Client,
    readonly game: G,
    private readonly balance: { hold(): void; show(): void } = { hold: () => {}, show: () => {} }
  ) {
    this.unsubscribe = client.on('table.changed', (s) => {
      if (!this.#state || s.tableId !== this.#state.tableId) return
      // The table closed (left in another window, or ended by a new sitting there): back to the sit-down.
      if (s.closed) this.#state = null
      else this.adopt(s)
    })
  }

  /** The table as the house last described it; null before attaching or opening. */
  get state(): TableState<G> | null {
    return this.#state
  }
  /** True once `attach` has looked for an open table (whether or not it found one). */
  get attached(): boolean {
    return this.#attached
  }
  /** A call is on its way. */
  get busy(): boolean {
    return this.#busy
  }
  /** The house's last refusal, in its own words (it names the field and the reason); cleared by the next success. */
  get error(): string | null {
    return this.#error
  }
  /** The game whose table holds the round that stopped this one from dealing (the refusal offers to go there). */
  get blockedBy(): GameId | null {
    return this.#blockedBy
  }

  /** The round in play or the last one played, if any. */
  get round(): TableState<G>['round'] {
    return this.#state?.round ?? null
  }
  /** The house's view of that round for the person. */
  get view(): TableView<G> | null {
    return this.#state?.round?.view ?? null
  }
  /** The house rules in force at this table. */
  get rules(): TableRules<G> | null {
    return (this.#state?.rules as TableRules<G> | undefined) ?? null
  }
  /** How the table was opened. */
  get config(): TableConfig<G> | null {
    return (this.#state?.config as TableConfig<G> | undefined) ?? null
  }

  /** A round is in play (not yet over). */
  get inPlay(): boolean {
    const r = this.#state?.round
    return r !== null && r !== undefined && !r.over
  }

  /** The person's balance at this table (their profile's chips). */
  get balanceMinor(): number | null {
    return this.#state?.seats.find((s) => s.kind === 'you')?.balanceMinor ?? null
  }

  /** Whether the house waits for `allowed` from `seat` (the person's seats, or a house seat they may ask). */
  can(seat: SeatId, allowed: string): boolean {
    return this.#state?.round?.yourTurn.some((y) => y.seat === seat && y.allowed.includes(allowed)) ?? false
  }

  /**
   * Says why the screen itself refuses something before asking the house (the same words the house
   * would use), or clears it with null; the next call's answer replaces it.
   */
  say(error: string | null): void {
    this.#error = error
  }

  dispose(): void {
    this.unsubscribe()
  }

  private adopt(s: TableState): TableState<G> {
    if (s.game !== this.game) throw new Error(`expected a ${this.game} table, got ${s.game}`)
    const typed = s as TableState<G>
    // Events may arrive out of order with answers: never go back to an older version of the same round.
    const cur = this.#state?.round
    const next = typed.round
    if (
      cur &&
      next &&
      cur.roundId === next.roundId &&
      next.version < cur.version &&
      this.#state?.tableId === typed.tableId
    )
      return this.#state
    this.#state = typed
    return typed
  }

  /** Runs `fn` after every earlier call; a refusal lands in `error` and gives null. */
  private run<T>(fn: () => Promise<T>): Promise<T | null> {
    const next = this.queue.then(async () => {
      this.#busy = true
      try {
        const value = await fn()
        this.#error = null
        this.#blockedBy = null
        return value
      } catch (e) {
        if (e instanceof RpcFailure && e.code === 'conflict') await this.refresh().catch(() => undefined)
        const other = otherTable(e)
        this.#blockedBy = other
        this.#error = other ? t('tableKit.otherTable', { game: t(`games.${other}.name`) }) : describeError(e)
        return null
      } finally {
        this.#busy = false
      }
    })
    this.queue = next.catch(() => undefined)
    return next
  }

  /** Finds the current profile's open table of this game (a round interrupted by a restart comes back here). */
  attach(): Promise<TableState<G> | null> {
    return this.run(async () => {
      const open = (await this.client.call('tables.list', {})).find((t) => t.game === this.game) ?? null
      this.#state = open ? (open as TableState<G>) : null
      this.#attached = true
      return this.#state
    })
  }

  open(input: OpenInput<G>): Promise<TableState<G> | null> {
    return this.run(async () =>
      this.adopt(await this.client.call('tables.open', { ...input, game: this.game } as ProcedureInput<'tables.open'>))
    )
  }

  /** Reads the table again (after a conflict, or when the screen comes back). */
  async refresh(): Promise<void> {
    const id = this.#state?.tableId
    if (!id) return
    try {
      this.adopt(await this.client.call('tables.get', { tableId: id }))
    } catch (e) {
      if (e instanceof RpcFailure && e.code === 'not-found') this.#state = null
      else throw e
    }
  }

  /**
   * A new round; with `act`, the person's first decision too, in the same commit (a Sic Bo roll).
   * `declineBank`: a rotating bank offered to the person is passed on, and they play this round.
   */
  start(
    stakes: Array<{ seat: SeatId; amountMinor: number; profileId?: string }> = [],
    act?: { seat: SeatId; action: Record<string, unknown> },
    declineBank = false
  ): Promise<TableState<G> | null> {
    return this.settling(() =>
      this.client.call('tables.start', {
        tableId: this.tableId(),
        stakes,
        ...(act ? { act } : {}),
        ...(declineBank ? { declineBank: true } : {})
      })
    )
  }

  /** Starts a round unless one is in play; true when one is in play afterwards. */
  async ensureRound(stakes: Array<{ seat: SeatId; amountMinor: number }> = []): Promise<boolean> {
    if (this.inPlay) return true
    return (await this.start(stakes)) !== null
  }

  /**
   * A Xì dách table of several people: the person whose turn it is has the computer and sees their own
   * cards (the house sends them only now, and hides them again when the turn ends).
   */
  look(seat: SeatId, profileId: string): Promise<TableState<G> | null> {
    return this.run(async () =>
      this.adopt(await this.client.call('tables.look', { tableId: this.tableId(), seat, profileId }))
    )
  }

  /**
   * One decision, sent with the version of the round as the house last described it (and, at a table of
   * several people, the profile whose seat it is).
   */
  act(seat: SeatId, action: Record<string, unknown>, profileId?: string): Promise<TableState<G> | null> {
    return this.settling(() => {
      const r = this.#state?.round
      if (!r || r.over) throw new RpcFailure('conflict', t('tableKit.noRound'))
      return this.client.call('tables.act', {
        tableId: this.tableId(),
        roundId: r.roundId,
        version: r.version,
        seat,
        action,
        ...(profileId !== undefined ? { profileId } : {})
      })
    })
  }

  /**
   * A move that may end the round. The balance the house pushes at settlement waits (held) until the
   * screen has played the round out; a move that did not end it, or failed, settled nothing, so the hold
   * goes at once.
   */
  private async settling(move: () => Promise<TableState>): Promise<TableState<G> | null> {
    const adopted = await this.run(async () => {
      this.balance.hold()
      return this.adopt(await move())
    })
    if (!adopted?.round?.over) this.balance.show()
    return adopted
  }

  /** The person's own client seed for the next round; true when the house took it. */
  async setClientSeed(clientSeed: string): Promise<boolean> {
    return (
      (await this.run(async () =>
        this.adopt(await this.client.call('tables.setClientSeed', { tableId: this.tableId(), clientSeed }))
      )) !== null
    )
  }

  /** Tops up the playing profile at the table (no trip to Profiles), then reads the table's balance again. */
  async topUp(
    app: { topUp(id: string, amountMinor: number): Promise<void>; current: { id: string } | null },
    amountMinor: number
  ): Promise<void> {
    const id = app.current?.id
    if (!id) return
    await app.topUp(id, amountMinor)
    await this.refresh()
  }

  /**
   * Blackjack: the person's counting settings at this table. The answer is adopted here: it is this
   * call's reply, and the house does not push it to this window again. A refusal is thrown, for the
   * counting panel to say beside its fields.
   */
  async setCounting(counting: CountingSettings): Promise<void> {
    this.adopt(await this.client.call('tables.setCounting', { tableId: this.tableId(), counting }))
  }

  /** Switches the decision timer off or on at this table (a round it was off in is recorded untimed). */
  setTimer(on: boolean): Promise<TableState<G> | null> {
    return this.run(async () => this.adopt(await this.client.call('tables.setTimer', { tableId: this.tableId(), on })))
  }

  /** Leaves the table (between rounds): the session ends and the screen may open another. */
  close(): Promise<TableState<G> | null> {
    return this.run(async () => {
      const closed = await this.client.call('tables.close', { tableId: this.tableId() })
      this.#state = null
      return closed as TableState<G>
    })
  }

  private tableId(): string {
    const id = this.#state?.tableId
    if (!id) throw new RpcFailure('not-found', t('tableKit.noTable'))
    return id
  }
}

/**
 * A table screen's session: made with the screen, disposed with it, and attached to the profile's open
 * table of `game` again whenever the profile changes (its id, not the profile object, which is
 * replaced each time the balance moves). Call it while the screen's component is being set up.
 */
export function tableSession<G extends GameId>(app: AppState, game: G): TableSession<G> {
  const session = new TableSession(app.client, game, { hold: () => app.holdBalance(), show: () => app.showBalance() })
  onDestroy(() => {
    session.dispose()
    app.showBalance()
  })
  const profileId = $derived(app.current?.id ?? null)
  $effect(() => {
    void profileId
    void session.attach()
  })
  return session
}

/**
 * Plays each round's events to the person at their pace (`delayOf`: how long each holds the stage at
 * normal pace), following the session's table and round; disposed with the screen.
 */
export function tablePacer<G extends GameId>(
  session: TableSession<G>,
  delayOf: (e: TableEvent<G>) => number
): Pacer<TableEvent<G>> {
  const pacer = new Pacer<TableEvent<G>>(delayOf)
  onDestroy(() => pacer.dispose())
  // Before the DOM updates: a new state's events must reach the pacer before anything derived from
  // `playing` renders, or the result would be put in the page (and taken out) before its turn.
  $effect.pre(() => {
    const table = session.state
    const round = table?.round ?? null
    pacer.follow(table && round ? `${table.tableId}:${round.roundId}` : null, round?.events ?? [])
  })
  return pacer
}

/** Runs `fn` whenever the screen shows another table than before (it left one and opened the next). */
export function onOtherTable<G extends GameId>(session: TableSession<G>, fn: () => void): void {
  let shown = ''
  $effect(() => {
    const id = session.state?.tableId ?? ''
    if (id === shown) return
    shown = id
    untrack(fn)
  })
}
