/**
 * Round recall as a timeline. A recalled round is a list of recorded steps (the start entry, then each
 * decision), each with the engine's events in order; the recall steps through every event (each card,
 * each die, each check, the settlement), not only through decisions.
 *
 * The scene at a frame is rebuilt from the events up to it: who holds which card, which bets lie
 * where, the dice, the outcomes. This is bookkeeping of what the events say, never game logic: totals
 * and what the person could see come from the house's own per-step views (`RecallStep.view`).
 */
import type { Card } from '@shared/cards'
import type { RecallStep } from '@shared/contract/history'
import type { GameId } from '@shared/games'
import { DEALER } from '@shared/games'
import type { SicboDice, SicboSettledBet, SicboSpot } from '@shared/games/sicbo'

export interface Frame {
  /** Position in the timeline. */
  index: number
  /** The recorded step this frame belongs to. */
  step: number
  /** The event's index within its step; null for a step that recorded no event. */
  event: number | null
  actor: string
  action: unknown
  /** The event shown at this frame (null for a step without events). */
  ev: unknown
  /** The last frame of its step: the step's view describes the scene exactly here. */
  last: boolean
}

/** Every event of every step, in order; a step without events still gets one frame. */
export function framesOf(steps: readonly RecallStep[]): Frame[] {
  const out: Frame[] = []
  for (const s of steps) {
    const evs = Array.isArray(s.events) ? s.events : []
    if (evs.length === 0) {
      out.push({
        index: out.length,
        step: s.index,
        event: null,
        actor: s.actor,
        action: s.action,
        ev: null,
        last: true
      })
      continue
    }
    evs.forEach((ev, i) =>
      out.push({
        index: out.length,
        step: s.index,
        event: i,
        actor: s.actor,
        action: s.action,
        ev,
        last: i === evs.length - 1
      })
    )
  }
  return out
}

/** The first frame of the step holding `frame` (for "previous decision" / "next decision"). */
export function stepStart(frames: readonly Frame[], at: number): number {
  const f = frames[at]
  if (!f) return 0
  let i = at
  while (i > 0 && frames[i - 1]?.step === f.step) i--
  return i
}

/** Where ← / → land when stepping by decision: the first frame of the previous / next step. */
export function stepJump(frames: readonly Frame[], at: number, dir: -1 | 1): number {
  if (frames.length === 0) return 0
  if (dir === 1) {
    const f = frames[at]
    let i = at
    while (i < frames.length - 1 && frames[i + 1]?.step === f?.step) i++
    return Math.min(i + 1, frames.length - 1)
  }
  const start = stepStart(frames, at)
  return start === at ? stepStart(frames, Math.max(0, at - 1)) : start
}

// ---- Sic Bo -----------------------------------------------------------------------------------------

export interface SicboScene {
  /** Minor units per spot, summed over the given seats' bets still on the layout. */
  stakes: Record<string, number>
  closed: boolean
  dice: SicboDice | null
  settled: { bets: SicboSettledBet[]; nets: Record<string, number>; winningSpots: SicboSpot[] } | null
}

type Ev = { type?: unknown } & Record<string, unknown>

function asEv(e: unknown): Ev | null {
  return e !== null && typeof e === 'object' && !Array.isArray(e) ? (e as Ev) : null
}

