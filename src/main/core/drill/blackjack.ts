/**
 * The Blackjack drills' procedures (contract/blackjack-drill.ts). Like the payout drill, a drill is
 * dealt from a fresh OS-seeded stream and kept in main until it is answered once; main checks the
 * answers against what it dealt, times them from its own clock, and saves the result for the profile
 * it was dealt to (`drill_results`, game `blackjack`, `answers_json.kind` strategy | count).
 *
 * Strategy answers are checked against the exact composition-dependent best play of each two-card
 * start for the chosen rules (the analysis worker's whole-ruleset table, cached per ruleset). The
 * cells dealt are weighted toward the ones this profile answered wrong in its last strategy drills.
 */
import { randomBytes } from 'node:crypto'
import {
  TRUE_COUNT_TOLERANCE,
  type BjCountCheck,
  type BjCountQuestion,
  type BjDrillChecked,
  type BjDrillResult,
  type BjDrillResults,
  type BjStrategyItem,
  type BjStrategyQuestion,
  type BlackjackDrillAction,
  type BlackjackDrillKind
} from '@shared/contract/blackjack-drill'
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import { rankOf, type Card } from '@shared/cards'
import {
  type AnalysisClient,
  type RulesetAnalysis,
  cellWeights,
  dealCountDrill,
  dealStrategyHands,
  UPS,
  type CountDrill,
  type StrategyHand,
  type StrategyKind
} from '../../engine/games/blackjack'
import { HmacStream, newServerSeed } from '../../fairness/stream'
import { notFound, refused, rulesRefusal } from '../errors'
import { blackjackDriver } from '../tables/blackjack'
import { chartPlay } from '../tables/blackjack-advice'
import { currentProfile } from './current-profile'
import type { CoreContext, Handlers } from '../types'
import { MAX_PENDING_DRILLS } from './index'
import { drillRepo, type DrillResultRow } from './repo'

/** Past strategy answers read to weight the next deal (newest results, then oldest first). */
const HISTORY_RESULTS = 50

type Pending =
  | {
      kind: 'strategy'
      id: string
      profileId: string
      rules: BlackjackRules
      rulesName: string
      hands: StrategyKind
      dealt: StrategyHand[]
      analysis: Promise<RulesetAnalysis>
      issuedAtMs: number
    }
  | { kind: 'count'; id: string; profileId: string; drill: CountDrill; speedMs: number; issuedAtMs: number }

interface SavedStrategy {
  kind: 'strategy'
  outOf: number
  correct: boolean
  rulesName: string
  hands: StrategyKind
  items: Array<BjStrategyItem & { cards: [Card, Card]; upCard: Card }>
  clientElapsedMs: number | null
}

interface SavedCount {
  kind: 'count'
  outOf: number
  correct: boolean
  decks: number
  cards: Card[]
  speedMs: number
  answer: { running: number; trueCount: number | null }
  check: BjCountCheck
  clientElapsedMs: number | null
}

function resultOf(row: DrillResultRow): BjDrillResult {
  const s = JSON.parse(row.answers_json) as SavedStrategy | SavedCount
  return {
    id: row.id,
    kind: s.kind,
    score: row.score,
    outOf: s.outOf,
    correct: s.correct,
    durationMs: row.duration_ms,
    rulesName: s.kind === 'strategy' ? s.rulesName : null,
    hands: s.kind === 'strategy' ? s.hands : null,
    decks: s.kind === 'count' ? s.decks : null,
    cards: s.kind === 'count' ? s.cards.length : null,
    speedMs: s.kind === 'count' ? s.speedMs : null,
    createdAt: row.created_at
  }
}

const ACTIONS: BlackjackDrillAction[] = ['hit', 'stand', 'double', 'split', 'surrender']

export function blackjackDrillHandlers(
  ctx: CoreContext,
  analysis: AnalysisClient
): Pick<
  Handlers,
  'drill.bjStrategyNew' | 'drill.bjStrategyCheck' | 'drill.bjCountNew' | 'drill.bjCountCheck' | 'drill.bjResults'
