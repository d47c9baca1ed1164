/**
 * A card table's round as the person is shown it (Blackjack, Xì dách): the pacer plays the round's
 * events at their pace, `view` is the house's view as it stood after the events shown, the round is in
 * play until its last event is shown, and the balance moves when the result is shown, not before. The
 * house is already further; this only says how much of it is on show.
 */
import type { TableRoundState } from '@shared/contract/tables'
import type { SeatId } from '@shared/games'
import type { Pacer } from './pacing.svelte'
import { tablePacer, type TableEvent, type TableSession, type TableView } from './table.svelte'

type CardGame = 'blackjack' | 'xidach'

/** Milliseconds an event holds the stage at normal pace when its type names none. */
const DEFAULT_DELAY = 250

/**
 * Follows the session's rounds from a screen's setup (it makes effects). `delays`: how long each event
 * type holds the stage at normal pace; `pace`: the game's view after its first `shown` events
 * (components/table/paced.ts); `mine`: the person's seats, whose nets the balance holds back.
 */
export function pacedRound<G extends CardGame>(
  session: TableSession<G>,
  delays: Partial<Record<TableEvent<G>['type'], number>>,
  pace: (view: TableView<G>, events: readonly TableEvent<G>[], shown: number) => TableView<G>,
  mine: () => readonly SeatId[]
): {
  readonly pacer: Pacer<TableEvent<G>>
  readonly round: TableRoundState<G> | null
  /** Events are still being played to the person. */
  readonly playing: boolean
  readonly view: TableView<G> | null
  readonly inPlay: boolean
  readonly over: boolean
  readonly balance: number | null
} {
  const pacer = tablePacer(session, (e) => delays[e.type as TableEvent<G>['type']] ?? DEFAULT_DELAY)
  const round = $derived(session.state?.round ?? null)
  const playing = $derived(pacer.playing)
  const view = $derived.by(() => {
    const v = session.view
    return v && round ? pace(v, round.events, pacer.shown) : v
  })
  const inPlay = $derived(round !== null && (!round.over || playing))
  const over = $derived(round !== null && round.over && !playing)
  const balance = $derived.by(() => {
    const b = session.balanceMinor
    if (b === null || !playing || !round?.over) return b
    return b - mine().reduce((a, s) => a + (round.nets?.[s] ?? 0), 0)
  })
  return {
    pacer,
    get round() {
      return round
    },
    get playing() {
      return playing
    },
    get view() {
      return view
    },
    get inPlay() {
      return inPlay
    },
    get over() {
      return over
    },
    get balance() {
      return balance
    }
  }
}
