/** Messages between the core and the analysis worker (worker.ts). */
import type { BlackjackRules } from '@shared/games/blackjack'
import type { PlayerAdvice, PlayerQuestion } from '../../xidach'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import type { HandAnalysis, HandQuery, RulesetAnalysis } from './index'
import type { IndexOptions, IndexQuestion, IndexResult } from './indices'

export type AnalysisRequest =
  | { id: number; kind: 'ruleset'; rules: BlackjackRules }
  | { id: number; kind: 'hand'; rules: BlackjackRules; query: HandQuery }
  | { id: number; kind: 'xidach-player'; question: PlayerQuestion; seed: number }
  | {
      id: number
      kind: 'indices'
      rules: BlackjackRules
      system: CountSystemId
      questions?: IndexQuestion[]
      options?: IndexOptions
    }

export type AnalysisResponse =
  | { id: number; ok: true; kind: 'ruleset'; result: RulesetAnalysis; ms: number }
  | { id: number; ok: true; kind: 'hand'; result: HandAnalysis; ms: number }
  | { id: number; ok: true; kind: 'xidach-player'; result: PlayerAdvice; ms: number }
  | { id: number; ok: true; kind: 'indices'; result: IndexResult[]; ms: number }
  | { id: number; ok: false; message: string }
