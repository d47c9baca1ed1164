/**
 * What one seat may see. A player sees its own cards; every other hand is face down (its count only)
 * until it is shown: settled hands (naturals, checked, penalised, the end) are face up, and the
 * dealer's hand is face up once it has checked someone or the round is over. The deck order never
 * appears. `viewInto` refills a caller's view object so the simulator and bench build no garbage;
 * `viewOf` is the same code on a fresh object.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { XidachPlayerView, XidachView } from '@shared/games/xidach'
import { legalInto } from './legal'
import type { XidachState } from './state'

export function emptyView(): XidachView {
  return {
    game: 'xidach',
    rules: undefined as unknown as XidachView['rules'],
    viewer: null,
    phase: 'players',
    turn: null,
    players: [],
    dealer: { cardCount: 0, cards: null, total: null, bank: null, penalised: null },
    deckCount: 0,
    allowed: []
  }
}

function copyCards(src: readonly Card[], dst: Card[] | null): Card[] {
  const out = dst ?? []
  // Overwrite in place; changing an array's length is a slow path, so it is done only when needed.
  for (let i = 0; i < src.length; i++) out[i] = src[i] as Card
  while (out.length > src.length) out.pop()
  return out
}

/** Fills `out` with what `viewer` (a player id, 'dealer' or null) may see of `state`; returns `out`. */
export function viewInto(state: XidachState, viewer: string | null, out: XidachView): XidachView {
  const over = state.phase === 'over'
  out.rules = state.rules
  out.viewer = viewer
  out.phase = state.phase
  out.turn = over ? null : state.phase === 'dealer' ? DEALER : (state.players[state.turn]?.id ?? null)
  out.deckCount = state.deck.length - state.next
  const ps = state.players
  const views = out.players
  if (views.length > ps.length) views.length = ps.length
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!
    let v = views[i] as XidachPlayerView | undefined
    if (!v) {
      v = {
        id: '',
        stake: 0,
        cardCount: 0,
        cards: null,
        total: null,
        status: 'waiting',
        penalised: false,
        outcome: null,
        net: null,
        received: 0,
        paidForDealer: 0
      }
      views[i] = v
    }
    v.id = p.id
    v.stake = p.stake
    v.cardCount = p.cards.length
    const faceUp = over || p.status === 'settled' || p.id === viewer
    if (faceUp) {
      v.cards = copyCards(p.cards, v.cards)
      v.total = p.total
    } else {
      v.cards = null
      v.total = null
    }
    v.status = p.status
    v.penalised = p.penalised
    v.outcome = p.outcome
    v.net = p.status === 'settled' ? p.net : null
    v.received = p.received
    v.paidForDealer = p.paidForDealer
    // Only where it can be other than 0, so the views of every round stored before it read as they did.
    // (`out` may be reused under other rules, so a stale one goes.)
    if (state.rules.shortfall === 'receivers-share') v.unpaid = p.unpaid
    else if (v.unpaid !== undefined) delete v.unpaid
  }
  const d = state.dealer
  out.dealer.cardCount = d.cards.length
  out.dealer.bank = d.bank
  out.dealer.penalised = d.penalised
  if (over || d.shown || viewer === DEALER) {
    out.dealer.cards = copyCards(d.cards, out.dealer.cards)
    out.dealer.total = d.total
  } else {
    out.dealer.cards = null
    out.dealer.total = null
  }
  if (viewer === null) {
    if (out.allowed.length !== 0) out.allowed.length = 0
  } else legalInto(state, viewer, out.allowed)
  return out
}

export function viewOf(state: XidachState, viewer: string | null): XidachView {
  return viewInto(state, viewer, emptyView())
}
