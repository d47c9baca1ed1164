/**
 * Finished Xì dách house-edge simulations, kept in the data folder (`xidach-edges.json`), so that the
 * lobby, the rules editor and the sit-down screen show a figure after a restart instead of "not
 * computed for these rules": a run takes minutes, and without this every start forgot them all.
 *
 * A run is a pure function of the resolved rules, the rounds, the seed and this build's dealer AIs and
 * simulator, so the file names the build, the rounds and the seed, and a file of another build (whose
 * AIs may play differently), rounds or seed is ignored and, at the next finished run, replaced.
 * It holds derived figures only, never the user's data: a file that cannot be read or does not hold
 * what it should is ignored (and a bad entry dropped), and one that cannot be written (a read-only
 * folder, a full disk) leaves the figures in memory for this run, with one warning in the log.
 * Written through a temporary name and renamed, so it is either whole or absent.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { DEALER_STRENGTHS, type DealerEdge } from '../engine/games/xidach'
import type { RememberedEdges } from '../workers'
import type { Logger } from '../types'

export const EDGE_FILE = 'xidach-edges.json'
const FORMAT = 1
/** Rulesets kept, the most recently finished last (the client's own cache holds as many). */
const KEPT = 64

/** zod's numbers refuse NaN and ±Infinity, which JSON cannot hold anyway. */
const figure = z.number()
const dealerEdge = z.object({
  dealer: z.enum(DEALER_STRENGTHS),
  rounds: z.number().int().positive(),
  edge: figure,
  lo: figure,
  hi: figure
})
/** One ruleset's run: a figure per dealer AI (its order and rounds are checked against the file's). */
const edgeRun = z.array(dealerEdge)
const header = z.object({
  format: z.literal(FORMAT),
  build: z.string(),
  rounds: z.number(),
  seed: z.number(),
  runs: z.record(z.string(), z.unknown())
})

export interface EdgeFileOptions {
  dataDir: string
  /** The app's version: another build's AIs may give other figures. */
  build: string
  rounds: number
  seed: number
  log: Logger
}

export class XidachEdgeFile implements RememberedEdges {
  private readonly file: string
  private runs: Map<string, readonly DealerEdge[]> | null = null
  private warned = false

  constructor(private readonly o: EdgeFileOptions) {
    this.file = join(o.dataDir, EDGE_FILE)
  }

  get(key: string): readonly DealerEdge[] | undefined {
    return this.load().get(key)
  }

  set(key: string, results: readonly DealerEdge[]): void {
    const runs = this.load()
    runs.delete(key)
    runs.set(key, results)
    while (runs.size > KEPT) runs.delete(runs.keys().next().value as string)
    const text = JSON.stringify({
      format: FORMAT,
      build: this.o.build,
      rounds: this.o.rounds,
      seed: this.o.seed,
      runs: Object.fromEntries(runs)
    })
    const tmp = `${this.file}.partial`
    try {
      writeFileSync(tmp, text + '\n')
      renameSync(tmp, this.file)
    } catch (e) {
      try {
        rmSync(tmp, { force: true })
      } catch {
        // whatever stands at the temporary name is not ours to clear
      }
      if (!this.warned) this.o.log.warn(`The Xì dách house edges could not be kept in ${this.file}: ${String(e)}`)
      this.warned = true
    }
  }

  /** The file's runs, read once (the first question after start); what does not check out is left out. */
  private load(): Map<string, readonly DealerEdge[]> {
    if (this.runs) return this.runs
    this.runs = new Map()
    let json: unknown
    try {
      json = JSON.parse(readFileSync(this.file, 'utf8'))
    } catch {
      return this.runs // none yet, or unreadable: computed again when asked
    }
    const h = header.safeParse(json)
    if (!h.success) return this.runs
    const { build, rounds, seed, runs } = h.data
    if (build !== this.o.build || rounds !== this.o.rounds || seed !== this.o.seed) return this.runs
    for (const [key, value] of Object.entries(runs)) {
      const r = edgeRun.safeParse(value)
      // A whole run only: one figure per dealer AI, each of the file's rounds.
      if (!r.success || r.data.length !== DEALER_STRENGTHS.length) continue
      if (r.data.some((d, i) => d.dealer !== DEALER_STRENGTHS[i] || d.rounds !== rounds || !(d.lo <= d.hi))) continue
      this.runs.set(key, r.data)
    }
    return this.runs
  }
}
