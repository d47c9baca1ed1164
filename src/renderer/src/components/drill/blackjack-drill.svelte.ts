/**
 * The Blackjack drills' state and steps, apart from their views (StrategyDrill, CountDrill) so that a
 * question in progress survives switching between the two kinds, as it always has. Main deals, checks,
 * times and keeps every result; this only holds what the person sees and types.
 */
import { tick } from 'svelte'
import type {
  BjCountCheck,
  BjCountQuestion,
  BjDrillChecked,
  BjDrillResults,
  BjStrategyItem,
  BjStrategyQuestion,
  BlackjackDrillAction,
  BlackjackDrillKind
} from '@shared/contract/blackjack-drill'
import { BLACKJACK_PRESETS } from '@shared/games/blackjack'
import { t } from '@renderer/i18n/index.svelte'
import {
  blackjackDrillResults,
  checkCountDrill,
  checkStrategyDrill,
  elapsedSince,
  newCountDrill,
  newStrategyDrill,
  openTableOf
} from '@renderer/lib/drill'
import { Attempt } from '@renderer/lib/attempt.svelte'
import { describeError } from '@renderer/lib/errors'
import type { Client } from '@renderer/lib/rpc'
import { presetName } from '../rules/words'

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

  // ---- strategy ----
  tableRules = $state<{ keys: Record<string, unknown>; name: string } | null>(null)
  choice = $state<string>('vegas-6d')
  hands = $state<'hard' | 'soft' | 'pair' | 'mixed'>('mixed')
  howMany = $state<'5' | '10' | '20'>('10')
  sq = $state<BjStrategyQuestion | null>(null)
  picks = $state<(BlackjackDrillAction | null)[]>([])
  sChecked = $state<BjDrillChecked<BjStrategyItem[]> | null>(null)
  private startedAt = 0

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

  readonly presetOptions = $derived([
    ...(this.tableRules
      ? [{ value: 'table', label: t('blackjack.drill.atTable', { name: this.tableRules.name }) }]
      : []),
    ...BLACKJACK_PRESETS.map((p) => ({ value: p, label: presetName(p) }))
  ])

  constructor(private readonly client: Client) {}

  get busy(): boolean {
    return this.attempt.busy
  }

  get error(): string | null {
    return this.attempt.error
  }

  set error(reason: string | null) {
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

  dealStrategy = (): Promise<void> =>
    this.step(async () => {
      const rules = this.choice === 'table' && this.tableRules ? this.tableRules.keys : { preset: this.choice }
      this.sq = await newStrategyDrill(this.client, { rules, hands: this.hands, count: Number(this.howMany) })
      this.picks = this.sq.hands.map(() => null)
      this.sChecked = null
      this.startedAt = performance.now()
    })

  checkStrategy = async (e: SubmitEvent): Promise<void> => {
    e.preventDefault()
    const sq = this.sq
    if (!sq || this.sChecked) return
    if (this.picks.some((p) => p === null)) {
      this.error = t('blackjack.drill.unanswered')
      return
    }
    const answers = this.picks as BlackjackDrillAction[]
    await this.step(async () => {
      this.sChecked = await checkStrategyDrill(this.client, {
        drillId: sq.drillId,
        answers,
        elapsedMs: elapsedSince(this.startedAt)
      })
      await this.loadResults()
    })
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
      this.error = t('blackjack.drill.invalidNumber')
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

  /** The profile's Blackjack table, if it sits at one: the strategy drill can use its rules. */
  findTable = async (): Promise<void> => {
    try {
      const open = await openTableOf(this.client, 'blackjack')
      if (open) {
        this.tableRules = { keys: open.rules as Record<string, unknown>, name: presetName(open.rulesName) }
        this.choice = 'table'
      } else {
        this.tableRules = null
        if (this.choice === 'table') this.choice = 'vegas-6d'
      }
    } catch {
      this.tableRules = null
    }
    await this.loadResults()
  }

  switchKind = (k: BlackjackDrillKind): void => {
    this.kind = k
    this.stopTimer()
    this.error = null
    void this.loadResults()
  }
}
