/**
 * A benchmark figure. `npm run bench` runs every registered bench `runs` times and reports the
 * median; `target` is the target (null where none is named) and `better` which way is good.
 */
export interface Bench {
  name: string
  unit: string
  target: number | null
  better: 'higher' | 'lower'
  /** How many times to run it; the median is reported. Default 5. */
  runs?: number
  /** Optional one-off preparation (seeding a store…), not timed. */
  setup?: () => Promise<void> | void
  /** One measurement. */
  run: () => Promise<number> | number
  teardown?: () => Promise<void> | void
}
