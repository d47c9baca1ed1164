/**
 * The timed payout drill's figures as the screens order them, and the window's measure of how long
 * each bet's field had the focus (sent with the answers: main uses only the shares of its own time).
 */
import type { BetTypeFigures } from '@shared/contract/drill'

/** Kinds of bet, the slowest per bet first (ties in their given order). */
export function slowestFirst(figures: readonly BetTypeFigures[]): BetTypeFigures[] {
  return figures
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.ms / b.f.bets - a.f.ms / a.f.bets || a.i - b.i)
    .map((x) => x.f)
}

/** Time in each of `n` fields: `enter(i)` when field i takes the focus, `leave()` when it loses it. */
export class FieldClock {
  readonly ms: number[]
  private at: number | null = null
  private field = -1

  constructor(
    n: number,
    private readonly now: () => number = () => performance.now()
  ) {
    this.ms = Array<number>(n).fill(0)
  }

  enter(i: number): void {
    this.leave()
    this.field = i
    this.at = this.now()
  }

  leave(): void {
    if (this.at !== null && this.field >= 0 && this.field < this.ms.length)
      this.ms[this.field] = (this.ms[this.field] as number) + (this.now() - this.at)
    this.at = null
    this.field = -1
  }

  /** The times so far, in whole milliseconds (the field in focus counted up to now). */
  read(): number[] {
    const field = this.field
    this.leave()
    if (field >= 0) this.enter(field)
    return this.ms.map((m) => Math.min(86_400_000, Math.max(0, Math.round(m))))
  }
}
