/**
 * How a bench plays: every call through the same `dispatch` every host uses (the path a window's press
 * takes), and a Blackjack round played to its end as a person would.
 */
import type { BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import type { Core } from '../core/index'
import { dispatch } from '../core/rpc/index'
import { basicStrategyAction } from '../core/engine/games/blackjack'

/** The procedure's answer; a refusal stops the bench, naming the procedure. */
export async function callCore<N extends ProcedureName>(
  core: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
  return r.value as ProcedureResult<N>
}

/** One round at `tableId` to its end, the person (seat you1) by the basic strategy (stand where it names nothing). */
export async function playBlackjackRound(
  core: Core,
  tableId: string,
  rules: BlackjackRules,
  stakeMinor: number
): Promise<void> {
  let t = await callCore(core, 'tables.start', { tableId, stakes: [{ seat: 'you1', amountMinor: stakeMinor }] })
  for (let guard = 0; guard < 64; guard++) {
    const r = t.round
    if (!r) throw new Error('tables.start: no round')
    if (r.over) return
    const turn = r.yourTurn[0]
    if (!turn) throw new Error(`round ${r.roundId} waits for ${r.waitingFor.join(', ') || 'nobody'}, not the person`)
    t = await callCore(core, 'tables.act', {
      tableId,
      roundId: r.roundId,
      version: r.version,
      seat: turn.seat,
      action: { do: basicStrategyAction(r.view as BlackjackView, rules) ?? 'stand' }
    })
  }
  throw new Error('a round took more than 64 decisions')
}
