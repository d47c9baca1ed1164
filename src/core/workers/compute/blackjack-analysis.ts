/**
 * Blackjack's handle on the compute worker (engine/compute): the analysis jobs, whole-ruleset results
 * and index plays cached per question (they depend on nothing else), and the Xì dách advisor's player
 * questions, which share the worker. The core awaits a promise and never blocks while the worker computes.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import { ComputeClient } from './client'
import type { PlayerAdvice, PlayerQuestion } from '../../engine/games/xidach'
import type {
  HandAnalysis,
  HandQuery,
  IndexOptions,
  IndexQuestion,
  IndexResult,
  RulesetAnalysis
} from '../../engine/games/blackjack'

export class AnalysisClient extends ComputeClient {
  private readonly rulesets = new Map<string, Promise<RulesetAnalysis>>()
  private readonly indexSets = new Map<string, Promise<IndexResult[]>>()

  /** The whole-ruleset analysis (cached per ruleset). */
  ruleset(rules: BlackjackRules): Promise<RulesetAnalysis> {
    const key = JSON.stringify(rules)
    let p = this.rulesets.get(key)
    if (!p) {
      p = this.run('blackjack.ruleset', rules)
      p.catch(() => this.rulesets.delete(key))
      this.rulesets.set(key, p)
    }
    return p
  }

  /** The EVs of every action for the hand in play. */
  hand(rules: BlackjackRules, query: HandQuery): Promise<HandAnalysis> {
    return this.run('blackjack.hand', rules, { ...query, unseen: Array.from(query.unseen) })
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
      p = this.run('blackjack.indices', rules, system, questions, options)
      p.catch(() => this.indexSets.delete(key))
      this.indexSets.set(key, p)
    }
    return p
  }

  /** The Xì dách advisor's figures for a player's decision (advisor.ts `advisePlayer`, seeded by `seed`). */
  xidachPlayer(question: PlayerQuestion, seed: number): Promise<PlayerAdvice> {
    return this.run('xidach.player', question, seed)
  }
}
