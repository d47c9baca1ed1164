/**
 * The rules screen's registry against the games' own schemas: every key the resolve functions write
 * out is in the registry and the other way round; each key's range ends are accepted and the values
 * just past them refused with a message naming that key; every enum value is playable; presets
 * match rules.md's tables; every key is explained in both languages.
 */
import { describe, expect, it } from 'vitest'
import { GAME_IDS, type GameId } from '@shared/games'
import { getRuleValue, presetKeys, RULES, ruleWords, setRuleValue, type RuleKeys } from '@shared/rules/index'

/** Dotted paths of every leaf of a keys object, `preset` excluded. */
function leaves(keys: RuleKeys, prefix = ''): string[] {
  const out: string[] = []
  for (const [k, v] of Object.entries(keys)) {
    if (!prefix && k === 'preset') continue
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) out.push(...leaves(v as RuleKeys, `${prefix}${k}.`))
    else out.push(`${prefix}${k}`)
  }
  return out
}

/** Whether some preset accepts `key = value` (a value may need another key changed first, e.g. early surrender). */
function acceptedSomewhere(game: GameId, key: string, value: unknown): boolean {
  const info = RULES[game]
  return info.presets.some((p) => info.check(setRuleValue(info, presetKeys(game, p.preset), key, value)).ok)
}

function refusals(game: GameId, key: string, value: unknown): Array<{ path: string; message: string }> {
  const info = RULES[game]
  return info.presets.map((p) => {
    const c = info.check(setRuleValue(info, presetKeys(game, p.preset), key, value))
    return c.ok ? { path: '(accepted)', message: '' } : { path: c.path, message: c.message }
  })
}

