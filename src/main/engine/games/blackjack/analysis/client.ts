/**
 * The core's handle on the analysis worker: one worker thread started on first use, requests answered
 * in order of arrival, whole-ruleset results cached per ruleset (they depend on the rules only). It
 * answers the Blackjack analysis and the Xì dách advisor's player questions (worker.ts).
 * The core awaits a promise and never blocks while the worker computes.
 */
import { Worker } from 'node:worker_threads'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import type { PlayerAdvice, PlayerQuestion } from '../../xidach'
import type { HandAnalysis, HandQuery, RulesetAnalysis } from './index'
import type { IndexOptions, IndexQuestion, IndexResult } from './indices'
import type { AnalysisRequest, AnalysisResponse } from './protocol'

/**
 * Where the worker's code is: next to this file when running from source (tsx, tests; worker-dev.mjs
 * loads worker.ts through tsx), or the
 * bundle's own entry `analysis-worker.js` beside out/main/index.js (electron.vite.config.ts).
 */
function workerUrl(): URL {
  const here = import.meta.url
  return here.endsWith('.ts') ? new URL('./worker-dev.mjs', here) : new URL('./analysis-worker.js', here)
}

/** A request without its id (distributed over the union's members). */
type AnalysisQuestion = AnalysisRequest extends infer R ? (R extends AnalysisRequest ? Omit<R, 'id'> : never) : never

type Pending = { resolve: (r: AnalysisResponse) => void; reject: (e: Error) => void }

export class AnalysisClient {
  private worker: Worker | null = null
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private readonly rulesets = new Map<string, Promise<RulesetAnalysis>>()
  private readonly indexSets = new Map<string, Promise<IndexResult[]>>()

  private start(): Worker {
    if (this.worker) return this.worker
    const w = new Worker(workerUrl())
    w.unref()
    w.on('message', (m: AnalysisResponse) => {
      const p = this.pending.get(m.id)
      if (!p) return
      this.pending.delete(m.id)
      p.resolve(m)
    })
    const failAll = (e: Error): void => {
      for (const p of this.pending.values()) p.reject(e)
      this.pending.clear()
      this.worker = null
    }
    w.on('error', failAll)
    w.on('exit', (code) => {
      if (this.pending.size > 0) failAll(new Error(`analysis worker stopped (exit ${code})`))
      this.worker = null
    })
    this.worker = w
    return w
  }

  private ask(req: AnalysisQuestion): Promise<AnalysisResponse> {
    const id = this.nextId++
    const w = this.start()
    return new Promise<AnalysisResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      w.postMessage({ ...req, id })
    })
  }

  /** The whole-ruleset analysis (cached per ruleset). */
  ruleset(rules: BlackjackRules): Promise<RulesetAnalysis> {
    const key = JSON.stringify(rules)
    let p = this.rulesets.get(key)
    if (!p) {
      p = this.ask({ kind: 'ruleset', rules }).then((r) => {
        if (!r.ok) throw new Error(r.message)
        if (r.kind !== 'ruleset') throw new Error('analysis worker answered the wrong question')
        return r.result
      })
      p.catch(() => this.rulesets.delete(key))
      this.rulesets.set(key, p)
    }
    return p
  }

  /** The EVs of every action for the hand in play. */
  async hand(rules: BlackjackRules, query: HandQuery): Promise<HandAnalysis> {
    const r = await this.ask({ kind: 'hand', rules, query: { ...query, unseen: Array.from(query.unseen) } })
    if (!r.ok) throw new Error(r.message)
    if (r.kind !== 'hand') throw new Error('analysis worker answered the wrong question')
    return r.result
  }

  /**
   * The index plays of a ruleset for a count system (indices.ts `computeIndices`; the Illustrious 18
   * and Fab 4 without `questions`), cached per question: they depend on nothing else.
   */
  indices(
    rules: BlackjackRules,
    system: CountSystemId,
    questions?: IndexQuestion[],
    options?: IndexOptions
  ): Promise<IndexResult[]> {
    const key = JSON.stringify([rules, system, questions ?? null, options ?? null])
    let p = this.indexSets.get(key)
    if (!p) {
      const req = {
        kind: 'indices' as const,
        rules,
        system,
        ...(questions ? { questions } : {}),
        ...(options ? { options } : {})
      }
      p = this.ask(req).then((r) => {
        if (!r.ok) throw new Error(r.message)
        if (r.kind !== 'indices') throw new Error('analysis worker answered the wrong question')
        return r.result
      })
      p.catch(() => this.indexSets.delete(key))
      this.indexSets.set(key, p)
    }
    return p
  }

  /** The Xì dách advisor's figures for a player's decision (advisor.ts `advisePlayer`, seeded by `seed`). */
  async xidachPlayer(question: PlayerQuestion, seed: number): Promise<PlayerAdvice> {
    const r = await this.ask({ kind: 'xidach-player', question, seed })
    if (!r.ok) throw new Error(r.message)
    if (r.kind !== 'xidach-player') throw new Error('analysis worker answered the wrong question')
    return r.result
  }

  async close(): Promise<void> {
    const w = this.worker
    this.worker = null
    if (w) await w.terminate()
  }
}
