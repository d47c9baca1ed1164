import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@shared/contract/constants'
import type { Language } from '@shared/contract/index'
import { BLACKJACK_COSTLY, BLACKJACK_KEYS } from '../components/blackjack/keys'
import { SICBO_COSTLY, SICBO_KEYS } from '../components/sicbo/keys'
import { XIDACH_COSTLY, XIDACH_KEYS } from '../components/xidach/keys'
import { actionOfKey, GO_KEYS, isGoKey, KEYS, keyPressed, type GameKeys } from './keys'

const GAMES: Array<{ game: string; keys: GameKeys<string>; costly: ReadonlySet<string> }> = [
  { game: 'blackjack', keys: BLACKJACK_KEYS, costly: BLACKJACK_COSTLY },
  { game: 'xidach', keys: XIDACH_KEYS, costly: XIDACH_COSTLY },
  { game: 'sicbo', keys: SICBO_KEYS, costly: SICBO_COSTLY }
]

const letters = (game: GameKeys<string>, lang: Language, actions: string[]): string =>
  actions.map((a) => game[lang][a]?.key).join(' ')

describe('the key maps', () => {
  it('English Blackjack is H S D P R (hit, stand, double, split, surrender); Vietnamese keeps B D G T H', () => {
    const five = ['hit', 'stand', 'double', 'split', 'surrender']
    expect(letters(BLACKJACK_KEYS, 'en', five)).toBe('H S D P R')
    expect(letters(BLACKJACK_KEYS, 'vi', five)).toBe('B D G T H')
  })

  it('Sic Bo rolls with R in both languages', () => {
    expect(letters(SICBO_KEYS, 'en', ['roll'])).toBe('R')
    expect(letters(SICBO_KEYS, 'vi', ['roll'])).toBe('R')
  })

  it('English Xì dách hits with H and stands with S; Vietnamese bốc B, dằn D', () => {
    expect(letters(XIDACH_KEYS, 'en', ['draw', 'stand'])).toBe('H S')
    expect(letters(XIDACH_KEYS, 'vi', ['draw', 'stand'])).toBe('B D')
  })

  for (const { game, keys } of GAMES)
    for (const lang of LANGUAGES)
      it(`${game}, ${lang}: every key does one thing, none is the help or a deal key`, () => {
        const bound = Object.values(keys[lang]).map((b) => b.key)
        expect(new Set(bound).size).toBe(bound.length)
        for (const k of bound) {
          expect(k).toMatch(/^[A-Z]$/)
          expect(Object.values(KEYS)).not.toContain(k)
          expect(GO_KEYS).not.toContain(k)
        }
      })

  // The rule of issue 32: a player's reflex from the other language must never cost money at once.
  for (const { game, keys, costly } of GAMES)
    for (const lang of LANGUAGES)
      it(`${game}, ${lang}: a costly decision on another language's free key asks first`, () => {
        for (const [action, binding] of Object.entries(keys[lang])) {
          if (!costly.has(action)) continue
          for (const other of LANGUAGES) {
            const free = Object.entries(keys[other]).find(([a, b]) => b.key === binding.key && !costly.has(a))
            if (free) expect(binding.confirm, `${lang} ${action} on ${binding.key}, ${other}'s ${free[0]}`).toBe(true)
          }
        }
      })

  it('surrender asks first in every language', () => {
    for (const lang of LANGUAGES) expect(BLACKJACK_KEYS[lang].surrender.confirm).toBe(true)
  })

  it('reads a press case-insensitively, Shift meaning at once', () => {
    expect(keyPressed(BLACKJACK_KEYS.en, { key: 'h', shiftKey: false })).toEqual({ action: 'hit', direct: false })
    expect(keyPressed(BLACKJACK_KEYS.vi, { key: 'h', shiftKey: false })).toEqual({
      action: 'surrender',
      direct: false
    })
    expect(keyPressed(BLACKJACK_KEYS.en, { key: 'R', shiftKey: true })).toEqual({
      action: 'surrender',
      direct: true
    })
    expect(keyPressed(BLACKJACK_KEYS.en, { key: 'Enter', shiftKey: false })).toBeNull()
    expect(keyPressed(BLACKJACK_KEYS.en, { key: 'x', shiftKey: false })).toBeNull()
    expect(actionOfKey('?')).toBe('help')
    expect(actionOfKey('b')).toBeNull()
  })

  it('Enter and Space deal, except where a field or a button has them', () => {
    const press = (key: string, target: unknown, more: Partial<KeyboardEvent> = {}): boolean =>
      isGoKey({ key, target, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...more } as KeyboardEvent)
    const el = (tagName: string, inControl = false) => ({
      tagName,
      isContentEditable: false,
      closest: () => (inControl ? {} : null)
    })
    expect(press('Enter', el('BODY'))).toBe(true)
    expect(press(' ', el('DIV'))).toBe(true)
    expect(press('Enter', el('INPUT'))).toBe(false)
    expect(press('Enter', el('BUTTON', true))).toBe(false)
    expect(press('Enter', el('BODY'), { ctrlKey: true })).toBe(false)
    expect(press('a', el('BODY'))).toBe(false)
  })
})
