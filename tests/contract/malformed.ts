/**
 * Derives malformed inputs from a zod schema and a valid sample: for every place in the sample, the
 * wrong type, a missing required field, an unexpected extra field, strings past their limit and huge,
 * numbers out of range, arrays too long. Written against zod's schema definitions, so procedures
 * added to the contract later are covered without touching this file (they only need a sample).
 *
 * Bounds are mandatory: a string, number or array with no upper limit is reported as a problem, since
 * the contract promises every input is bounded.
 */
import type { z } from 'zod'

export interface Case {
  label: string
  /** Where the mutation is, e.g. ['config', 'spots']. */
  path: Array<string | number>
  input: unknown
}

export const HUGE_STRING = 'x'.repeat(100_000)
const EXTRA_KEY = '__unexpected'

type Def = { type: string } & Record<string, unknown>
const defOf = (s: z.ZodType): Def => (s as unknown as { def: Def }).def

/** Upper or lower bound from a schema's checks (`max_length` / `min_length`), if any. */
function lengthCheck(s: z.ZodType, check: 'max_length' | 'min_length'): number | undefined {
  const checks =
    (defOf(s).checks as Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number } } }>) ?? []
  for (const c of checks) {
    const d = c._zod.def
    if (d.check === check) return check === 'max_length' ? d.maximum : d.minimum
  }
  return undefined
}

function setAt(root: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  const copy = structuredClone(root)
  if (path.length === 0) return value
  let node = copy as Record<string | number, unknown>
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (remove) delete node[last]
  else node[last] = value
  return copy
}

/** Peels wrappers that do not change what is accepted at this place. Returns the inner schema and whether a value may be left out. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let s = schema
  let optional = false
  for (;;) {
    const d = defOf(s)
    if (d.type === 'optional' || d.type === 'default' || d.type === 'prefault') {
      optional = true
      s = d.innerType as z.ZodType
    } else if (d.type === 'nullable' || d.type === 'readonly' || d.type === 'catch' || d.type === 'nonoptional') {
      s = d.innerType as z.ZodType
    } else if (d.type === 'pipe') {
      s = d.in as z.ZodType
    } else if (d.type === 'lazy') {
      s = (d.getter as () => z.ZodType)()
    } else {
      return { schema: s, optional }
    }
  }
}

export interface Derived {
  cases: Case[]
  /** Places the generator cannot cover (unbounded values, sample gaps): each is a failure. */
  problems: string[]
}

export function deriveCases(schema: z.ZodType, sample: unknown): Derived {
  const cases: Case[] = []
  const problems: string[] = []
  const where = (p: Array<string | number>): string => (p.length ? p.join('.') : 'input')
  const add = (label: string, path: Array<string | number>, value: unknown, remove = false): void => {
    cases.push({ label: `${where(path)}: ${label}`, path, input: setAt(sample, path, value, remove) })
  }

  const walk = (raw: z.ZodType, value: unknown, path: Array<string | number>): void => {
    const { schema: s } = unwrap(raw)
    const d = defOf(s)
    // Anything, anywhere, is refused when it is too large to read.
    add('huge string', path, HUGE_STRING)
    switch (d.type) {
      case 'object': {
        add('wrong type (string)', path, 'not an object')
        add('wrong type (array)', path, [])
        add('null', path, null)
        const catchall = d.catchall as z.ZodType | undefined
        if (!catchall || defOf(catchall).type !== 'never')
          problems.push(`${where(path)}: object is not strict (extra fields would pass)`)
        else add('extra field', [...path, EXTRA_KEY], 1)
        const shape = d.shape as Record<string, z.ZodType>
        for (const [key, field] of Object.entries(shape)) {
          const has = value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key)
          if (!has) {
            problems.push(`${where([...path, key])}: the sample leaves this field out; give it a value so it is tested`)
            continue
          }
          if (!unwrap(field).optional) add('missing', [...path, key], undefined, true)
          walk(field, (value as Record<string, unknown>)[key], [...path, key])
        }
        return
      }
      case 'string': {
        add('wrong type (number)', path, 12345)
        add('null', path, null)
        const max = (s as unknown as { maxLength: number | null }).maxLength
        if (max === null || max === undefined) problems.push(`${where(path)}: string has no maximum length`)
        else add(`longer than ${max}`, path, 'y'.repeat(max + 1))
        const min = (s as unknown as { minLength: number | null }).minLength
        if (min !== null && min !== undefined && min > 0) add('empty', path, '')
        return
      }
      case 'number': {
        add('wrong type (string)', path, '42')
        add('null', path, null)
        add('NaN', path, Number.NaN)
        add('Infinity', path, Number.POSITIVE_INFINITY)
        const n = s as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean }
        if (n.maxValue === null || !Number.isFinite(n.maxValue)) problems.push(`${where(path)}: number has no maximum`)
        else add(`above ${n.maxValue}`, path, n.maxValue + 1 + (n.maxValue >= 2 ** 52 ? 2 : 0))
        if (n.minValue === null || !Number.isFinite(n.minValue)) problems.push(`${where(path)}: number has no minimum`)
        else add(`below ${n.minValue}`, path, n.minValue - 1 - (n.minValue <= -(2 ** 52) ? 2 : 0))
        if (n.isInt) add('not whole', path, (typeof value === 'number' ? value : 1) + 0.5)
        return
      }
      case 'boolean':
        add('wrong type (string)', path, 'true')
        add('null', path, null)
        return
      case 'literal': {
        const [lit] = d.values as unknown[]
        add('wrong type', path, typeof lit === 'number' ? 'not-the-literal' : 12345)
        add(
          'other value',
          path,
          typeof lit === 'boolean' ? !lit : typeof lit === 'number' ? lit + 1 : `${String(lit)}-other`
        )
        return
      }
      case 'enum':
        add('wrong type (number)', path, 12345)
        add('not an option', path, 'not-an-option')
        return
      case 'array': {
        add('wrong type (string)', path, 'not an array')
        add('null', path, null)
        const arr = Array.isArray(value) ? value : []
        const max = lengthCheck(s, 'max_length')
        if (max === undefined) problems.push(`${where(path)}: array has no maximum length`)
        else if (arr.length > 0)
          add(
            `more than ${max} items`,
            path,
            Array.from({ length: max + 1 }, () => arr[0])
          )
        if (arr.length === 0)
          problems.push(`${where(path)}: the sample array is empty; give it an item so items are tested`)
        else walk(d.element as z.ZodType, arr[0], [...path, 0])
        return
      }
      case 'record':
        add('wrong type (string)', path, 'not an object')
        add('wrong type (array)', path, [])
        add('null', path, null)
        // Keys and values are free-form here; their total size is bounded by the input limit.
        return
      case 'union': {
        add('wrong type (number)', path, 12345)
        add('null', path, null)
        const options = d.options as z.ZodType[]
        const matching = options.find((o) => o.safeParse(value).success)
        if (!matching) problems.push(`${where(path)}: the sample matches no alternative of this union`)
        else walk(matching, value, path)
        return
      }
      case 'unknown':
      case 'any':
        return
      default:
        problems.push(
          `${where(path)}: the case generator does not know zod type "${d.type}"; teach tests/contract/malformed.ts`
        )
    }
  }

  walk(schema, sample, [])
  // Deeply nested input: refused by the size/depth check before any schema runs.
  let deep: unknown = 1
  for (let i = 0; i < 200; i++) deep = { d: deep }
  cases.push({ label: 'input: nested 200 deep', path: [], input: deep })
  return { cases, problems }
}
