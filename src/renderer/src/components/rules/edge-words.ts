/** How a house-edge figure is worded wherever one is shown (rules editor, sitting down, table, lobby). */
import type { XidachDealerEdge, XidachExactDealerEdge } from '@shared/contract/analysis'
import type { RuleKeys } from '@shared/rules/index'
import type { Client } from '@renderer/lib/rpc'
import { describeError } from '@renderer/lib/errors'
import { locale, t, type MessageKey } from '@renderer/i18n/index.svelte'
import { percentText } from '../sicbo/spots'

/** What the edge of rules being edited or in force is given (BlackjackEdge, XidachEdge). */
export interface EdgeProps {
  client: Client
  keys: RuleKeys
  /** The keys passed the house's check (else a dash, and nothing is asked). */
  valid: boolean
  /** One line: at a table, sitting down (the editor says it in full). */
  compact?: boolean
}

/**
 * Where asking the house for an edge figure stands besides its answers (`Answer`): not asked (the rules
 * did not pass the check), `Waiting` (the house works: the frame's data-state names it), or refused.
 */
export type EdgeAsk<Waiting extends string, Answer extends { state: string }> =
  { state: 'idle' } | { state: Waiting } | Answer | { state: 'failed'; message: string }

/** An ask the house refused, its reason in words. */
export const edgeFailed = (e: unknown): { state: 'failed'; message: string } => ({
  state: 'failed',
  message: describeError(e)
})

/** The words of an edge figure's frame: its title, its line while the house works, its refusal (`{message}`). */
export interface EdgeWords {
  title: MessageKey
  waiting: MessageKey
  failed: MessageKey
}

/** Each edge figure's frame words: the rules editor's two (and sitting down, at a table), the lobby's. */
export const EDGE_WORDS = {
  blackjack: {
    title: 'houseRules.bjEdge.title',
    waiting: 'houseRules.bjEdge.computing',
    failed: 'houseRules.bjEdge.failed'
  },
  xidach: { title: 'houseRules.xdEdge.title', waiting: 'houseRules.xdEdge.asking', failed: 'houseRules.xdEdge.failed' },
  lobby: { title: 'lobby.edge.title', waiting: 'lobby.edge.computing', failed: 'lobby.edge.failed' }
} satisfies Record<string, EdgeWords>

/** A percentage in the language's number format ("0,40%", "0.40%"). */
export const edgePercent = (x: number): string => percentText(x, locale())

/** One dealer AI's simulated Xì dách figure with its 99 % interval, in the line `key` words it. */
export function xidachDealerLine(r: XidachDealerEdge, key: MessageKey): string {
  return t(key, {
    dealer: t(r.dealer === 'simple' ? 'houseRules.xdEdge.simple' : 'houseRules.xdEdge.shrewd'),
    percent: edgePercent(r.houseEdgePercent),
    lo: edgePercent(r.loPercent),
    hi: edgePercent(r.hiPercent)
  })
}

/** A dealer AI in words ("nhà cái đơn giản"). */
export const xidachDealerName = (dealer: 'simple' | 'shrewd'): string =>
  t(dealer === 'simple' ? 'houseRules.xdEdge.simple' : 'houseRules.xdEdge.shrewd')

/**
 * One dealer AI's exact heads-up Xì dách figure in the line `key` words it (`{dealer}`, `{percent}`), or,
 * where the enumeration ran past its budget, that it was not worked out exactly.
 */
export function xidachExactLine(r: XidachExactDealerEdge, key: MessageKey): string {
  const dealer = xidachDealerName(r.dealer)
  if (!r.exact) return t('houseRules.xdEdge.exactTooSlow', { dealer })
  return t(key, { dealer, percent: edgePercent(r.houseEdgePercent) })
}
