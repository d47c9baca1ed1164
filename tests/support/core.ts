/**
 * The one way tests make a core: on a temporary data dir (removed after the test), backups off, logs
 * silent; closed after each test. Also a profile with chips, a balance, and calls through the
 * dispatcher as a window makes them.
 */
import { afterEach } from 'vitest'
import { createCore, type Core, type CoreOptions } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/index'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import { tempDir } from './temp'

export const caller = { host: 'cli' } as const
const cores: Core[] = []

afterEach(async () => {
  for (const c of cores.splice(0)) await c.close()
})

/** A core as the browser host makes it, backups off and logs silent unless `options` say otherwise. */
export function newCore(
  dataDir = tempDir('banxanh-core-'),
  options: Omit<CoreOptions, 'dataDir' | 'host'> & { host?: CoreOptions['host'] } = {}
): Core {
  const c = createCore({ host: 'web', backups: false, log: { error: () => {}, warn: () => {} }, ...options, dataDir })
  cores.push(c)
  return c
}

/** A new profile (the current one from then on) holding `chips`; its id. */
export async function profileWith(c: Core, name: string, chips: number): Promise<string> {
  const s = await c.handlers['profiles.create']({ name }, caller)
  const id = s.currentId as string
  await c.handlers['profiles.topUp']({ id, amountMinor: chips * 100 }, caller)
  return id
}

/** A profile's balance in minor units; without an id, the first profile's. */
export async function balanceOf(c: Core, profileId?: string): Promise<number> {
  const s = await c.handlers['profiles.list']({}, caller)
  return (profileId === undefined ? s.profiles[0] : s.profiles.find((p) => p.id === profileId))?.balanceMinor as number
}

/** Runs a handler that may throw synchronously as a promise, so `rejects` can inspect the CoreError. */
export function attempt<T>(fn: () => T | Promise<T>): Promise<T> {
  return (async () => fn())()
}

/**
 * Calls a procedure the way a window does: through the dispatcher (schema, defaults, errors as
 * `{ code, message }`). Resolves with the value or rejects with the error.
 */
export async function call<N extends ProcedureName>(
  c: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(c, name, input, caller)
  if (!r.ok) throw Object.assign(new Error(r.error.message), r.error)
  return r.value as ProcedureResult<N>
}
