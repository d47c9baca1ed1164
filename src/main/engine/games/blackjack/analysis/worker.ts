/**
 * The analysis worker (worker_threads): runs the coach's analysis off the core's thread, where every
 * other action would wait for it. Messages:
 * `{ id, kind: 'ruleset', rules }` → `{ id, ok: true, result: RulesetAnalysis, ms }`;
 * `{ id, kind: 'hand', rules, query }` → `{ id, ok: true, result: HandAnalysis, ms }`;
 * `{ id, kind: 'xidach-player', question, seed }` → `{ id, ok: true, result: PlayerAdvice, ms }`
 * (the Xì dách advisor, up to 12 ms exact and then 25 ms sampled: 38 ms a decision at the median);
 * `{ id, kind: 'indices', rules, system, questions?, options? }` → `{ id, ok: true, result: IndexResult[], ms }`
 * (indices.ts; the Illustrious 18 and Fab 4 by default, about 0.6 s);
 * any failure → `{ id, ok: false, message }`.
 */
import { parentPort } from 'node:worker_threads'
import { advisePlayer } from '../../xidach'
import { COUNT_SYSTEMS } from '@shared/games/blackjack-counts'
import { analyzeHand, analyzeRuleset } from './index'
import { computeIndices } from './indices'
import type { AnalysisRequest, AnalysisResponse } from './protocol'

const port = parentPort
if (port) {
  port.on('message', (m: AnalysisRequest) => {
    const t0 = performance.now()
    let reply: AnalysisResponse
    try {
      if (m.kind === 'ruleset')
        reply = { id: m.id, ok: true, kind: 'ruleset', result: analyzeRuleset(m.rules), ms: performance.now() - t0 }
      else if (m.kind === 'hand')
        reply = { id: m.id, ok: true, kind: 'hand', result: analyzeHand(m.rules, m.query), ms: performance.now() - t0 }
      else if (m.kind === 'indices') {
        const result = computeIndices(m.rules, COUNT_SYSTEMS[m.system], m.questions, m.options)
        reply = { id: m.id, ok: true, kind: 'indices', result, ms: performance.now() - t0 }
      } else {
        const result = advisePlayer(m.question, undefined, m.seed)
        reply = { id: m.id, ok: true, kind: 'xidach-player', result, ms: performance.now() - t0 }
      }
    } catch (e) {
      reply = { id: m.id, ok: false, message: (e as Error).message }
    }
    port.postMessage(reply)
  })
}
