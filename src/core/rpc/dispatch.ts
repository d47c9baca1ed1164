/**
 * The one door into the core, shared by every host. Order matters: the procedure must exist, the
 * input must be small enough, then it must pass its schema — only then does a handler run. Nothing
 * but `{ code, message }` (and a refusal's catalogue key, `i18n`) ever leaves: a handler's unexpected
 * throw is logged here (main process only) and answered with a generic `internal`.
 */
import type { z } from 'zod'
import { procedures, type ProcedureName, type RpcError, type RpcResult } from '@shared/contract/index'
import type { ServerText } from '@shared/contract/server-text'
import { CoreError } from '../errors'
import type { Caller, Core, Logger } from '../types'
import { consoleLogger } from '../types'
import { boundedJsonSize, MAX_INPUT_BYTES } from './size'

export { MAX_INPUT_BYTES } from './size'

export function isProcedureName(name: unknown): name is ProcedureName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(procedures, name)
}

/** `field.sub: reason` for the first issue; the field is `input` when the whole input is wrong. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // "Invalid input" for a union says nothing: describe the closest alternative's own first issue.
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]
    const first = closest?.[0]
    if (first) return describeIssue({ ...first, path: [...issue.path, ...first.path] } as z.core.$ZodIssue, input)
  }
  const place = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input'
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ')
    return `${place}: unexpected field${issue.keys.length > 1 ? 's' : ''} ${keys}`
  }
  if (issue.code === 'invalid_type' && isMissing(input, issue.path)) return `${place}: is required`
  return `${place}: ${issue.message.replace(/^Invalid input: /, '')}`
}

/** True when the last key of `path` is absent from the object it names in `input`. */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false
  let parent: unknown = input
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false
    parent = (parent as Record<PropertyKey, unknown>)[key]
  }
  const last = path[path.length - 1] as PropertyKey
  return parent !== null && typeof parent === 'object' && !Object.prototype.hasOwnProperty.call(parent, last)
}

export async function dispatch(
  core: Core,
  name: unknown,
  input: unknown,
  caller: Caller,
  log: Logger = consoleLogger
): Promise<RpcResult<unknown>> {
  if (!isProcedureName(name)) {
    const shown = typeof name === 'string' ? `"${name.slice(0, 80)}"` : `a ${name === null ? 'null' : typeof name}`
    return fail('unknown-procedure', `There is no procedure named ${shown}.`)
  }
  const size = boundedJsonSize(input)
  if (size === Infinity)
    return fail(
      'bad-request',
      `${name}: input: too large or too deeply nested (the limit is ${MAX_INPUT_BYTES / 1024} KiB of JSON)`
    )

  const schema: z.ZodType = procedures[name].input
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const said = first ? describeIssue(first, input) : 'input: is not valid'
    // Beside the English, the field and the reason as values, so a screen words them in its language.
    const colon = said.indexOf(': ')
    const field = colon < 0 ? 'input' : said.slice(0, colon)
    const problem = colon < 0 ? said : said.slice(colon + 2)
    return fail('bad-request', `${name}: ${said}`, { key: 'request.invalid', vars: { field, problem } })
  }

  try {
    // The table guarantees handlers[name] takes exactly this procedure's parsed input.
    const handler = core.handlers[name] as (input: unknown, caller: Caller) => unknown
    const value = await handler(parsed.data, caller)
    return { ok: true, value }
  } catch (e) {
    if (e instanceof CoreError) return fail(e.code, e.message, e.i18n)
    log.error(`${name} failed (${caller.host}${caller.connection ? ` ${caller.connection}` : ''})`, e)
    return fail('internal', 'Something went wrong inside the app. The details are in its log.')
  }
}

function fail(code: RpcError['code'], message: string, i18n?: ServerText): RpcResult<unknown> {
  // A plain copy: only the key and its values cross, never the object the handler threw with.
  if (i18n)
    return {
      ok: false,
      error: { code, message, i18n: 'vars' in i18n ? { key: i18n.key, vars: { ...i18n.vars } } : { key: i18n.key } }
    }
  return { ok: false, error: { code, message } }
}
