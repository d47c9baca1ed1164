/**
 * The lobby's ruleset in force and its edge (edge-in-force.ts): the table the profile sits at wins over
 * the default preset, and Xì dách's figure is only read, never started (the lobby must not set a
 * simulation going for every visit).
 */
import { describe, expect, it } from 'vitest'
import type { Client } from '@renderer/lib/rpc'
import { edgeOf, rulesInForce } from './edge-in-force'

type Calls = Array<{ method: string; input: unknown }>

function fakeClient(answers: Record<string, unknown>): { client: Client; calls: Calls } {
  const calls: Calls = []
  const client = {
    call: (method: string, input: unknown) => {
      calls.push({ method, input })
      return Promise.resolve(answers[method])
    },
    on: () => () => {},
    status: 'open',
    onStatus: () => () => {},
    onFailure: () => () => {},
    reconnectNow: () => {}
  } as unknown as Client
  return { client, calls }
}

describe('the rules in force', () => {
  it('are the default preset when the profile sits at no table of the game', async () => {
    const { client } = fakeClient({ 'tables.list': [{ game: 'sicbo', rules: {}, rulesName: 'macau' }] })
    expect(await rulesInForce(client, 'blackjack')).toEqual({
      keys: { preset: 'club99' },
      name: 'club99',
      atTable: false
    })
  })

  it('are the open table’s rules and name', async () => {
    const rules = { decks: 6, dealerHitsSoft17: true }
    const { client } = fakeClient({ 'tables.list': [{ game: 'blackjack', rules, rulesName: 'Bàn Farmer' }] })
    expect(await rulesInForce(client, 'blackjack')).toEqual({ keys: rules, name: 'Bàn Farmer', atTable: true })
  })
})

describe('the edge of the rules in force', () => {
  it('Xì dách: reads a kept simulation without starting one, and the exact figures as far as they go', async () => {
    const exact = { state: 'running', results: [] }
    const { client, calls } = fakeClient({
      'analysis.edge': {
        game: 'xidach',
        edge: { state: 'idle', done: 0, results: [], roundsPerDealer: 200_000, exact }
      }
    })
    expect(await edgeOf(client, 'xidach', { preset: 'wiki' })).toEqual({
      game: 'xidach',
      state: 'none',
      done: 0,
      exact
    })
    expect(calls).toEqual([
      { method: 'analysis.edge', input: { game: 'xidach', keys: { preset: 'wiki' }, start: false } }
    ])
  })

  it('Sic Bo: the lowest and highest spot edge', async () => {
    const { client } = fakeClient({
      'rulesets.validate': {
        ok: true,
        keys: {},
        rules: {},
        houseEdges: [
          { spot: 'small', num: 1, den: 36, percent: 2.78 },
          { spot: 'total:9', num: 41, den: 216, percent: 18.98 },
          { spot: 'single', num: 17, den: 216, percent: 7.87 }
        ]
      }
    })
    expect(await edgeOf(client, 'sicbo', { preset: 'trainer' })).toEqual({
      game: 'sicbo',
      lowPercent: 2.78,
      highPercent: 18.98
    })
  })
})