> {
  const pending = new Map<string, Pending>()

  const keep = (p: Pending): void => {
    pending.set(p.id, p)
    while (pending.size > MAX_PENDING_DRILLS) pending.delete(pending.keys().next().value as string)
  }

  const take = <K extends BlackjackDrillKind>(drillId: string, kind: K): Extract<Pending, { kind: K }> => {
    const d = pending.get(drillId)
    if (!d || d.kind !== kind)
      throw notFound(
        `There is no drill "${drillId}" waiting for an answer (each drill is checked once; deal a new one).`,
        { key: 'drill.notFound' }
      )
    if (currentProfile(ctx.store()) !== d.profileId)
      throw refused('This drill was dealt to another profile; deal a new one.', { key: 'drill.otherProfile' })
    return d as Extract<Pending, { kind: K }>
  }

  /** Saves a result and reads back the profile's best of that kind, in one transaction. */
  const save = (
    profileId: string,
    kind: BlackjackDrillKind,
    score: number,
    durationMs: number,
    saved: SavedStrategy | SavedCount,
    at: string
  ): { result: BjDrillResult; best: BjDrillResult } => {
    const store = ctx.store()
    const repo = drillRepo(store)
    return store.tx(() => {
      const id = Number(
        repo.insert.run(profileId, 'blackjack', score, durationMs, JSON.stringify(saved), at).lastInsertRowid
      )
      const row = repo.byId.get(id) as DrillResultRow
      const bestRow = repo.bestOfKind.get(profileId, 'blackjack', kind)
      return { result: resultOf(row), best: bestRow ? resultOf(bestRow) : resultOf(row) }
    })
  }

  /** This profile's past strategy answers, oldest first, for the weights. */
  const pastAnswers = (profileId: string): Array<{ row: string; up: string; correct: boolean }> => {
    const rows = drillRepo(ctx.store()).recentOfKind.all(profileId, 'blackjack', 'strategy', HISTORY_RESULTS)
    const out: Array<{ row: string; up: string; correct: boolean }> = []
    for (const r of rows.reverse()) {
      const s = JSON.parse(r.answers_json) as SavedStrategy
      for (const i of s.items) out.push({ row: i.row, up: i.up, correct: i.correct })
    }
    return out
  }

  return {
    'drill.bjStrategyNew': ({ rules: keys, hands, count }): BjStrategyQuestion => {
      const profileId = currentProfile(ctx.store())
      const resolved = resolveBlackjackRules(keys)
      if (!resolved.ok) throw rulesRefusal(resolved)
      const rules = resolved.rules
      const dealt = dealStrategyHands(
        hands,
        count,
        new HmacStream(newServerSeed(), 'bj-drill', 0),
        cellWeights(pastAnswers(profileId))
      )
      // The exact table of these rules is started now, so the check rarely waits.
      const a = analysis.ruleset(rules)
      a.catch(() => {})
      const now = ctx.now()
      const id = randomBytes(12).toString('base64url')
      // A preset by its name (also when a table passes its resolved rules); anything else is `custom`.
      const rulesName = blackjackDriver.rulesName(rules)
      keep({ kind: 'strategy', id, profileId, rules, rulesName, hands, dealt, analysis: a, issuedAtMs: now.getTime() })
      return {
        drillId: id,
        rulesName,
        hands: dealt.map((h) => ({ cards: [...h.cards] as [Card, Card], up: h.up, allowed: allowedOf(rules, h) })),
        issuedAt: now.toISOString()
      }
    },

    'drill.bjStrategyCheck': async ({ drillId, answers, elapsedMs }): Promise<BjDrillChecked<BjStrategyItem[]>> => {
      const d = take(drillId, 'strategy')
      if (answers.length !== d.dealt.length) {
        throw refused(`answers: gives ${answers.length} answers for the ${d.dealt.length} hands of this drill`, {
          key: 'drill.handCount',
          vars: { given: answers.length, hands: d.dealt.length }
        })
      }
      // Timed to the moment the answers arrived, not to when the analysis (rarely) finishes.
      const now = ctx.now()
      pending.delete(drillId)
      const table = await d.analysis
      const items = d.dealt.map((h, i) => {
        const e = table.composition[h.cell.up]?.[`${h.start[0]},${h.start[1]}`]
        if (!e) throw new Error(`no exact EVs for ${h.start.join(',')} against ${h.cell.up}`)
        const evs: Partial<Record<BlackjackDrillAction, number>> = {}
        for (const a of ACTIONS) {
          const v = e[a]
          if (v !== null && v !== undefined) evs[a] = v
        }
        const answer = answers[i] as BlackjackDrillAction
        const best = e.best as BlackjackDrillAction
        const given = evs[answer]
        // Equal EVs (to 1e-12) are both right.
        const correct = given !== undefined && given >= (evs[best] as number) - 1e-12
        const col = UPS.indexOf(h.cell.up as (typeof UPS)[number])
        return {
          row: h.cell.row,
          up: h.cell.up,
          answer,
          best,
          correct,
          evs,
          ...chartPlay(table, h.cell.row, col, allowedOf(d.rules, h)),
          cards: h.cards,
          upCard: h.up
        }
      })
      const score = items.filter((x) => x.correct).length
      const durationMs = Math.max(0, now.getTime() - d.issuedAtMs)
      const saved: SavedStrategy = {
        kind: 'strategy',
        outOf: items.length,
        correct: score === items.length,
        rulesName: d.rulesName,
        hands: d.hands,
        items,
        clientElapsedMs: elapsedMs ?? null
      }
      const { result, best } = save(d.profileId, 'strategy', score, durationMs, saved, now.toISOString())
      return {
        check: items.map(({ cards: _c, upCard: _u, ...rest }) => rest),
        result,
        best,
        isBest: best.id === result.id
      }
    },

    'drill.bjCountNew': ({ decks, cards, speedMs }): BjCountQuestion => {
      const profileId = currentProfile(ctx.store())
      if (cards > decks * 52)
        throw refused(`cards: a shoe of ${decks} decks has ${decks * 52} cards`, {
          key: 'drill.countTooMany',
          vars: { cards, max: decks * 52 }
        })
      const drill = dealCountDrill(decks, cards, new HmacStream(newServerSeed(), 'bj-count', 0))
      const now = ctx.now()
      const id = randomBytes(12).toString('base64url')
      keep({ kind: 'count', id, profileId, drill, speedMs, issuedAtMs: now.getTime() })
      return { drillId: id, decks, cards: [...drill.cards], speedMs, issuedAt: now.toISOString() }
    },

    'drill.bjCountCheck': ({ drillId, running, trueCount, elapsedMs }): BjDrillChecked<BjCountCheck> => {
      const d = take(drillId, 'count')
      // Cards are left: the true count is asked, and the drill waits for it (kept for a second try).
      if (d.drill.trueCount !== null && trueCount === undefined)
        throw refused('The true count is missing: cards are left, so it is asked.', { key: 'drill.trueCountMissing' })
      pending.delete(drillId)
      const now = ctx.now()
      const decksLeft = (52 * d.drill.decks - d.drill.cards.length) / 52
      const expected = d.drill.trueCount
      const check: BjCountCheck = {
        running: d.drill.running,
        trueCount: expected,
        decksLeft,
        runningRight: running === d.drill.running,
        trueRight:
          expected === null || trueCount === undefined
            ? null
            : Math.abs(trueCount - expected) <= TRUE_COUNT_TOLERANCE + 1e-9
      }
      const outOf = check.trueRight === null ? 1 : 2
      const score = Number(check.runningRight) + Number(check.trueRight ?? false)
      // The time counts from the last card shown: watching the sequence is not answering.
      const shownMs = d.speedMs * d.drill.cards.length
      const durationMs = Math.max(0, now.getTime() - d.issuedAtMs - shownMs)
      const saved: SavedCount = {
        kind: 'count',
        outOf,
        correct: score === outOf,
        decks: d.drill.decks,
        cards: d.drill.cards,
        speedMs: d.speedMs,
        answer: { running, trueCount: trueCount ?? null },
        check,
        clientElapsedMs: elapsedMs ?? null
      }
      const { result, best } = save(d.profileId, 'count', score, durationMs, saved, now.toISOString())
      return { check, result, best, isBest: best.id === result.id }
    },

    'drill.bjResults': ({ kind, limit }): BjDrillResults => {
      const profileId = currentProfile(ctx.store())
      const repo = drillRepo(ctx.store())
      const counts = repo.countsOfKind.get(profileId, 'blackjack', kind)
      const bestRow = repo.bestOfKind.get(profileId, 'blackjack', kind)
      return {
        recent: repo.recentOfKind.all(profileId, 'blackjack', kind, limit).map(resultOf),
        best: bestRow ? resultOf(bestRow) : null,
        count: counts?.count ?? 0,
        correctCount: counts?.correct ?? 0
      }
    }
  }
}

/** The actions the rules allow on a two-card start (what the drill offers). */
function allowedOf(rules: BlackjackRules, h: StrategyHand): BlackjackDrillAction[] {
  const out: BlackjackDrillAction[] = ['hit', 'stand']
  const [a, b] = h.start
  const soft = a === 1 || b === 1
  const hard = a + b
  const d = rules.doubleOn
  const canDouble =
    d === 'any' ||
    (d === '9-11' && !soft && hard >= 9 && hard <= 11) ||
    (d === '10-11' && !soft && hard >= 10 && hard <= 11)
  if (canDouble) out.push('double')
  // Split as the table allows it: a second hand (maxHands), and a pair under splitBy.
  const [x, y] = h.cards
  if (a === b && rules.maxHands >= 2 && (rules.splitBy === 'value' || rankOf(x) === rankOf(y))) out.push('split')
  if (rules.surrender !== 'none') out.push('surrender')
  return out
}
