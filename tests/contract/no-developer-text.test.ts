/**
 * Issue 32, item 5: no developer text reaches a person. Every refusal key of the contract
 * (SERVER_TEXTS, which every CoreError must name: its type requires an `i18n`) has words in both
 * catalogues, with exactly its values, and no catalogue text (the server texts and every text of the
 * renderer) carries a developer's prefix or a rule key's name. And the Xì dách sit-down offers exactly
 * the computer-player counts the table accepts: a rotating table with 7 computer players (the screen
 * allows 1–7) used to answer "config: a player sits with 0–6 bots; …".
 */
import { describe, expect, it } from 'vitest'
import { SERVER_TEXTS } from '@shared/contract/server-text'
import { xidachTableConfig } from '@shared/contract/tables'
import { xidachBotRange } from '@shared/games/xidach'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { rotating } from '../support/xidach-rotating'

// The catalogues belong to the renderer's project (tsconfig.web.json); here they are only read.
const renderer = '../../src/renderer/src/i18n/'
const { serverVi } = (await import(`${renderer}server.vi`)) as { serverVi: unknown }
const { serverEn } = (await import(`${renderer}server.en`)) as { serverEn: unknown }
const { vi } = (await import(`${renderer}vi`)) as { vi: unknown }
const { en } = (await import(`${renderer}en`)) as { en: unknown }

function textOf(tree: unknown, key: string): string | undefined {
  let at: unknown = tree
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part]
  return typeof at === 'string' ? at : undefined
}

function* texts(tree: unknown, path = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [path, tree]
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) yield* texts(v, path ? `${path}.${k}` : k)
}

const placeholders = (s: string): string[] =>
  [...new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string))].sort()

/**
 * What a developer writes and a person should never read: a field path as a prefix ("config:",
 * "rules.maxBet:", "action.do:"), a procedure's name, and the rule keys' own names.
 */
const DEVELOPER = [
  /^[a-z][A-Za-z]*(\.[A-Za-z]+)*: /,
  /\b(config|rules|keys|input|action)\.[a-zA-Z]+/,
  /\b(maxPlayers|maxBet|minBet|dealerMode|bankMinStakes|rotateEvery|decisionSeconds)\b/,
  /\bbots?\b/,
  /\b(undefined|null|NaN)\b/
]

describe('no developer text reaches a person', () => {
  for (const [lang, catalogue] of [
    ['vi', serverVi],
    ['en', serverEn]
  ] as const)
    it(`every refusal key has ${lang} words with exactly its values`, () => {
      for (const [key, vars] of Object.entries(SERVER_TEXTS)) {
        const text = textOf(catalogue, key)
        expect(text, `${lang} ${key}`).toBeTypeOf('string')
        expect((text as string).trim(), `${lang} ${key}`).not.toBe('')
        expect(placeholders(text as string), `${lang} ${key}`).toEqual([...new Set(vars as readonly string[])].sort())
      }
    })

  for (const [lang, catalogue] of [
    ['vi', vi],
    ['en', en]
  ] as const)
    it(`no ${lang} text carries a developer prefix or a rule key's name`, () => {
      const found: string[] = []
      for (const [path, text] of texts(catalogue)) {
        // The rules screen's registry names the keys on purpose, beside their words (its "key" column).
        if (path.startsWith('houseRules.registry.') && path.endsWith('.key')) continue
        for (const re of DEVELOPER) if (re.test(text)) found.push(`${path}: ${text}`)
      }
      expect(found).toEqual([])
    })
})

describe('the Xì dách sit-down offers the counts the table accepts', () => {
  const STYLES = ['standard', 'cautious', 'bold'] as const
  const bots = (n: number) => Array.from({ length: n }, (_, i) => STYLES[i % 3] as (typeof STYLES)[number])

  it('the schema takes every count the range allows, for either seat, fixed or rotating', () => {
    for (const role of ['player', 'dealer'] as const)
      for (const dealerMode of ['fixed', 'rotate'] as const)
        for (let maxPlayers = 2; maxPlayers <= 7; maxPlayers++) {
          const { min, max } = xidachBotRange(role, { maxPlayers, dealerMode })
          for (let n = min; n <= max; n++)
            expect(xidachTableConfig.safeParse({ role, bots: bots(n) }).success, `${role} ${dealerMode} ${n}`).toBe(
              true
            )
        }
  })

  it('a rotating table of 7 opens with 7 computer players; 8, or none, is refused in words', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const open = (role: 'player' | 'dealer', n: number) =>
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: rotating({ maxPlayers: 7 }) },
            config: { role, bots: bots(n), dealerAi: 'simple' }
          },
          caller
        ))()
    for (const role of ['player', 'dealer'] as const) {
      const seven = await open(role, 7)
      expect(seven.bank?.participants).toHaveLength(8)
      await c.handlers['tables.close']({ tableId: seven.tableId }, caller)
    }
    await expect(open('player', 0)).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'tables.botsRange', vars: { given: 0, min: 1, max: 7 } }
    })
  })

  it('a fixed table refuses one player too many with its words, never the schema’s', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: { preset: 'wiki' } },
            config: { role: 'player', bots: bots(5), dealerAi: 'simple' }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.botsRange', vars: { given: 5, min: 0, max: 4 } } })
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: { preset: 'wiki', dealerMode: 'rotate' } },
            config: { role: 'player', bots: bots(2), dealerAi: 'simple' }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'ruleCheck.rotateNeedsMaxBet' } })
  })
})
