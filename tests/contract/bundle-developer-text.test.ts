/**
 * Issue 32, item 5, in the built renderer: no English written by a developer reaches the screen outside
 * the catalogues. tests/contract/no-developer-text.test.ts reads the catalogues; this reads what ships,
 * the renderer's bundle (out/renderer, built here when older than its sources, as `npm run start:web`
 * builds it): every string in it that reads as English words must be a text of the English catalogue,
 * or a library's own (zod, svelte, i18next: found in their sources, so nothing here names them one by
 * one), or one of the few below that can never be shown, each with its reason. Anything else is a
 * message a developer wrote that a refusal or an error could put in front of a person.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tokenizer, tokTypes } from 'acorn'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const web = (await import(pathToFileURL(join(ROOT, 'scripts/start-web.mjs')).href)) as {
  buildIfNeeded(what: 'renderer'): void
}
// The catalogues belong to the renderer's project (tsconfig.web.json); here they are only read.
const renderer = '../../src/renderer/src/i18n/'
const { en } = (await import(`${renderer}en`)) as { en: unknown }
const { vi } = (await import(`${renderer}vi`)) as { vi: unknown }

/**
 * What a developer writes and a person should never read (as tests/contract/no-developer-text.test.ts
 * looks for in the catalogues): a field path as a prefix ("config:", "rules.maxBet:"), a rule key's
 * name, "bots", and JavaScript's empty values.
 */
const DEVELOPER = [
  /^[a-z][A-Za-z]*(\.[A-Za-z]+)*: /,
  /\b(config|rules|keys|input|action)\.[a-zA-Z]+/,
  /\b(maxPlayers|maxBet|minBet|dealerMode|bankMinStakes|rotateEvery|decisionSeconds)\b/,
  /\bbots?\b/,
  /\b(undefined|null|NaN)\b/
]

/**
 * Strings of the bundle with a developer's mark that still never reach a person as they are, and why.
 * A rule check's English goes beside its key, and the screen words the key (`tServer(check.i18n)`).
 */
const NEVER_SHOWN: Array<[string, string]> = [
  ['index.html: the #app element is missing', 'thrown before the app exists: there is no screen to show it on'],
  ['splitForUpload: maxChars must be at least 2', "a guard on a constant: the import's chunk size is fixed in code"],
  ['must be at least minBet (', 'Sic Bo and Xì dách limits: sent with ruleCheck.maxUnderMin'],
  [' is above maxBet ', 'Blackjack limits: sent with ruleCheck.maxUnderMin'],
  // The pay-table editor (components/rules/PayTableEditor.svelte) always sends every row, so no screen
  // can ask for a table with one missing; only a hand-written import or CLI call can.
  ['missing: a custom pay table gives every row', 'never asked by a screen (the editor sends every row)']
]

function* texts(tree: unknown): Generator<string> {
  if (typeof tree === 'string') yield tree
  else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) yield* texts(v)
}

/**
 * The strings of a bundle: its string tokens and the text parts of its templates, read by acorn's
 * tokenizer (svelte's own parser, so always installed beside it), never by a pattern over minified code.
 */
function literals(js: string): string[] {
  const out = new Set<string>()
  for (const token of tokenizer(js, { ecmaVersion: 'latest', sourceType: 'module' })) {
    // acorn's Token types no `value`; a string or template token carries its text there.
    const value = (token as { value?: unknown }).value
    if ((token.type === tokTypes.string || token.type === tokTypes.template) && typeof value === 'string')
      out.add(value)
  }
  return [...out]
}

/** Reads as English words: three lower-case words in a row, no Vietnamese letter. */
const english = (s: string): boolean =>
  /[a-z]{2,} [a-z]{2,} [a-z]{2,}/.test(s) && !/[ăâđêôơưáàảãạéèẻẽẹíìỉĩịóòỏõọúùủũụýỳỷỹỵ]/i.test(s)

/** Every JavaScript file of a library in node_modules, as one text. */
function librarySource(dir: string): string {
  let out = ''
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    if (entry.isDirectory()) out += librarySource(p)
    else if (/\.(m|c)?js$/.test(entry.name)) out += readFileSync(p, 'utf8')
  }
  return out
}

describe('the built renderer shows no developer text', () => {
  it('no string of the bundle outside the catalogues and the libraries carries a developer’s mark', () => {
    web.buildIfNeeded('renderer')
    const assets = join(ROOT, 'out/renderer/assets')
    const js = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n')
    const strings = literals(js)
    const catalogue = [...texts(en), ...texts(vi)]
    const libraries = ['zod', 'svelte', 'i18next', 'uplot']
      .map((l) => librarySource(join(ROOT, 'node_modules', l)))
      .join('\n')
    const marked = strings
      .filter(english)
      // Markup of a component's template, not words.
      .filter((s) => !s.startsWith('<'))
      .filter((s) => DEVELOPER.some((re) => re.test(s)))
    // The check can fail: the bundle's own strings are read (the catalogue's words, a developer's guard).
    expect(strings).toContain('index.html: the #app element is missing')
    expect(marked.length).toBeGreaterThan(0)
    const found = marked
      // A catalogue text (the rules screen's key column names keys on purpose), or one cut at a placeholder.
      .filter((s) => !catalogue.some((c) => c === s || c.startsWith(s)))
      .filter((s) => !libraries.includes(s.slice(0, 60)))
      .filter((s) => !NEVER_SHOWN.some(([known]) => s === known))
    expect(found).toEqual([])
  }, 300_000)
})
