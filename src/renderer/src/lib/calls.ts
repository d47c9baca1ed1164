/**
 * The shapes the renderer's per-area call modules (lib/drill.ts, lib/history.ts, lib/rulesets.ts,
 * lib/analysis.ts, lib/fairness.ts) are typed with: a procedure's input and its answer, straight from
 * the contract, so a renamed field is a type error in the module and in every screen that uses it.
 */
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import type { Client } from './rpc'

export type In<N extends ProcedureName> = ProcedureInput<N>
export type Out<N extends ProcedureName> = Promise<ProcedureResult<N>>

/** The call that hands its input to procedure `name` as it is: most of those modules' functions. */
export function passThrough<N extends ProcedureName>(name: N): (client: Client, input: In<N>) => Out<N> {
  return (client, input) => client.call(name, input)
}
