/**
 * The shapes the renderer's per-area call modules (lib/drill.ts, lib/history.ts, lib/rulesets.ts,
 * lib/analysis.ts, lib/fairness.ts) are typed with: a procedure's input and its answer, straight from
 * the contract, so a renamed field is a type error in the module and in every screen that uses it.
 */
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'

export type In<N extends ProcedureName> = ProcedureInput<N>
export type Out<N extends ProcedureName> = Promise<ProcedureResult<N>>
