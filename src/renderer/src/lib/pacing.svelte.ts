/**
 * Pacing: the table plays a round's events to the person one after another, at the speed they set
 * (slow / normal / fast / instant), so a deal, the bots' draws, the dealer's reveal and each check are
 * seen in order and the result comes last. Presentation only: the house answers at once and the
 * screen always holds its true state; the pacer only says how many of the round's events are on show
 * yet. Under reduced motion, at "instant", and for a round the screen did not see begin (a reload, a
 * return to the table, another window), everything shows at once.
 */
import type { Pace } from '@shared/contract/index'
import { reduced } from './motion.svelte'

/** How long each event holds the stage, relative to "normal". */
const SPEED: Record<Pace, number> = { slow: 1.8, normal: 1, fast: 0.4, instant: 0 }

let pace = $state<Pace>('normal')

export function setPace(next: Pace): void {
  pace = next
}

/** The factor for the current pace; 0 means no pacing at all. */
export function paceFactor(): number {
  return reduced() ? 0 : SPEED[pace]
}

export class Pacer<E> {
  /** How many of the round's events are on show. */
  shown = $state(0)
  /** How many events the round has (as the house last said). */
  total = $state(0)

  private key: string | null = null
  private events: readonly E[] = []
  private count = 0
  private expecting = false
  private timer: ReturnType<typeof setTimeout> | null = null

  /** `delayOf`: milliseconds an event holds the stage at normal pace. */
  constructor(private readonly delayOf: (e: E) => number) {}

  /** Events are still being played. */
  get playing(): boolean {
    return this.shown < this.total
  }

  /** The next new round comes from the person's own deal: play it from its first event. */
  expect(): void {
    this.expecting = true
  }

  /** The round `key` as the house describes it now (null: no round). Call on every change. */
  follow(key: string | null, events: readonly E[]): void {
    this.events = events
    if (key !== this.key) {
      this.key = key
      this.stop()
      // A round seen from its start plays from there; one found already under way shows as it stands.
      this.count = this.expecting && key !== null ? 0 : events.length
      this.expecting = false
    }
    this.count = Math.min(this.count, events.length)
    this.total = events.length
    this.shown = this.count
    this.schedule()
  }

  /** Shows everything now (the person asked to skip, or the screen goes away). */
  finish(): void {
    this.stop()
    this.count = this.events.length
    this.shown = this.count
  }

  dispose(): void {
    this.stop()
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private schedule(): void {
    if (this.timer || this.count >= this.events.length) return
    const factor = paceFactor()
    if (factor === 0) {
      this.finish()
      return
    }
    const next = this.events[this.count] as E
    this.timer = setTimeout(
      () => {
        this.timer = null
        this.count = Math.min(this.count + 1, this.events.length)
        this.shown = this.count
        this.schedule()
      },
      Math.round(this.delayOf(next) * factor)
    )
  }
}
