/**
 * The Blackjack strategy flashcards (issue 34; docs/rules-blackjack.md "Drills"): one two-card hand at
 * a time against an up-card, answered by one play, graded at once, the next hand dealt with the answer.
 *
 * - The rules are any ruleset, a preset or one the person saved (`tables.open`'s `ruleset`).
 * - The EVs come from the rules' whole-ruleset analysis (the analysis worker; cached per ruleset), which
 *   a session awaits once when it starts: grading an answer is then a lookup, never an analysis.
 * - Each cell's answers count per profile and per "rules key" (the decks and every rule the chart
 *   depends on: a preset and a saved copy of it share their answers; a change of table limits does
 *   not part them). They come from the profile's saved sessions under that key, and weight the cells
 *   dealt (CellBook: a cell answered wrong comes up more often until put right) and colour the heat map.
 * - A session is kept as one `drill_results` row (game `blackjack`, `answers_json.kind` strategy), written
 *   at its first answer and again at each one after, in the answer's transaction: History and the
 *   screen's results list read it like any drill's. Past `MAX_ITEMS` answers a new row begins.
 */
import { randomBytes } from 'node:crypto'
import type { Card } from '@shared/cards'
import type {
  BjCard,
  BjCardFeedback,
  BjCardMode,
  BjCardsBoard,
  BjCardsSession,
  BjCellStat,
  BjStrategyItem,
  BlackjackDrillAction
} from '@shared/contract/blackjack-drill'
import { BLACKJACK_RULES_ADDED, resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import {
  allowedActions,
  CellBook,
  compileRules,
  cellsOf,
  dealHand,
  gradeHand,
  rowsOf,
  UPS,
  type DrillCell,
  type RulesetAnalysis,
  type StrategyHand
} from '../engine/games/blackjack'
import type { AnalysisClient } from '../workers'
import { HmacStream, newServerSeed } from '../fairness/stream'
import { conflict, notFound, refused, rulesRefusal } from '../errors'
import { savedRuleset } from '../rulesets/index'
import { blackjackDriver } from '../tables/blackjack'
import { chartPlay } from '../tables/blackjack-advice'
import type { CoreContext, Handlers } from '../types'
import { currentProfile } from './current-profile'
import { MAX_PENDING_DRILLS } from './index'
import { drillRepo } from './repo'

/** Answers one saved result holds; the next answer begins another. */
export const MAX_ITEMS = 500
/** Sessions read back for a cell's answers under one rules key (newest first). */
const HISTORY_SESSIONS = 200

/** One answer as saved (the EVs are not: they follow from the rules and the start). */
export interface SavedCard {
  row: string
  up: string
  answer: BlackjackDrillAction
  best: BlackjackDrillAction
  correct: boolean
  cards: [Card, Card]
  upCard: Card
}

/** A flashcard session's `answers_json` (its `kind`, `outOf`, `correct`, `rulesName` and `hands` read like the old form's). */
export interface SavedCards {
  kind: 'strategy'
  format: 'cards'
  outOf: number
  correct: boolean
  rulesName: string
  rulesKey: string
  hands: BjCardMode
  items: SavedCard[]
}

interface Session {
  id: string
  profileId: string
  rules: BlackjackRules
  rulesName: string
  rulesKey: string
  mode: BjCardMode
  cells: DrillCell[]
  table: RulesetAnalysis
  rng: HmacStream
  book: CellBook
  card: { n: number; hand: StrategyHand; allowed: BlackjackDrillAction[]; issuedAtMs: number }
  /** The row the answers go to (null until the first answer, and again after MAX_ITEMS). */
  resultId: number | null
  items: SavedCard[]
  /** When the row's first hand was dealt. */
  startedAtMs: number
}

/**
 * What decides a ruleset's chart: the decks and the analysis's rules (dealer, doubles, splits,
 * surrender, payouts, charlie), with `splitBy` (which pairs may be split). Limits and timers do not.
 * Stored with every drill result (`answers_json.rulesKey`), so its text never changes for rules that
 * could be stored before: the fields below are the ones it has always had, in their order, and a rule
 * added later (`BLACKJACK_RULES_ADDED`) joins only when it is not at its old value.
 */
export function rulesKey(rules: BlackjackRules): string {
  const c = compileRules(rules)
  const key: Record<string, unknown> = {
    decks: c.decks,
    splitBy: c.splitBy,
    h17: c.h17,
    peek: c.peek,
    doubleMin: c.doubleMin,
    doubleMax: c.doubleMax,
    das: c.das,
    maxHands: c.maxHands,
    resplitAces: c.resplitAces,
    hitSplitAces: c.hitSplitAces,
    surrender: c.surrender,
    bjPays: c.bjPays,
    charlie: c.charlie,
    maxCards: c.maxCards
  }
  for (const [k, old] of Object.entries(BLACKJACK_RULES_ADDED)) {
    const v = rules[k as keyof BlackjackRules]
    if (v !== old) key[k] = v
  }
  return JSON.stringify(key)
}

const UP_INDEX = new Map<string, number>(UPS.map((u, i) => [u, i]))

export function flashcardHandlers(
  ctx: CoreContext,
  analysis: AnalysisClient
): Pick<Handlers, 'drill.strategyBoard' | 'drill.strategyStart' | 'drill.strategyAnswer'> {
  const sessions = new Map<string, Session>()

  /** The rules asked for: resolved, named as a table would name them. */
  const rulesOf = (
    ruleset: { rules: Record<string, unknown> } | { rulesetId: string; version?: number | undefined }
  ): { rules: BlackjackRules; rulesName: string } => {
    const saved = 'rules' in ruleset ? null : savedRuleset(ctx.store(), 'blackjack', ruleset)
    const resolved = resolveBlackjackRules('rules' in ruleset ? ruleset.rules : saved?.keys)
    if (!resolved.ok) throw rulesRefusal(resolved)
    return { rules: resolved.rules, rulesName: saved?.name ?? blackjackDriver.rulesName(resolved.rules) }
  }

  /** This profile's answers under rules that play alike, oldest first. */
  const bookOf = (profileId: string, key: string): CellBook => {
    const rows = drillRepo(ctx.store()).ofRules.all(profileId, 'blackjack', key, HISTORY_SESSIONS)
    const answers: SavedCard[] = []
    for (const r of rows.reverse()) answers.push(...(JSON.parse(r.answers_json) as SavedCards).items)
    return new CellBook(answers)
  }

  const statsOf = (book: CellBook): BjCellStat[] =>
    [...book.stats].map(([k, s]) => {
      const [row, up] = k.split('|') as [string, string]
      return { row, up, ...s }
    })

  /** The next hand of a session, drawn by the weights of its cells now. */
  const deal = (s: Omit<Session, 'card'>, n: number): { card: Session['card']; shown: BjCard } => {
    const hand = dealHand(s.cells, s.rng, (c) => s.book.weight(c))
    const allowed = allowedActions(s.rules, hand) as BlackjackDrillAction[]
    return {
      card: { n, hand, allowed, issuedAtMs: ctx.now().getTime() },
      shown: { n, cards: [...hand.cards] as [Card, Card], up: hand.up, allowed: [...allowed] }
    }
  }

  return {
    'drill.strategyBoard': async ({ ruleset }): Promise<BjCardsBoard> => {
      const profileId = currentProfile(ctx.store())
      const { rules, rulesName } = rulesOf(ruleset)
      const book = bookOf(profileId, rulesKey(rules))
      const table = await analysis.ruleset(rules)
      return { rulesName, chart: table.chart, chartElse: table.chartElse, cells: statsOf(book) }
    },

    'drill.strategyStart': async ({ ruleset, mode, cells: picked }): Promise<BjCardsSession> => {
      const profileId = currentProfile(ctx.store())
      if (mode === 'cells' && picked.length === 0)
        throw refused('cells: pick at least one cell on the chart for this mode', { key: 'drill.noCells' })
      const { rules, rulesName } = rulesOf(ruleset)
      const key = rulesKey(rules)
      // The EVs of every start under these rules, once: each answer after is a lookup.
      const table = await analysis.ruleset(rules)
      const cells = mode === 'cells' ? picked.map((c) => ({ row: c.row, up: c.up })) : cellsOf(rowsOf(mode))
      const now = ctx.now().getTime()
      const fresh: Omit<Session, 'card'> = {
        id: randomBytes(12).toString('base64url'),
        profileId,
        rules,
        rulesName,
        rulesKey: key,
        mode,
        cells,
        table,
        // A fresh OS-seeded stream per session: nobody, the app included, knows the hands in advance.
        rng: new HmacStream(newServerSeed(), 'bj-cards', 0),
        book: bookOf(profileId, key),
        resultId: null,
        items: [],
        startedAtMs: now
      }
      const first = deal(fresh, 1)
      const s: Session = { ...fresh, card: first.card }
      sessions.set(s.id, s)
      while (sessions.size > MAX_PENDING_DRILLS) sessions.delete(sessions.keys().next().value as string)
      return { sessionId: s.id, rulesName, mode, card: first.shown }
    },

    'drill.strategyAnswer': ({ sessionId, n, answer }): BjCardFeedback => {
      const s = sessions.get(sessionId)
      if (!s)
        throw notFound(`There is no flashcard session "${sessionId}" (start one again).`, { key: 'drill.notFound' })
      if (currentProfile(ctx.store()) !== s.profileId)
        throw refused('This session was started by another profile; start a new one.', { key: 'drill.otherProfile' })
      if (n !== s.card.n)
        throw conflict(`n: hand ${n} is not the one shown (hand ${s.card.n})`, { key: 'drill.cardMoved' })
      if (!s.card.allowed.includes(answer))
        throw refused(`answer: ${answer} is not allowed on this hand (allowed: ${s.card.allowed.join(', ')})`, {
          key: 'drill.notAllowed'
        })
      const { hand, allowed } = s.card
      const grade = gradeHand(s.table, hand, allowed, answer)
      const col = UP_INDEX.get(hand.cell.up) as number
      const item: BjStrategyItem = {
        row: hand.cell.row,
        up: hand.cell.up,
        answer,
        best: grade.best,
        correct: grade.correct,
        evs: grade.evs,
        ...chartPlay(s.table, hand.cell.row, col, allowed)
      }
      const now = ctx.now().getTime()
      if (s.items.length >= MAX_ITEMS) {
        s.resultId = null
        s.items = []
        s.startedAtMs = s.card.issuedAtMs
      }
      const saved: SavedCard = {
        row: item.row,
        up: item.up,
        answer,
        best: grade.best,
        correct: grade.correct,
        cards: hand.cards,
        upCard: hand.up
      }
      const items = [...s.items, saved]
      const right = items.filter((x) => x.correct).length
      const durationMs = Math.max(0, now - s.startedAtMs)
      const json = JSON.stringify({
        kind: 'strategy',
        format: 'cards',
        outOf: items.length,
        correct: right === items.length,
        rulesName: s.rulesName,
        rulesKey: s.rulesKey,
        hands: s.mode,
        items
      } satisfies SavedCards)
      const store = ctx.store()
      const repo = drillRepo(store)
      const at = new Date(s.startedAtMs).toISOString()
      const resultId = store.tx(() => {
        if (s.resultId === null)
          return Number(repo.insert.run(s.profileId, 'blackjack', right, durationMs, json, at).lastInsertRowid)
        repo.update.run(right, durationMs, json, s.resultId)
        return s.resultId
      })
      // Only once it is stored does the session move on.
      s.resultId = resultId
      s.items = items
      const cell = { row: item.row, up: item.up, ...s.book.record(hand.cell, grade.correct) }
      const next = deal(s, n + 1)
      s.card = next.card
      return { item, cell, tally: { answered: items.length, right, durationMs, resultId }, next: next.shown }
    }
  }
}
