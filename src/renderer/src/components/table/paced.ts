/**
 * The house's view of a round as it stood after its first `shown` events, for the pacer
 * (lib/pacing.svelte.ts): the cards that have landed so far, the hole card face down until its reveal,
 * outcomes and nets only once settled. The scene comes from the same event bookkeeping the recall uses
 * (history/replay.ts `cardScene`); everything else is the house's own view. With every event shown it
 * is the house's view itself.
 */
import type { Card } from '@shared/cards'
import type { TableSeatInfo, XidachLiveEvent } from '@shared/contract/tables'
import { DEALER } from '@shared/games'
import type { BlackjackEvent, BlackjackHandView, BlackjackOutcome, BlackjackView } from '@shared/games/blackjack'
import type { XidachOutcome, XidachView } from '@shared/games/xidach'
import { cardScene, type CardScene, type Frame } from '../history/replay'

function sceneOf(game: 'blackjack' | 'xidach', events: readonly unknown[], shown: number): CardScene {
  const frames: Frame[] = events
    .slice(0, shown)
    .map((ev, i) => ({ index: i, step: 0, event: i, actor: '', action: null, ev, last: false }))
  return cardScene(game, frames, frames.length - 1)
}

const RANK_VALUE: Record<string, number> = { A: 1, T: 10, J: 10, Q: 10, K: 10 }

/** A Blackjack total of the cards on show (an ace counts 11 while that does not bust). */
function blackjackTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0
  let aces = 0
  for (const c of cards) {
    const r = c[0] as string
    total += RANK_VALUE[r] ?? Number(r)
    if (r === 'A') aces++
  }
  const soft = aces > 0 && total + 10 <= 21
  return { total: soft ? total + 10 : total, soft }
}

export function pacedBlackjack(view: BlackjackView, events: readonly BlackjackEvent[], shown: number): BlackjackView {
  if (shown >= events.length) return view
  const scene = sceneOf('blackjack', events, shown)
  const dealerCards = scene.dealer.hands[0]?.cards ?? []
  const faceUp = dealerCards.filter((c): c is Card => c !== null)
  const seats = view.seats.map((st) => {
    const sc = scene.seats.find((s) => s.id === st.id)
    const hands: BlackjackHandView[] = (sc?.hands ?? []).map((h, i) => {
      const real = st.hands[i]
      const cards = h.cards.filter((c): c is Card => c !== null)
      const complete = real !== undefined && cards.length === real.cards.length
      const t = complete ? { total: real.total, soft: real.soft } : blackjackTotal(cards)
      return {
        cards,
        total: t.total,
        soft: t.soft,
        stake: real?.stake ?? st.stake,
        doubled: h.doubled,
        fromSplit: real?.fromSplit ?? false,
        done: h.outcome !== null || (real?.done ?? false),
        outcome: (h.outcome as BlackjackOutcome | null) ?? null,
        net: h.net ?? 0
      }
    })
    return { ...st, hands, insuranceNet: sc?.insuranceNet ?? null, net: null }
  })
  const dealerTotal =
    faceUp.length === view.dealer.cards.filter((c) => c !== null).length && !dealerCards.includes(null)
      ? view.dealer
      : { ...view.dealer, ...blackjackTotal(faceUp) }
  return {
    ...view,
    dealer: { cards: dealerCards, total: dealerTotal.total, soft: dealerTotal.soft },
    seats,
    turn: null,
    allowed: [],
    nets: null
  }
}

/** The seat a Xì dách event concerns and what the table says there (a check, a natural, a bust…). */
export function xidachCallout(e: XidachLiveEvent | undefined): {
  seat: string
  what: 'checked' | 'natural' | 'penalised' | 'settled' | 'stood' | 'drew'
  outcome?: XidachOutcome
} | null {
  if (!e) return null
  switch (e.type) {
    case 'checked':
      return { seat: e.seat, what: 'checked' }
    case 'natural':
      return { seat: e.seat, what: 'natural', outcome: e.kind }
    case 'penalised':
      return { seat: e.seat, what: 'penalised' }
    case 'settled':
      return { seat: e.seat, what: 'settled', outcome: e.outcome }
    case 'stood':
      return { seat: e.seat, what: 'stood' }
    case 'drew':
      return { seat: e.seat, what: 'drew' }
    default:
      return null
  }
}

/**
 * Whether the pacer is still showing the deal: its next event is a card of the deal. The phase strip
 * says so ("Chia bài") instead of "Nhà con bốc bài" while the cards land (issue 32).
 */
export function xidachDealing(events: readonly XidachLiveEvent[], shown: number): boolean {
  return shown < events.length && events[shown]?.type === 'dealt'
}

export function pacedXidach(
  view: XidachView,
  events: readonly XidachLiveEvent[],
  shown: number,
  seats: readonly TableSeatInfo[]
): XidachView {
  if (shown >= events.length) return view
  const scene = sceneOf('xidach', events, shown)
  const mine = new Set(seats.filter((s) => s.kind === 'you').map((s) => s.seat))
  // A hand turns over at the table when it is checked, shows a natural, or settles.
  const opened = (id: string): boolean => {
    const sc = id === DEALER ? scene.dealer : scene.seats.find((s) => s.id === id)
    return (
      sc !== undefined &&
      (sc.checked !== null ||
        sc.natural !== null ||
        (sc.hands[0]?.outcome !== null && sc.hands[0]?.outcome !== undefined))
    )
  }
  const anyCheck = scene.seats.some((s) => s.checked !== null || (s.hands[0]?.outcome ?? null) !== null)
  const players = view.players.map((p) => {
    const sc = scene.seats.find((s) => s.id === p.id)
    const count = sc?.hands[0]?.cards.length ?? 0
    const open = p.cards !== null && (mine.has(p.id) || opened(p.id))
    const outcome = (sc?.hands[0]?.outcome as XidachOutcome | null | undefined) ?? null
    return {
      ...p,
      cardCount: count,
      cards: open && p.cards ? p.cards.slice(0, count) : null,
      total: open && count === p.cardCount ? p.total : null,
      outcome,
      net: outcome === null ? null : (sc?.hands[0]?.net ?? p.net),
      penalised: sc?.penalisedMinor !== null && sc?.penalisedMinor !== undefined
    }
  })
  const dCount = scene.dealer.hands[0]?.cards.length ?? 0
  const dOpen = view.dealer.cards !== null && (mine.has(DEALER) || opened(DEALER) || anyCheck)
  const turn = scene.turn
  return {
    ...view,
    phase:
      turn === DEALER
        ? 'dealer'
        : view.phase === 'over'
          ? scene.over
            ? 'over'
            : turn === DEALER
              ? 'dealer'
              : 'players'
          : view.phase,
    turn: scene.over ? null : turn,
    players,
    dealer: {
      ...view.dealer,
      cardCount: dCount,
      cards: dOpen && view.dealer.cards ? view.dealer.cards.slice(0, dCount) : null,
      total: dOpen && dCount === view.dealer.cardCount ? view.dealer.total : null
    },
    allowed: []
  }
}