export function sicboScene(frames: readonly Frame[], upTo: number, seats: readonly string[]): SicboScene {
  const bets: Array<{ seat: string; spot: string; amountMinor: number }> = []
  const scene: SicboScene = { stakes: {}, closed: false, dice: null, settled: null }
  for (const f of frames.slice(0, upTo + 1)) {
    const e = asEv(f.ev)
    if (!e) continue
    switch (e.type) {
      case 'bet-placed': {
        const b = e.bet as { seat: string; spot: string; amountMinor: number }
        bets.push({ seat: b.seat, spot: b.spot, amountMinor: b.amountMinor })
        break
      }
      case 'bets-removed':
        for (let i = bets.length - 1; i >= 0; i--) {
          const b = bets[i] as { seat: string; spot: string }
          if (b.seat === e.seat && (e.spot === null || b.spot === e.spot)) bets.splice(i, 1)
        }
        break
      case 'betting-closed':
        scene.closed = true
        break
      case 'rolled':
        scene.closed = true
        scene.dice = e.dice as SicboDice
        break
      case 'settled':
        scene.settled = {
          bets: (e.bets as SicboSettledBet[]).filter((b) => seats.includes(b.seat)),
          nets: e.nets as Record<string, number>,
          winningSpots: e.winningSpots as SicboSpot[]
        }
        break
    }
  }
  for (const b of bets) if (seats.includes(b.seat)) scene.stakes[b.spot] = (scene.stakes[b.spot] ?? 0) + b.amountMinor
  return scene
}

// ---- card games -------------------------------------------------------------------------------------

export interface SceneHand {
  /** null: dealt face down and not turned up (yet). */
  cards: Array<Card | null>
  doubled: boolean
  /** Decisions taken on this hand, in order (`hit`, `stand`, `draw` …). */
  moves: string[]
  outcome: string | null
  net: number | null
}

export interface SceneSeat {
  id: string
  hands: SceneHand[]
  natural: string | null
  /** Xì dách: checked by the dealer (early: before the dealer's own turn). */
  checked: 'early' | 'late' | null
  penalisedMinor: number | null
  insuranceNet: number | null
}

export interface CardScene {
  dealer: SceneSeat
  seats: SceneSeat[]
  /** The seat whose turn an event announced last (Xì dách), or that acted last. */
  turn: string | null
  /** Blackjack: the dealer's peek, once it happened. */
  peek: boolean | null
  over: boolean
}

function newSeat(id: string): SceneSeat {
  return { id, hands: [], natural: null, checked: null, penalisedMinor: null, insuranceNet: null }
}

function newHand(): SceneHand {
  return { cards: [], doubled: false, moves: [], outcome: null, net: null }
}

export function cardScene(game: Exclude<GameId, 'sicbo'>, frames: readonly Frame[], upTo: number): CardScene {
  const dealer = newSeat(DEALER)
  const seats = new Map<string, SceneSeat>()
  const scene: CardScene = { dealer, seats: [], turn: null, peek: null, over: false }
  const seat = (id: string): SceneSeat => {
    if (id === DEALER) return dealer
    let s = seats.get(id)
    if (!s) {
      s = newSeat(id)
      seats.set(id, s)
    }
    return s
  }
  const hand = (s: SceneSeat, i: number): SceneHand => {
    while (s.hands.length <= i) s.hands.push(newHand())
    return s.hands[i] as SceneHand
  }
  // Both card games end a hand and the round alike; only the events' names differ.
  const finish = (): void => {
    scene.over = true
    scene.turn = null
  }
  for (const f of frames.slice(0, upTo + 1)) {
    const e = asEv(f.ev)
    if (!e) continue
    const settle = (h: SceneHand): void => {
      h.outcome = String(e.outcome)
      h.net = Number(e.net)
    }
    if (game === 'blackjack') {
      switch (e.type) {
        case 'deal':
          hand(seat(String(e.to)), Number(e.hand)).cards.push((e.card as Card | null) ?? null)
          break
        case 'action': {
          const s = seat(String(e.seat))
          const hi = Number(e.hand)
          const h = hand(s, hi)
          const move = String(e.do)
          h.moves.push(move)
          scene.turn = s.id
          if (move === 'double') h.doubled = true
          if (move === 'split') {
            // The engine moves the pair's second card to a new hand right after this one.
            const moved = h.cards.pop() ?? null
            const nh = newHand()
            nh.cards.push(moved)
            s.hands.splice(hi + 1, 0, nh)
          }
          break
        }
        case 'peek':
          scene.peek = e.blackjack === true
          break
        case 'reveal': {
          const h = hand(dealer, 0)
          const at = h.cards.indexOf(null)
          if (at >= 0) h.cards[at] = e.card as Card
          else h.cards.push(e.card as Card)
          break
        }
        case 'insurance-settled':
          seat(String(e.seat)).insuranceNet = Number(e.net)
          break
        case 'hand-settled':
          settle(hand(seat(String(e.seat)), Number(e.hand)))
          break
        case 'round-over':
          finish()
          break
      }
    } else {
      switch (e.type) {
        case 'dealt':
        case 'drew': {
          const h = hand(seat(String(e.seat)), 0)
          h.cards.push(e.card as Card)
          if (e.type === 'drew') h.moves.push('draw')
          break
        }
        case 'natural':
          seat(String(e.seat)).natural = String(e.kind)
          break
        case 'turn':
          scene.turn = String(e.seat)
          break
        case 'stood':
          hand(seat(String(e.seat)), 0).moves.push('stand')
          break
        case 'checked':
          seat(String(e.seat)).checked = e.early === true ? 'early' : 'late'
          break
        case 'penalised':
          seat(String(e.seat)).penalisedMinor = Number(e.paid)
          break
        case 'settled':
          settle(hand(seat(String(e.seat)), 0))
          break
        case 'over':
          finish()
          break
      }
    }
  }
  scene.seats = [...seats.values()]
  return scene
}

