/** How a house-edge figure is worded wherever one is shown (rules editor, sitting down, table, lobby). */
import type { XidachDealerEdge } from '@shared/contract/analysis'
import type { RuleKeys } from '@shared/rules/index'
import type { Client } from '@renderer/lib/rpc'
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
