/**
 * Stores written by earlier releases (tests/fixtures/stores/README.md: the oldest release that can be
 * rebuilt with all three games at the table, 96ddf3f, and the release before saved data carried its
 * format, db01221) open with today's code on a copy, and every round reads back as that release
 * itself said: each finished round's recall (its rules, nets, figures, every step's action and events,
 * its fairness verdict), both exports, and each round left in play, which resumes at the same version
 * and, played on by the same fixed policy (play.ts), ends with the nets that release's own resume gave.
 * The recorded answers (recorded.json, export.csv, export.json) were written by the old code when the
 * store was made, never by the code under test.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RoundRecall } from '@shared/contract/history'
import type { ProcedureInput } from '@shared/contract/index'
import { call, newCore } from '../support/core'
import { csvAsSchema3Wrote } from '../support/later-answers'
import { sameFile } from '../support/store-fixture'
import { recordedOf, storeCopy, STORES } from '../support/release-stores'
import { playOut, type Call, type Table } from '../fixtures/stores/play'

const exported = async (c: ReturnType<typeof newCore>, dir: string, format: 'csv' | 'json'): Promise<string> => {
  const r = await call(c, 'history.export', { scope: { kind: 'all' }, format })
  return readFileSync(join(dir, 'exports', r.fileName), 'utf8')
}

/** What a recall says about a round, every part a release records (the screens' views left out: make-store.ts). */
function told(r: RoundRecall): unknown {
  return {
    seq: r.seq,
    game: r.game,
    rulesName: r.rulesName,
    rules: r.rules,
    config: r.config,
    yourSeats: r.yourSeats,
    startedAt: r.startedAt,
    endedAt: r.endedAt,
    wageredMinor: r.wageredMinor,
    netMinor: r.netMinor,
    balanceAfterMinor: r.balanceAfterMinor,
    outcome: r.outcome,
    nets: r.nets,
    steps: r.steps.map(({ index, kind, actor, action, events, at }) => ({ index, kind, actor, action, events, at })),
    fairness: {
      serverSeedHash: r.fairness.serverSeedHash,
      serverSeed: r.fairness.serverSeed,
      clientSeed: r.fairness.clientSeed,
      nonce: r.fairness.nonce,
      revealedAt: r.fairness.revealedAt,
      verdict: r.fairness.verify.state,
      record: r.fairness.record
    }
  }
}

const RELEASES = [
  // The oldest: schema 3, migrated on opening through every migration since.
  { tag: '96ddf3f', schema: 3, csv: csvAsSchema3Wrote },
  // The last before saved data carried its format: schema 11.
  { tag: 'db01221', schema: 11, csv: (text: string) => text }
] as const

describe.each(RELEASES)('a store made by release $tag', ({ tag, csv }) => {
  const recorded = recordedOf(tag)
  const finished = recorded.recalls.filter((r): r is RoundRecall => r.refused === undefined)

  it('has rounds of every game, finished and in play, as the README says', () => {
    expect(new Set(finished.map((r) => r.game))).toEqual(new Set(['sicbo', 'blackjack', 'xidach']))
    expect(finished.length).toBe(12)
    expect(Object.keys(recorded.inPlay).sort()).toEqual(['blackjack', 'sicbo', 'xidach'])
    // Every round is revealed and verified but those of the Blackjack shoe still in use, which are pending.
    const pending = finished.filter((r) => r.fairness.verify.state !== 'verified')
    expect(pending.length).toBe(3)
    expect(pending.every((r) => r.game === 'blackjack' && r.fairness.verify.state === 'pending')).toBe(true)
    expect(finished.filter((r) => r.game === 'blackjack' && r.fairness.verify.state === 'verified').length).toBe(3)
  })

  it('opens, and recalls every finished round as that release did, its proof verifying the same', async () => {
    const c = newCore(storeCopy(tag))
    expect((await call(c, 'app.info', {})).store).toMatchObject({ state: 'ok' })
    for (const before of finished) {
      const now = await call(c, 'history.round', { roundId: before.roundId })
      expect(told(now), `round ${before.roundId}`).toEqual(told(before))
      // The published record, checked as anyone holding it would (`fairness.verify`, the CLI's code).
      if (before.fairness.record !== undefined)
        expect(
          (await call(c, 'fairness.verify', before.fairness.record as ProcedureInput<'fairness.verify'>)).ok,
          `round ${before.roundId}`
        ).toBe(true)
    }
    // The sessions list as that release gave it (later releases add fields beside these).
    const sessions = await call(c, 'history.sessions', { order: 'asc', limit: 200 })
    expect(sessions.items).toMatchObject(recorded.sessions)
  })

  it('exports both files as that release did', async () => {
    const dir = storeCopy(tag)
    const c = newCore(dir)
    const oldCsv = readFileSync(join(STORES, tag, 'export.csv'), 'utf8')
    expect(csv(await exported(c, dir, 'csv'))).toEqual(oldCsv)
    const oldJson = JSON.parse(sameFile(readFileSync(join(STORES, tag, 'export.json'), 'utf8'))) as object
    const json = sameFile(await exported(c, dir, 'json'))
    // Every field that release wrote, the same; later releases add fields (the grades) beside them.
    expect(JSON.parse(json)).toMatchObject(oldJson)
    if (tag === 'db01221') expect(json).toBe(sameFile(readFileSync(join(STORES, tag, 'export.json'), 'utf8')))
  })

  it('resumes each round in play at its version, and playing on ends it as that release did', async () => {
    const c = newCore(storeCopy(tag))
    const callBy: Call = (name, input) => call(c, name as 'tables.act', input as never)
    for (const [game, open] of Object.entries(recorded.inPlay)) {
      await call(c, 'profiles.select', { id: recorded.profiles[game] as string })
      const table = (await call(c, 'tables.list', {})).find((t) => t.tableId === open.tableId) as Table | undefined
      expect(table?.round, game).toMatchObject({ roundId: open.roundId, version: open.version, over: false })
      const end = await playOut(callBy, game, table as Table)
      expect(end.round?.over, game).toBe(true)
      const recall = await call(c, 'history.round', { roundId: open.roundId })
      expect(recall.nets, game).toEqual(recorded.resumed[game]?.nets)
    }
  })
})
