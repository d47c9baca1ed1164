/**
 * Issue 10, item 6: the Blackjack and Xì dách stake refusals reach the player with a catalogue key
 * (`engine.<code>`) and its values, and both catalogues word that key with exactly those values.
 * Each case is a stake the rules refuse (rules.md: the table limits, the seat's chips, the exact-payout
 * step; Xì dách: the bank and the chips must cover the largest multiple).
 */
import { describe, expect, it } from 'vitest'
import { blackjackEngine } from '../../src/main/engine/games/blackjack/engine'
import { cardCode } from '../../src/main/engine/games/blackjack/cards'
import { xidachEngine, type XidachSetup } from '../../src/main/engine/games/xidach'
import { resolveBlackjackRules } from '../../src/shared/games/blackjack'
import { resolveXidachRules } from '../../src/shared/games/xidach'
import type { Card } from '../../src/shared/cards'
import { engineText, type ServerText } from '../../src/shared/contract/server-text'
import type { RuleError } from '../../src/main/engine/game'

// The catalogues belong to the renderer's project (tsconfig.web.json), which type-checks their keys
// against SERVER_TEXTS; here they are only read, through a specifier tsc does not follow.
const renderer = '../../src/renderer/src/i18n/'
const { serverVi } = (await import(`${renderer}server.vi`)) as { serverVi: unknown }
const { serverEn } = (await import(`${renderer}server.en`)) as { serverEn: unknown }

function bjRules(over: Record<string, unknown> = {}) {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', ...over })
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

function bj(over: Record<string, unknown>, stake: number, bankroll = 100_000): RuleError {
  const shoe = (['TS', '9H', '7D', 'TC'] as Card[]).map((c) => cardCode(c))
  const res = blackjackEngine.start(bjRules(over), { seats: [{ id: 'p1', bankroll, stake }], shoe, position: 0 })
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

function xd(input: Record<string, unknown>, stakes: number[], chips: number, dealer: XidachSetup['dealer']): RuleError {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  const setup: XidachSetup = {
    players: stakes.map((stake, i) => ({ id: `p${i + 1}`, bankroll: chips, stake })),
    dealer,
    deck: '2S 3S 4S 5S 6S 7S'.split(' ') as Card[]
  }
  const res = xidachEngine.start(r.rules, setup)
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

function textOf(tree: unknown, key: string): string | undefined {
  let at: unknown = tree
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part]
  return typeof at === 'string' ? at : undefined
}

/** The key and values the renderer gets, checked against both catalogues' wording. */
function worded(e: RuleError): ServerText {
  const t = engineText(e.code, e.vars)
  expect(t, `${e.code}: ${e.message}`).toBeDefined()
  const text = t as ServerText
  const vars = 'vars' in text ? Object.keys(text.vars).sort() : []
  for (const catalogue of [serverVi, serverEn]) {
    const s = textOf(catalogue, text.key)
    expect(s, text.key).toBeTypeOf('string')
    const used = [...new Set([...(s as string).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()
    expect(used).toEqual(vars)
  }
  return text
}

describe('Blackjack stake refusals carry a key both languages word', () => {
  it('under the minimum, over the maximum, over the chips, off the exact-payout step', () => {
    expect(worded(bj({ minBet: 5 }, 400))).toEqual({ key: 'engine.stake-under-min', vars: { stake: 4, min: 5 } })
    expect(worded(bj({ maxBet: 5 }, 600))).toEqual({ key: 'engine.stake-over-max', vars: { stake: 6, max: 5 } })
    expect(worded(bj({}, 2000, 1000))).toEqual({ key: 'engine.stake-over-bankroll', vars: { stake: 20, chips: 10 } })
    // 3:2 and half-stake payouts need an even number of minor units: 0.05 chips is off the 0.02 step.
    expect(worded(bj({}, 5))).toEqual({ key: 'engine.stake-step', vars: { stake: 0.05, step: 0.02 } })
  })
})

describe('Xì dách stake refusals carry a key both languages word', () => {
  const none = { bankroll: null, bank: null }
  it('under the minimum, over the maximum', () => {
    expect(worded(xd({ preset: 'tet', minBet: 5 }, [400], 100_000, none))).toEqual({ key: 'engine.stake-under-min', vars: { stake: 4, min: 5 } })
    expect(worded(xd({ preset: 'tet', maxBet: 50 }, [6000], 100_000, none))).toEqual({ key: 'engine.stake-over-max', vars: { stake: 60, max: 50 } })
  })
  it('over what the bank still covers, with the largest stake still possible', () => {
    // Tết pays up to ×2: a bank of 100 chips covers 30 + 20 at most, so the second stake can be 20.
    expect(worded(xd({ preset: 'tet' }, [3000, 3000], 100_000, { bankroll: null, bank: 10_000 }))).toEqual({
      key: 'engine.stake-over-bank',
      vars: { stake: 30, times: 2, max: 20 }
    })
  })
  it('over what the player’s chips cover, and no stake possible at all', () => {
    const r = resolveXidachRules({ preset: 'tet' })
    if (!r.ok) throw new Error(r.message)
    // Tết is symmetric: the player's chips must cover a ×2 loss, so 50 chips carry a stake of 25.
    expect(r.rules.symmetric).toBe(true)
    expect(worded(xd({ preset: 'tet' }, [5000], 5000, none))).toEqual({ key: 'engine.stake-over-cover', vars: { stake: 50, times: 2, max: 25 } })
    // 5 chips cover a stake of 2.5 at most, under the 10-chip minimum: nothing can be staked.
    expect(worded(xd({ preset: 'tet', minBet: 10 }, [1000], 500, none))).toEqual({ key: 'engine.stake-none-possible', vars: { stake: 10, min: 10 } })
  })
})
