/**
 * The Blackjack Hi-Lo counting drill's procedures and the results of both Blackjack drills
 * (contract/blackjack-drill.ts; the strategy flashcards are flashcards.ts). Like the payout drill, a
 * counting drill is dealt from a fresh OS-seeded stream and kept in main until it is answered once; main
 * checks the answers against what it dealt, times them from its own clock, and saves the result for the
 * profile it was dealt to (`drill_results`, game `blackjack`, `answers_json.kind` strategy | count).
 */
import { randomBytes } from 'node:crypto'
import { TRUE_COUNT_TOLERANCE } from '@shared/contract/constants'
import type {
  BjCountCheck,
  BjCountQuestion,
  BjDrillChecked,
  BjDrillResult,
  BjDrillResults,
  BjStrategyItem,
  BlackjackDrillKind
} from '@shared/contract/blackjack-drill'
import type { Card } from '@shared/cards'
import { dealCountDrill, type CountDrill } from '../engine/games/blackjack'
import { HmacStream, newServerSeed } from '../fairness/stream'
import type { Store } from '../store/store'
import { refused } from '../errors'
import { currentProfile, pendingDrill } from './current-profile'
import type { CoreContext, Handlers } from '../types'
import { MAX_PENDING_DRILLS } from './index'
import { drillRepo, type DrillResultRow } from './repo'
import type { SavedCards } from './flashcards'

type Pending = { kind: 'count'; id: string; profileId: string; drill: CountDrill; speedMs: number; issuedAtMs: number }

/** A strategy result of the 20-hand form this screen had before the flashcards (still read back). */
interface SavedStrategy {
  kind: 'strategy'
  outOf: number
  correct: boolean
  rulesName: string
  hands: string
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

/** A discard-tray result's fields this list reads (blackjack-counting.ts writes it). */
interface SavedTrayResult {
  kind: 'tray'
  outOf: number
  correct: boolean
  decks: number
  discards: number
}

function resultOf(row: DrillResultRow): BjDrillResult {
  const s = JSON.parse(row.answers_json) as SavedStrategy | SavedCards | SavedCount | SavedTrayResult
  if (s.kind === 'tray')
    return {
      id: row.id,
      kind: 'tray',
      score: row.score,
      outOf: s.outOf,
      correct: s.correct,
      durationMs: row.duration_ms,
      rulesName: null,
      hands: null,
      decks: s.decks,
      cards: s.discards,
      speedMs: null,
      createdAt: row.created_at
    }
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

/**
 * Saves a Blackjack drill's result and reads back the profile's best of that kind, in one transaction
 * (the counting drill's here, the discard-tray drill's in blackjack-counting.ts).
 */
export function savedResult(
  ctx: CoreContext,
  profileId: string,
  kind: BlackjackDrillKind,
  score: number,
  durationMs: number,
  saved: { kind: BlackjackDrillKind; outOf: number; correct: boolean },
  at: Date
): { result: BjDrillResult; best: BjDrillResult; earlier: number } {
  const store = ctx.store()
  const repo = drillRepo(store)
  return store.tx(() => {
    const id = Number(
      repo.insert.run(profileId, 'blackjack', score, durationMs, JSON.stringify(saved), at.toISOString())
        .lastInsertRowid
    )
    const row = repo.byId.get(id) as DrillResultRow
    const bestRow = repo.bestOfKind.get(profileId, 'blackjack', kind)
    const earlier = (repo.countsOfKind.get(profileId, 'blackjack', kind)?.count ?? 1) - 1
    return { result: resultOf(row), best: bestRow ? resultOf(bestRow) : resultOf(row), earlier }
  })
}

export function blackjackDrillHandlers(ctx: CoreContext): Pick<Handlers, 'drill.countNew' | 'drill.countCheck'> {
  const pending = new Map<string, Pending>()

  const keep = (p: Pending): void => {
    pending.set(p.id, p)
    while (pending.size > MAX_PENDING_DRILLS) pending.delete(pending.keys().next().value as string)
  }

  const take = (drillId: string): Pending => {
    return pendingDrill(ctx.store(), pending, drillId)
  }

  return {
    'drill.countNew': ({ decks, cards, speedMs }): BjCountQuestion => {
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

    'drill.countCheck': ({ drillId, running, trueCount, elapsedMs }): BjDrillChecked<BjCountCheck> => {
      const d = take(drillId)
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
      const { result, best, earlier } = savedResult(ctx, d.profileId, 'count', score, durationMs, saved, now)
      // A first result is the best by itself; "a new best" means it beat an earlier one.
      return { check, result, best, isBest: earlier > 0 && best.id === result.id }
    }
  }
}

/** The results of one kind of Blackjack drill of `profileId` (`drill.results`, through the game's module). */
export function blackjackResults(
  store: Store,
  profileId: string,
  kind: BlackjackDrillKind,
  limit: number
): BjDrillResults {
  const repo = drillRepo(store)
  const counts = repo.countsOfKind.get(profileId, 'blackjack', kind)
  const bestRow = repo.bestOfKind.get(profileId, 'blackjack', kind)
  return {
    recent: repo.recentOfKind.all(profileId, 'blackjack', kind, limit).map(resultOf),
    best: bestRow ? resultOf(bestRow) : null,
    count: counts?.count ?? 0,
    correctCount: counts?.correct ?? 0
  }
}
