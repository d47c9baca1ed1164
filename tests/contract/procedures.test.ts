/**
 * One table-driven test over EVERY procedure in the contract: malformed inputs derived from each
 * schema (see malformed.ts) must each come back as `bad-request`, with a message naming the
 * procedure and the field (or `input` for the whole thing), and must change nothing: the store is
 * dumped before and after, and no event may be pushed.
 *
 * A procedure added to the contract needs valid samples below, or this test fails (and so does the
 * type check: SAMPLES is typed by the procedure table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { procedures, type ProcedureInput, type ProcedureName } from '@shared/contract/index'
import { createCore, type Core } from '../../src/core/index'
import type { CoreEvent } from '../../src/core/types'
import { dispatch } from '../../src/core/rpc/index'
import { dumpDb, tempDir } from '../support/temp'
import { deriveCases } from './malformed'

/** Valid inputs for every procedure; give every field a value so every field is exercised. */
const SAMPLES: { [N in ProcedureName]: Array<ProcedureInput<N>> } = {
  'app.info': [{}],
  'store.startFresh': [{}],
  'store.restoreBackup': [{}],
  'store.openFolder': [{}],
  'settings.get': [{}],
  'settings.set': [
    {
      language: 'en',
      reducedMotion: 'on',
      pace: 'slow',
      confirmPenalty: false,
      stopForEarlyChecks: false,
      volume: 40,
      muted: true,
      guides: ['sicbo']
    }
  ],
  'profiles.list': [{}],
  'profiles.create': [{ name: 'Thu Hà', select: false }],
  'profiles.rename': [{ id: 'p-1', name: 'Thu' }],
  'profiles.select': [{ id: 'p-1' }],
  'profiles.delete': [{ id: 'p-1', confirm: true }],
  'profiles.topUp': [{ id: 'p-1', amountMinor: 10_000 }],
  'tables.open': [
    { game: 'sicbo', ruleset: { rules: { minBet: 100 } }, config: {} },
    // Schema-valid; the table refuses house rules beside a scenario file (tests/tables/stacked-table.test.ts),
    // and picked situations beside either (tests/tables/picked-situations.test.ts).
    {
      game: 'blackjack',
      ruleset: { rulesetId: 'house', version: 2 },
      config: { spots: 2, bots: 1 },
      stacked: { scenario: '{"format": "banxanh-scenario/1"}' },
      situations: [
        { row: '8,8', up: '6' },
        { row: 'S18', up: 'A' }
      ]
    },
    {
      game: 'xidach',
      ruleset: { rules: {} },
      config: {
        role: 'player',
        bots: ['standard'],
        dealerAi: 'simple',
        bankMinor: 100_000,
        botChipsMinor: 500_000,
        people: [{ profileId: 'p-2' }]
      }
    }
  ],
  'tables.get': [{ tableId: 't-1' }],
  'tables.list': [{}],
  'tables.start': [
    {
      tableId: 't-1',
      stakes: [{ seat: 'you', amountMinor: 1_000, profileId: 'p-1' }],
      act: { seat: 'you', action: { type: 'roll', bets: [] } },
      declineBank: false
    }
  ],
  'tables.act': [{ tableId: 't-1', roundId: 1, version: 0, seat: 'you', action: { type: 'hit' }, profileId: 'p-1' }],
  'tables.look': [{ tableId: 't-1', seat: 'p2', profileId: 'p-2' }],
  'tables.setups': [{ game: 'xidach' }],
  'tables.saveSetup': [
    {
      game: 'xidach',
      name: 'Bàn nhà ngoại',
      ruleset: { rules: { preset: 'wiki' } },
      config: {
        role: 'player',
        bots: ['bold'],
        dealerAi: 'simple',
        bankMinor: 100_000,
        botChipsMinor: 50_000,
        people: [{ profileId: 'p-2' }]
      }
    }
  ],
  'tables.deleteSetup': [{ game: 'xidach', name: 'Bàn nhà ngoại' }],
  'tables.close': [{ tableId: 't-1' }],
  'tables.setClientSeed': [{ tableId: 't-1', clientSeed: 'lucky-7' }],
  'tables.setTimer': [{ tableId: 't-1', on: false }],
  'tables.lastSetup': [{ game: 'xidach' }],
  'fairness.verify': [
    {
      game: 'blackjack',
      serverSeed: 'ab'.repeat(32),
      serverSeedHash: 'cd'.repeat(32),
      clientSeed: 'c',
      nonce: 3,
      decks: 6,
      stacked: ['AS', 'KD'],
      outcome: { cards: ['AS'], offset: 4 }
    }
  ],
  'drill.new': [{ game: 'sicbo', rules: { preset: 'macau' }, bets: 5, timed: { layouts: 10, goalMs: 5000 } }],
  'drill.check': [
    { drillId: 'd-1', answer: { mode: 'per-bet', payoutsMinor: [0, 500] }, elapsedMs: 1200, betMs: [400, 800] },
    { drillId: 'd-1', answer: { mode: 'total', totalMinor: 500 }, elapsedMs: 0, betMs: [0] }
  ],
  'drill.results': [
    { game: 'sicbo', limit: 10 },
    { game: 'blackjack', kind: 'count', limit: 10 }
  ],
  'drill.strategyBoard': [
    { ruleset: { rules: { preset: 'vegas-6d' } } },
    { ruleset: { rulesetId: 'rs_abc', version: 2 } }
  ],
  'drill.strategyStart': [
    {
      ruleset: { rulesetId: 'rs_abc', version: 1 },
      mode: 'cells',
      cells: [
        { row: 'H16', up: 'T' },
        { row: 'A,A', up: 'A' }
      ]
    }
  ],
  'drill.strategyAnswer': [{ sessionId: 'd-1', n: 3, answer: 'surrender' }],
  'drill.countNew': [{ decks: 6, cards: 40, speedMs: 500 }],
  'drill.countCheck': [{ drillId: 'd-1', running: 3, trueCount: 0.5, elapsedMs: 100 }],
  'drill.history': [{ limit: 10 }],
  'drill.payoutTrends': [{ runs: 30 }],
  'drill.chipsNew': [{ task: 'pay', rules: { preset: 'trainer' }, set: 'house', denominationsMinor: [100, 300, 400] }],
  'drill.liveRoll': [{ rules: { preset: 'macau' }, dice: [2, 2, 5], bets: [{ spot: 'combo:2-5', amountMinor: 1000 }] }],
  'drill.chipsCheck': [{ drillId: 'd-1', answers: [{ counts: [0, 2, 0] }, { order: [1, 0, 2] }], elapsedMs: 900 }],
  'rulesets.presets': [{ game: 'xidach' }],
  'rulesets.list': [{ game: 'blackjack' }],
  'rulesets.get': [{ id: 'rs_abc', version: 2 }],
  'rulesets.validate': [{ game: 'sicbo', keys: { preset: 'macau', oddEven: true } }],
  'tables.advice': [{ tableId: '1', profileId: 'p-2' }],
  'tables.grades': [{ tableId: '1', after: { roundSeq: 3, eventSeq: 2 }, profileId: 'p-2' }],
  'tables.setCounting': [
    {
      tableId: '1',
      counting: {
        on: true,
        system: 'hilo',
        exact: false,
        quiz: true,
        ramp: [1, 1, 2, 4, 8, 12],
        unitMinor: 1000,
        counter: true
      }
    }
  ],
  'tables.count': [{ tableId: '1' }],
  'tables.countQuiz': [{ tableId: '1', roundId: 3, version: 7, running: -2, elapsedMs: 1500 }],
  'drill.trayNew': [{ decks: 6 }],
  'drill.trayCheck': [{ drillId: 'd-1', decksLeft: 2.5, elapsedMs: 100 }],
  'analysis.edge': [
    { game: 'blackjack', keys: { preset: 'vegas-6d', surrender: 'none' } },
    { game: 'xidach', keys: { preset: 'wiki' }, start: false }
  ],
  'analysis.ruleCosts': [{ game: 'blackjack', keys: { preset: 'european' } }],
  'analysis.edgeCancel': [{ game: 'xidach', keys: { preset: 'wiki' } }],
  'analysis.simulate': [
    {
      game: 'blackjack',
      keys: { preset: 'vegas-6d', penetration: 0.8 },
      count: 'hilo',
      ramp: [1, 1, 2, 4, 8, 12],
      indices: true,
      trueCount: 'half-deck',
      spots: 2,
      length: { unit: 'hours', value: 200 },
      roundsPerHour: 100,
      bankroll: 1000,
      hours: 100,
      seed: 7
    }
  ],
  'analysis.simulation': [{ runId: 'sim-1' }],
  'analysis.simulationCancel': [{ runId: 'sim-1' }],
  'rulesets.create': [{ game: 'sicbo', name: 'Nhà Tư', preset: 'trainer', keys: { minBet: 1 } }],
  'rulesets.save': [{ id: 'rs_abc', baseVersion: 1, name: 'Nhà Tư 2', keys: { preset: 'trainer', maxBet: 50 } }],
  'rulesets.duplicate': [{ id: 'rs_abc', version: 1, name: 'Bản sao' }],
  'rulesets.delete': [{ id: 'rs_abc', confirm: true }],
  'history.sessions': [
    {
      profileId: 'p-1',
      game: 'sicbo',
      from: '2026-01-01',
      to: '2026-02-01T00:00:00Z',
      result: 'won',
      sort: 'net',
      order: 'asc',
      offset: 0,
      limit: 20
    }
  ],
  'history.session': [{ sessionId: 1, maxPoints: 500, profileId: 'p1' }],
  'history.rounds': [{ sessionId: 1, offset: 100, limit: 50, profileId: 'p1' }],
  'history.round': [{ roundId: 7, profileId: 'p1' }],
  'history.export': [
    { scope: { kind: 'session', sessionId: 1 }, format: 'csv' },
    { scope: { kind: 'all' }, format: 'json' }
  ],
  'history.exportChunk': [{ fileName: 'banxanh-all-2026-01-01T00-00-00-000Z-abc123.json', offset: 0, length: 65536 }],
  'history.upload': [{ uploadId: 'up_x', offset: 10, text: '{"format"' }],
  'history.import': [{ uploadId: 'up_x', skipExisting: true }],
  'history.deleteSession': [{ sessionId: 1, confirm: true, profileId: 'p1' }],
  'history.stats': [
    { profileId: 'p1', game: 'sicbo', from: '2026-01-01', to: '2026-02-01T00:00:00.000Z', result: 'won' }
  ]
}