describe('house-rule registry', () => {
  it.each(GAME_IDS)('%s: covers exactly the keys its resolve function writes out', (game) => {
    const info = RULES[game]
    const canonical = leaves(info.check({}).ok ? (info.check({}) as { keys: RuleKeys }).keys : {}, '')
    // Sic Bo's pay table is written by name in a preset: expanded, every row is a key.
    const expanded = leaves(
      info.expand ? info.expand(presetKeys(game, info.defaultPreset)) : presetKeys(game, info.defaultPreset)
    )
    expect(new Set(info.keys.map((k) => k.key))).toEqual(new Set(expanded))
    expect(canonical.length).toBeGreaterThan(0)
    expect(info.presets.filter((p) => p.isDefault).map((p) => p.preset)).toEqual([info.defaultPreset])
  })

  it.each(GAME_IDS)('%s: range ends are accepted, values past them refused naming the key', (game) => {
    for (const k of RULES[game].keys) {
      const kind = k.kind
      if (kind.type === 'enum') {
        for (const v of kind.values) expect(acceptedSomewhere(game, k.key, v), `${k.key} = ${v}`).toBe(true)
        for (const r of refusals(game, k.key, 'no-such-value')) expect(r.path, `${k.key} = no-such-value`).toBe(k.key)
      } else if (kind.type === 'boolean') {
        expect(acceptedSomewhere(game, k.key, true)).toBe(true)
        expect(acceptedSomewhere(game, k.key, false)).toBe(true)
        for (const r of refusals(game, k.key, 'yes')) expect(r.path).toBe(k.key)
      } else {
        const step = kind.type === 'number' ? kind.step : kind.type === 'chips' ? 0.01 : 1
        expect(acceptedSomewhere(game, k.key, kind.min), `${k.key} = ${kind.min}`).toBe(true)
        expect(acceptedSomewhere(game, k.key, kind.max), `${k.key} = ${kind.max}`).toBe(true)
        const below = Math.round((kind.min - step) * 100) / 100
        const above = Math.round((kind.max + step) * 100) / 100
        for (const r of refusals(game, k.key, below)) expect(r.path, `${k.key} = ${below}`).toBe(k.key)
        for (const r of refusals(game, k.key, above)) expect(r.path, `${k.key} = ${above}`).toBe(k.key)
        if (kind.type !== 'number')
          for (const r of refusals(game, k.key, kind.min + step / 2))
            expect(r.path, `${k.key} between steps`).toBe(k.key)
        if ('special' in kind && kind.special !== undefined)
          expect(acceptedSomewhere(game, k.key, kind.special), `${k.key} = ${kind.special}`).toBe(true)
        else for (const r of refusals(game, k.key, null)) expect(r.path, `${k.key} = null`).toBe(k.key)
      }
    }
  })

  it.each(GAME_IDS)('%s: every key is explained in Vietnamese and English', (game) => {
    for (const k of RULES[game].keys) {
      for (const w of [ruleWords(k.label), ruleWords(k.help)]) {
        expect(w.vi.length, k.key).toBeGreaterThan(2)
        expect(w.en.length, k.key).toBeGreaterThan(2)
        // ruleWords gives the key back for a word the catalogue lacks.
        expect([w.vi, w.en], k.key).not.toContain(k.label)
        expect([w.vi, w.en], k.key).not.toContain(k.help)
      }
      expect(ruleWords(k.help).vi, `${k.key}: the Vietnamese help is its own text`).not.toBe(ruleWords(k.help).en)
      for (const p of RULES[game].presets)
        expect(k.defaults, `${k.key} default for ${p.preset}`).toHaveProperty(p.preset)
    }
    for (const p of RULES[game].presets) {
      const w = ruleWords(p.follows)
      expect(w.vi.length * w.en.length).toBeGreaterThan(0)
      expect([w.vi, w.en], p.preset).not.toContain(p.follows)
    }
  })

  it("presets' defaults are rules.md's tables", () => {
    const d = (game: GameId, key: string) => RULES[game].keys.find((k) => k.key === key)!.defaults
    // docs/rules-xidach.md Xì dách presets.
    expect(d('xidach', 'aceValue')).toEqual({
      wiki: 'by-count',
      online: 'flexible',
      tet: 'by-count',
      'pho-bien': 'by-count'
    })
    expect(d('xidach', 'dealerMin')).toEqual({ wiki: 16, online: 16, tet: 15, 'pho-bien': 15 })
    expect(d('xidach', 'nguLinh')).toEqual({
      wiki: 'at-most-21',
      online: 'under-21',
      tet: 'at-most-21',
      'pho-bien': 'at-most-21'
    })
    expect(d('xidach', 'bothBust')).toEqual({ wiki: 'push', online: 'dealer', tet: 'push', 'pho-bien': 'push' })
    expect(d('xidach', 'pay.xiBang')).toEqual({ wiki: 1, online: 1, tet: 2, 'pho-bien': 2 })
    expect(d('xidach', 'pay.xiDach')).toEqual({ wiki: 1, online: 1, tet: 1, 'pho-bien': 1 })
    expect(d('xidach', 'pay.nguLinh')).toEqual({ wiki: 1, online: 1, tet: 2, 'pho-bien': 2 })
    // Issue 14: the seed presets keep the seeds' behaviour; "luật nhà phổ biến" (item 9) sets every new key.
    const seeds = (v: unknown, pho: unknown) => ({ wiki: v, online: v, tet: v, 'pho-bien': pho })
    expect(d('xidach', 'denAt')).toEqual(seeds('off', 28))
    expect(d('xidach', 'nonPenalty')).toEqual(seeds('off', 'pays-for-dealer'))
    expect(d('xidach', 'penaltyCap')).toEqual(seeds(12, 12))
    expect(d('xidach', 'dealerPenalty')).toEqual(seeds('off', 'pays-all'))
    expect(d('xidach', 'specialTie')).toEqual(seeds('push', 'dealer'))
    expect(d('xidach', 'maxPlayers')).toEqual(seeds(5, 7))
    expect(d('xidach', 'dealOrder')).toEqual(seeds('dealer-last', 'dealer-last'))
    expect(d('xidach', 'drawFrom')).toEqual(seeds('top', 'bottom'))
    expect(d('xidach', 'decisionSeconds')).toEqual(seeds('off', 15))
    // Issue 35: the public rulebook's ways are values no preset takes, so every preset plays as before.
    expect(d('xidach', 'bustEndsTurn')).toEqual(seeds(false, false))
    expect(d('xidach', 'bothPenalised')).toEqual(seeds('dealer', 'dealer'))
    expect(d('xidach', 'penalisedLoss')).toEqual(seeds('multiplier', 'multiplier'))
    expect(d('xidach', 'shortfall')).toEqual(seeds('dealer-pays', 'dealer-pays'))
    // docs/rules-blackjack.md Blackjack presets.
    expect(d('blackjack', 'decks')).toEqual({ club99: 6, 'vegas-6d': 6, european: 6, 'single-deck': 1 })
    expect(d('blackjack', 'peek')).toEqual({ club99: true, 'vegas-6d': true, european: false, 'single-deck': true })
    expect(d('blackjack', 'surrender')).toEqual({
      club99: 'late',
      'vegas-6d': 'late',
      european: 'none',
      'single-deck': 'none'
    })
    expect(d('blackjack', 'charlie')).toEqual({ club99: 11, 'vegas-6d': 'off', european: 'off', 'single-deck': 'off' })
    expect(d('blackjack', 'decisionSeconds')).toEqual({
      club99: 20,
      'vegas-6d': 'off',
      european: 'off',
      'single-deck': 'off'
    })
    // docs/rules-sicbo.md Sic Bo pay tables.
    expect(d('sicbo', 'payTable.double')).toEqual({ trainer: 11, 'atlantic-city': 10, macau: 8 })
    expect(d('sicbo', 'payTable.combo')).toEqual({ trainer: 6, 'atlantic-city': 5, macau: 5 })
    expect(d('sicbo', 'payTable.total4_17')).toEqual({ trainer: 60, 'atlantic-city': 60, macau: 50 })
    expect(d('sicbo', 'payTable.anyTriple')).toEqual({ trainer: 30, 'atlantic-city': 30, macau: 24 })
    expect(d('sicbo', 'maxBet')).toEqual({ trainer: null, 'atlantic-city': null, macau: null })
  })

  it('reads and writes dotted keys, expanding a named pay table first', () => {
    const info = RULES.sicbo
    const keys = presetKeys('sicbo', 'macau')
    expect(keys.payTable).toBe('macau')
    expect(getRuleValue(info, keys, 'payTable.triple')).toBe(150)
    const edited = setRuleValue(info, keys, 'payTable.triple', 170)
    expect(edited.payTable).toMatchObject({ triple: 170, double: 8, combo: 5 })
    expect(keys.payTable).toBe('macau')
    const c = info.check(edited)
    expect(c.ok && (c.rules as { payTableName: string }).payTableName).toBe('custom')
    const x = setRuleValue(RULES.xidach, presetKeys('xidach', 'wiki'), 'pay.xiBang', 3)
    expect(RULES.xidach.check(x)).toMatchObject({ ok: true, keys: { pay: { xiBang: 3, xiDach: 1, nguLinh: 1 } } })
  })
})
