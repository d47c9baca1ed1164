/**
 * The Blackjack drills' state and steps, apart from their views (StrategyDrill, CountDrill) so that a
 * session in progress survives switching between the two kinds, as it always has. Main deals, grades,
 * times and keeps every result; this only holds what the person sees and presses.
 */
import { tick } from 'svelte'
import type {
  BjCard,
  BjCardFeedback,
  BjCardMode,
  BjCardsBoard,
  BjCountCheck,
  BjCountQuestion,
  BjDrillChecked,
  BjDrillResults,
  BlackjackDrillAction,
  BlackjackDrillKind
} from '@shared/contract/blackjack-drill'
import { cellKey, type CellRow, type CellUp, type ChartCellRef } from '@shared/games/blackjack-cells'
import { t } from '@renderer/i18n/index.svelte'
import {
  answerFlashcard,
  blackjackDrillResults,
  checkCountDrill,
  elapsedSince,
  flashcardBoard,
  newCountDrill,
  startFlashcards
} from '@renderer/lib/drill'
import { Attempt } from '@renderer/lib/attempt.svelte'
import { describeError } from '@renderer/lib/errors'
import type { Client } from '@renderer/lib/rpc'
import { choiceKey, type RulesetChoice } from '../rules/RulesetPicker.svelte'

/** "−1,5" or "-1.5" → −1.5; null when it is not a number. */
function parseNumber(text: string): number | null {
  const s = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(',', '.')
  if (!/^[-+]?\d+(\.\d+)?$/.test(s)) return null
  return Number(s)
}

export class BlackjackDrillState {
  kind = $state<BlackjackDrillKind>('strategy')
  /** The steps asked of main: busy meanwhile, a refusal (or the drill's own reason) said in its error. */
  private readonly attempt = new Attempt()
  results = $state<BjDrillResults | null>(null)

  // ---- strategy flashcards ----
  ruleset = $state<RulesetChoice>({ rules: { preset: 'vegas-6d' } })
  mode = $state<BjCardMode>('mixed')
  /** The cells picked on the chart for the `cells` mode ("H12|4"). */
  picked = $state<ReadonlySet<string>>(new Set())
  /** The chart of the rules chosen and this profile's answers on it (the heat map), from main. */
  board = $state<BjCardsBoard | null>(null)
  heat = $state<ReadonlyMap<string, { seen: number; wrong: number }>>(new Map())
  showPlays = $state(false)
  sessionId = $state<string | null>(null)
  card = $state<BjCard | null>(null)
  /** The hand answered last and how it was graded (shown beside the next hand). */
  last = $state<{ card: BjCard; feedback: BjCardFeedback } | null>(null)
  private startedAt = 0
  /** Which board answer is current: a slower, older one never overwrites it. */
  private boardAsked = 0

  // ---- counting ----
  decks = $state<'1' | '2' | '6' | '8'>('6')
  cardsN = $state<'10' | '20' | '40' | '52'>('20')
  speed = $state<'2000' | '1000' | '600' | '300'>('1000')
  cq = $state<BjCountQuestion | null>(null)
  shown = $state(0)
  running = $state('')
  trueCount = $state('')
  cChecked = $state<BjDrillChecked<BjCountCheck> | null>(null)
  private timer: ReturnType<typeof setInterval> | null = null
  /** The answer form, once every card has shown (its first field takes the focus). */
  countForm: HTMLFormElement | undefined = undefined

  constructor(private readonly client: Client) {}

  get busy(): boolean {
    return this.attempt.busy
  }

  get error(): string | null {
    return this.attempt.error
  }

  set error(reason: string | (() => string) | null) {
    this.attempt.error = reason
  }

  /** One step asked of main (lib/attempt). */
  private async step(work: () => Promise<void>): Promise<void> {
    await this.attempt.run(work)
  }

