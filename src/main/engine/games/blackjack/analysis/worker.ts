/**
 * The analysis worker (worker_threads): runs the exact analysis off the core's thread. Messages:
 * `{ id, kind: 'ruleset', rules }` → `{ id, ok: true, result: RulesetAnalysis, ms }`;
 * `{ id, kind: 'hand', rules, query }` → `{ id, ok: true, result: HandAnalysis, ms }`;
 * any failure → `{ id, ok: false, message }`.
 */
import { parentPort } from 'node:worker_threads'
import { analyzeHand, analyzeRuleset } from './index'
import type { AnalysisRequest, AnalysisResponse } from './protocol'

const port = parentPort
if (port) {
  port.on('message', (m: AnalysisRequest) => {
    const t0 = performance.now()
    let reply: AnalysisResponse
    try {
      if (m.kind === 'ruleset')
        reply = { id: m.id, ok: true, kind: 'ruleset', result: analyzeRuleset(m.rules), ms: performance.now() - t0 }
      else
        reply = { id: m.id, ok: true, kind: 'hand', result: analyzeHand(m.rules, m.query), ms: performance.now() - t0 }
    } catch (e) {
      reply = { id: m.id, ok: false, message: (e as Error).message }
    }
    port.postMessage(reply)
  })
}