const NAMES = Object.keys(procedures) as ProcedureName[]
let core: Core
const events: CoreEvent[] = []

beforeAll(async () => {
  core = createCore({ dataDir: tempDir('banxanh-contract-'), host: 'web', backups: false })
  // Something in the store, so "changes nothing" compares real rows.
  const created = await dispatch(core, 'profiles.create', { name: 'Lan' }, { host: 'cli' })
  if (!created.ok) throw new Error(created.error.message)
  const id = (created.value as { currentId: string }).currentId
  const topped = await dispatch(core, 'profiles.topUp', { id, amountMinor: 50_000 }, { host: 'cli' })
  if (!topped.ok) throw new Error(topped.error.message)
  core.subscribe((e) => events.push(e))
})

afterAll(async () => {
  await core.close()
})

function snapshot(): unknown {
  const store = core.openStore()
  if (!store) throw new Error('store not open')
  return dumpDb(store.db)
}

describe('contract: every procedure refuses malformed input with a clear bad-request and changes nothing', () => {
  it('every procedure has valid samples', () => {
    const missing = NAMES.filter((n) => !Array.isArray(SAMPLES[n]) || SAMPLES[n].length === 0)
    expect(missing, 'add valid inputs for these procedures to SAMPLES').toEqual([])
    for (const name of NAMES) {
      for (const sample of SAMPLES[name]) {
        const r = (procedures[name].input as z.ZodType).safeParse(sample)
        expect(
          r.success,
          `${name}: sample ${JSON.stringify(sample)} must be valid: ${r.error?.issues[0]?.message}`
        ).toBe(true)
      }
    }
  })

  it.each(NAMES)('%s', async (name) => {
    const schema = procedures[name].input as z.ZodType
    const before = snapshot()
    events.length = 0
    let count = 0
    for (const sample of SAMPLES[name]) {
      const { cases, problems } = deriveCases(schema, sample)
      expect(problems, `${name}: the schema or its sample leaves something untested`).toEqual([])
      for (const c of cases) {
        expect(schema.safeParse(c.input).success, `${name} ${c.label}: the schema accepts it`).toBe(false)
        const r = await dispatch(core, name, c.input, { host: 'cli' })
        expect(r.ok, `${name} ${c.label}: must be refused`).toBe(false)
        if (r.ok) continue
        expect(r.error.code, `${name} ${c.label}: ${r.error.message}`).toBe('bad-request')
        // "profiles.topUp: amountMinor: must be at most 1,000,000 chips"
        const m = /^([a-zA-Z.]+): ([A-Za-z0-9_.]+): (.{6,})$/s.exec(r.error.message)
        expect(m, `${name} ${c.label}: unclear message "${r.error.message}"`).not.toBeNull()
        if (!m) continue
        expect(m[1]).toBe(name)
        const named = m[2] as string
        const path = c.path.join('.')
        // The message names the field itself or one of its parents (an extra field is named by its object).
        expect(
          named === 'input' || path === named || path.startsWith(named + '.'),
          `${name} ${c.label}: names "${named}"`
        ).toBe(true)
        expect(r.error.message).not.toMatch(/\[object|\n\s+at |undefined$/)
        count++
      }
    }
    expect(count).toBeGreaterThan(3)
    expect(events, `${name}: malformed calls pushed events`).toEqual([])
    expect(snapshot(), `${name}: malformed calls changed the store`).toEqual(before)
  })

  it('unknown procedures and oversized inputs are refused before any handler', async () => {
    const before = snapshot()
    for (const bad of ['profiles.nope', '', 'constructor', '__proto__', 'toString']) {
      const r = await dispatch(core, bad, {}, { host: 'cli' })
      expect(r).toMatchObject({ ok: false, error: { code: 'unknown-procedure' } })
    }
    const r = await dispatch(core, 42, {}, { host: 'cli' })
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown-procedure' } })
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))
    expect(await dispatch(core, 'profiles.create', wide, { host: 'cli' })).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringMatching(/^profiles\.create: input: too large/) }
    })
    expect(snapshot()).toEqual(before)
  })
})
