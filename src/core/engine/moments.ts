/** Running mean and variance (Welford) of one figure per sample, and its 99 % interval. */

/** The two-sided 99 % normal quantile. */
export const Z99 = 2.5758293035489

export class Moments {
  n = 0
  mean = 0
  private m2 = 0
  add(x: number): void {
    this.n++
    const d = x - this.mean
    this.mean += d / this.n
    this.m2 += d * (x - this.mean)
  }
  /** The standard error of the mean (0 with fewer than two samples). */
  se(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : 0
  }
}