/**
 * Whether a card of the scene is still face down (a Blackjack hole card the dealer never turned over
 * because every hand surrendered or busted): the recall must not then say every card is shown.
 */
export function faceDownLeft(scene: CardScene): boolean {
  return [scene.dealer, ...scene.seats].some((s) => s.hands.some((h) => h.cards.some((c) => c === null)))
}

/**
 * A seat's whole net for the round when the scene shows it over and its hands' nets (and insurance)
 * do not add up to it, e.g. a Xì dách non who also paid for the dealer (\`paid-for-dealer\`) or was
 * paid a stake by a player's đền: the seat then says the whole. Null otherwise.
 */
export function wholeNetToShow(
  scene: CardScene,
  seat: SceneSeat,
  nets: Readonly<Record<string, number>>
): number | null {
  if (!scene.over || seat.id === DEALER) return null
  const whole = nets[seat.id]
  if (whole === undefined) return null
  const parts = seat.hands.reduce((a, h) => a + (h.net ?? 0), 0) + (seat.insuranceNet ?? 0)
  return whole === parts ? null : whole
}

/** A hand's total as the house's view of a step gave it (null: face down to the person then). */
export interface ViewTotal {
  total: number | null
  soft: boolean
}

/**
 * Totals per seat and hand (`seat#hand`), and the dealer's under `dealer#0`, read out of a step's view.
 * Only what the view says: a total the person could not see at the time stays absent.
 */
export function viewTotals(game: GameId, view: unknown): Map<string, ViewTotal> {
  const out = new Map<string, ViewTotal>()
  const v = asEv(view)
  if (!v) return out
  const num = (x: unknown): number | null => (typeof x === 'number' ? x : null)
  if (game === 'blackjack') {
    const d = asEv(v.dealer)
    if (d) out.set(`${DEALER}#0`, { total: num(d.total), soft: d.soft === true })
    for (const s of Array.isArray(v.seats) ? v.seats : []) {
      const seat = asEv(s)
      if (!seat) continue
      ;(Array.isArray(seat.hands) ? seat.hands : []).forEach((h: unknown, i: number) => {
        const hand = asEv(h)
        if (hand) out.set(`${String(seat.id)}#${i}`, { total: num(hand.total), soft: hand.soft === true })
      })
    }
  } else if (game === 'xidach') {
    const d = asEv(v.dealer)
    if (d && d.total !== null && d.total !== undefined) out.set(`${DEALER}#0`, { total: num(d.total), soft: false })
    for (const p of Array.isArray(v.players) ? v.players : []) {
      const pl = asEv(p)
      if (pl && pl.total !== null && pl.total !== undefined)
        out.set(`${String(pl.id)}#0`, { total: num(pl.total), soft: false })
    }
  }
  return out
}