  stopTimer = (): void => {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  loadResults = async (): Promise<void> => {
    try {
      this.results = await blackjackDrillResults(this.client, { kind: this.kind, limit: 8 })
    } catch (e) {
      this.error = describeError(e)
    }
  }

  /** The chart and the heat map of the rules chosen (asked again when the rules or the profile change). */
  loadBoard = async (): Promise<void> => {
    const asked = ++this.boardAsked
    const ruleset = this.ruleset
    try {
      const board = await flashcardBoard(this.client, { ruleset })
      if (asked !== this.boardAsked) return
      this.board = board
      this.heat = new Map(board.cells.map((c) => [cellKey(c), { seen: c.seen, wrong: c.wrong }]))
    } catch (e) {
      if (asked !== this.boardAsked) return
      this.board = null
      this.heat = new Map()
      this.error = describeError(e)
    }
  }

  /** Other rules: the session ends (its answers are kept), and their chart and heat map are read. */
  chooseRules = (c: RulesetChoice): void => {
    if (choiceKey(c) === choiceKey(this.ruleset)) return
    this.ruleset = c
    this.endSession()
    void this.loadBoard()
  }

  chooseMode = (m: BjCardMode): void => {
    this.mode = m
    this.endSession()
  }

  pick = (cells: ChartCellRef[], on: boolean): void => {
    const next = new Set(this.picked)
    for (const c of cells) {
      if (on) next.add(cellKey(c))
      else next.delete(cellKey(c))
    }
    this.picked = next
    // The session deals the cells picked when it started: new ones need a new session.
    this.endSession()
  }

  endSession = (): void => {
    this.sessionId = null
    this.card = null
    this.last = null
  }

  startCards = (): Promise<void> =>
    this.step(async () => {
      if (this.mode === 'cells' && this.picked.size === 0) {
        this.error = () => t('blackjack.cards.pickFirst')
        return
      }
      const cells = [...this.picked].map((k) => {
        // The keys were made from the chart's own rows and up-cards (ChartGrid).
        const [row, up] = k.split('|') as [CellRow, CellUp]
        return { row, up }
      })
      const s = await startFlashcards(this.client, {
        ruleset: this.ruleset,
        mode: this.mode,
        cells: this.mode === 'cells' ? cells : []
      })
      this.sessionId = s.sessionId
      this.card = s.card
      this.last = null
    })

  /** The person's play for the hand shown: graded by main, the next hand shown with the grade. */
  answer = async (play: BlackjackDrillAction): Promise<void> => {
    const card = this.card
    const sessionId = this.sessionId
    if (!card || !sessionId || this.busy || !card.allowed.includes(play)) return
    await this.step(async () => {
      const feedback = await answerFlashcard(this.client, { sessionId, n: card.n, answer: play })
      if (this.sessionId !== sessionId) return
      this.last = { card, feedback }
      this.card = feedback.next
      const heat = new Map(this.heat)
      heat.set(cellKey(feedback.cell), { seen: feedback.cell.seen, wrong: feedback.cell.wrong })
      this.heat = heat
    })
    // The results list follows, off the answer's path.
    void this.loadResults()
  }

  dealCount = async (): Promise<void> => {
    this.stopTimer()
    await this.step(async () => {
      this.cq = await newCountDrill(this.client, {
        decks: Number(this.decks),
        cards: Number(this.cardsN),
        speedMs: Number(this.speed)
      })
      // Read back from the state (its proxy), so the timer's check below compares like with like.
      const q = this.cq
      this.cChecked = null
      this.running = ''
      this.trueCount = ''
      this.shown = 1
      this.timer = setInterval(() => {
        if (this.cq !== q) return this.stopTimer()
        if (this.shown < q.cards.length) this.shown += 1
        else {
          this.stopTimer()
          this.shown = q.cards.length + 1
          this.startedAt = performance.now()
          void tick().then(() => this.countForm?.querySelector<HTMLInputElement>('input')?.focus())
        }
      }, q.speedMs)
    })
  }

  /** The drill dealt fewer cards than its shoe holds: the true count (per deck still to come) is asked. */
  get trueCountAsked(): boolean {
    return this.cq === null || this.cq.cards.length < this.cq.decks * 52
  }

  checkCount = async (e: SubmitEvent): Promise<void> => {
    e.preventDefault()
    const cq = this.cq
    if (!cq || this.cChecked) return
    const r = parseNumber(this.running)
    // Every card out: the true count is undefined, so it is not asked (docs/rules-blackjack.md, "Drills").
    const asked = this.trueCountAsked
    const tc = asked ? parseNumber(this.trueCount) : 0
    if (r === null || !Number.isInteger(r) || tc === null || Math.abs(r) > 500 || Math.abs(tc) > 500) {
      this.error = () => t('blackjack.drill.invalidNumber')
      return
    }
    await this.step(async () => {
      this.cChecked = await checkCountDrill(this.client, {
        drillId: cq.drillId,
        running: r,
        ...(asked ? { trueCount: tc } : {}),
        elapsedMs: elapsedSince(this.startedAt)
      })
      await this.loadResults()
    })
  }

  /** A new profile: its own answers (the heat map) and results; a session of the last one ends. */
  profileChanged = async (): Promise<void> => {
    this.endSession()
    await Promise.all([this.loadBoard(), this.loadResults()])
  }

  switchKind = (k: BlackjackDrillKind): void => {
    this.kind = k
    this.stopTimer()
    this.error = null
    void this.loadResults()
  }
}
