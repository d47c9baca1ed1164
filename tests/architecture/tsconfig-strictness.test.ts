/**
 * The renderer is type-checked as strictly as main: every checking option tsconfig.node.json sets,
 * tsconfig.web.json sets to the same value (svelte-check reads the second, tsc the first).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')
const options = (file: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { compilerOptions: Record<string, unknown> }).compilerOptions

// The options that decide what is a type error (not where files are, nor what the target is).
const CHECKING = [
  'strict',
  'noUncheckedIndexedAccess',
  'noImplicitOverride',
  'noFallthroughCasesInSwitch',
  'exactOptionalPropertyTypes',
  'isolatedModules',
  'verbatimModuleSyntax',
  'allowImportingTsExtensions',
  'noImplicitReturns',
  'noUnusedLocals',
  'noUnusedParameters',
  'noPropertyAccessFromIndexSignature'
]

describe('tsconfig strictness', () => {
  it('the renderer sets every checking option main sets, to the same value', () => {
    const node = options('tsconfig.node.json')
    const web = options('tsconfig.web.json')
    const set = CHECKING.filter((k) => k in node)
    expect(set.length).toBeGreaterThan(4)
    for (const k of set) expect({ option: k, value: web[k] }).toEqual({ option: k, value: node[k] })
  })
})
