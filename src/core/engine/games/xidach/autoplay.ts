/**
 * Plays a round to the end with computer seats only: the loop the simulator, the bench and the
 * property tests share. Each seat decides from its own view (refilled in place, so a long run makes
 * no garbage per decision) and the moves go through the same `apply` as every other path.
 */
import { standardDeck, type Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { Minor } from '@shared/money'
import type { XidachAction, XidachRules, XidachView } from '@shared/games/xidach'
import { uniformFromWords, type FastRng, type RandomSource } from '../../random'
import { botDecision, dealerDecision, type BotStyle, type DealerStrength } from './ai'
import { apply } from './apply'
import { earlyCheckOpen } from './legal'
import { restartRound, startRound } from './setup'
import type { XidachState } from './state'
import { emptyView, viewInto } from './view'

export interface AutoSeats {
  /** One style per player, in seat order. */
  styles: readonly BotStyle[]
  dealer: DealerStrength
  /**
   * A player's decision in place of its bot style (the exact edge's check plays the best play found by
   * exact-edge.ts through the engine); the seat's style when absent.
   */
  decide?: (view: XidachView, seat: number) => XidachAction
}

/** Reusable views, one per player seat plus the dealer's. */
export class ViewPool {
  private readonly players: XidachView[] = []
  readonly dealer: XidachView = emptyView()

  player(i: number): XidachView {
    let v = this.players[i]
    if (!v) {
      v = emptyView()
      this.players[i] = v
    }
    return v
  }
}

export interface Move {
  seat: string
  action: XidachAction
}

/**
 * Runs `state` (in place) until the round is over. `log`, when given, receives every move in order,
 * enough to replay the round through `step`.
 */
export function playOut(
  state: XidachState,
  seats: AutoSeats,
  rng: RandomSource,
  pool: ViewPool,
  log: Move[] | null = null
): void {
  let guard = 0
  // Under after-turn nothing the dealer could check changes until a turn ends, so it is asked once
  // per turn; under any-time every draw is a new moment.
  const everyMove = state.rules.earlyCheck === 'any-time'
  let askedAt = -2
  while (state.phase !== 'over') {
    if (++guard > 200) throw new Error('xidach autoplay: the round did not end (engine bug)')
    let seat: string
    let action: XidachAction | null = null
    if (state.phase === 'players' && (everyMove || askedAt !== state.turn) && earlyCheckOpen(state)) {
      askedAt = state.turn
      action = dealerDecision(viewInto(state, DEALER, pool.dealer), seats.dealer, rng)
    }
    if (action !== null) seat = DEALER
    else if (state.phase === 'players') {
      const i = state.turn
      const p = state.players[i]!
      seat = p.id
      const view = viewInto(state, seat, pool.player(i))
      action = seats.decide ? seats.decide(view, i) : botDecision(view, seats.styles[i] ?? 'standard', rng)
    } else {
      seat = DEALER
      action = dealerDecision(viewInto(state, DEALER, pool.dealer), seats.dealer, rng)
      if (action === null) throw new Error('xidach autoplay: the dealer AI gave no action on its turn')
    }
    const bad = apply(state, seat, action, null)
    if (bad) throw new Error(`xidach autoplay: ${bad.message}`)
    log?.push({ seat, action })
  }
}

/**
 * A deck for simulated rounds. With n players at most 5n + 5 cards can ever be dealt (five per hand;
 * computer seats never draw while bust), so only those positions are shuffled (Fisher–Yates from the
 * front): what is dealt is exactly as random as with a full shuffle, at half the cost. `deck` is
 * reused and must hold one whole deck; the result is the same array.
 */
export function simDeck(deck: Card[], players: number, rng: FastRng): Card[] {
  const k = Math.min(deck.length - 1, 5 * players + 5)
  const word = (): number => rng.word()
  for (let i = 0; i < k; i++) {
    const j = i + uniformFromWords(word, deck.length - i)
    const t = deck[i] as Card
    deck[i] = deck[j] as Card
    deck[j] = t
  }
  return deck
}

/**
 * A table of computer seats for long runs (simulator, bench): every player stakes `stake`, chips and
 * bank are unlimited, and each round gets a fresh deck from `rng`. `playRound` returns the finished
 * round's state, valid until the next call.
 */
export class SimTable {
  private readonly deck: Card[] = standardDeck()
  private readonly pool = new ViewPool()
  private readonly ids: string[]

  constructor(
    readonly rules: XidachRules,
    readonly seats: AutoSeats,
    private readonly rng: FastRng,
    private readonly stake: Minor = 100
  ) {
    this.ids = seats.styles.map((_, i) => `p${i + 1}`)
  }

  private state: XidachState | null = null

  playRound(): XidachState {
    const n = this.ids.length
    simDeck(this.deck, n, this.rng)
    let state = this.state
    if (state === null) {
      const players = this.ids.map((id) => ({ id, bankroll: Number.MAX_SAFE_INTEGER, stake: this.stake }))
      const r = startRound(this.rules, { players, dealer: { bankroll: null, bank: null }, deck: this.deck }, null, true)
      if (!r.ok) throw new Error(`xidach sim: ${r.error.message}`)
      state = this.state = r.state
    } else restartRound(state, this.deck, null)
    playOut(state, this.seats, this.rng, this.pool)
    return state
  }
}
