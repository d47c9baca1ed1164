/**
 * Export and import: CSV rows checked against the rounds as played; a JSON export imported into a
 * fresh data dir gives the same history (sessions, figures, charts, rounds, recalls, rulesets,
 * balances); bad, partial, forged or duplicate files are refused and change nothing; deleting a
 * session keeps its money.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { CoreEvent } from '../../src/core/types'
import type { ExportProgress } from '@shared/contract/history'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { dumpDb } from '../support/temp'
import { balanceOf, call, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo, type Bet, type PlayedRound } from '../support/sicbo'
import { csvFields } from '../support/csv'

const chips = (minor: number): string => (minor < 0 ? '-' : '') + (Math.abs(minor) / 100).toFixed(2)

async function upload(c: Core, text: string): Promise<string> {
  let uploadId: string | undefined
  for (let at = 0; at < text.length || at === 0; at += UPLOAD_CHUNK_MAX) {
    const s = await call(c, 'history.upload', {
      ...(uploadId ? { uploadId } : {}),
      offset: at,
      text: text.slice(at, at + UPLOAD_CHUNK_MAX)
    })
    uploadId = s.uploadId
    if (text.length === 0) break
  }
  return uploadId as string
}

async function importText(c: Core, text: string) {
  return call(c, 'history.import', { uploadId: await upload(c, text) })
}

/** A store with two profiles, a saved ruleset, three finished sessions and one still at the table. */
async function playedStore(): Promise<{
  c: Core
  an: string
  binh: string
  rounds: PlayedRound[]
  sessions: number[]
}> {
  const c = newCore()
  const an = await profileWith(c, 'An', 1000)
  const rs = await call(c, 'rulesets.create', {
    game: 'sicbo',
    name: 'Nhà An',
    preset: 'macau',
    keys: { oddEven: true }
  })
  const rounds: PlayedRound[] = []
  const sessions: number[] = []
  const t1 = await openSicbo(c, { rulesetId: rs.id })
  for (let i = 0; i < 6; i++)
    rounds.push(
      await playSicbo(c, t1.tableId, [
        { spot: 'big', amountMinor: 100 + i },
        { spot: `single:${(i % 6) + 1}`, amountMinor: 40 }
      ])
    )
  await call(c, 'tables.close', { tableId: t1.tableId })
  sessions.push(t1.sessionId)
  const t2 = await openSicbo(c)
  for (let i = 0; i < 4; i++) rounds.push(await playSicbo(c, t2.tableId, [{ spot: 'small', amountMinor: 250 }]))
  await call(c, 'tables.close', { tableId: t2.tableId })
  sessions.push(t2.sessionId)
  const binh = await profileWith(c, 'Bình', 300)
  const t3 = await openSicbo(c)
  for (let i = 0; i < 3; i++) rounds.push(await playSicbo(c, t3.tableId, [{ spot: 'single:6', amountMinor: 100 }]))
  await call(c, 'tables.close', { tableId: t3.tableId })
  sessions.push(t3.sessionId)
  // Still at the table, a round in play: neither may leak into an export.
  const t4 = await openSicbo(c)
  await call(c, 'tables.start', { tableId: t4.tableId, stakes: [] })
  return { c, an, binh, rounds, sessions }
}

/** Everything the history screens show, with ids that a different install numbers differently left out. */
async function historyView(c: Core): Promise<unknown> {
  const list = await call(c, 'history.sessions', { order: 'asc', limit: 200 })
  const out: unknown[] = []
  // Sessions with settled rounds (one still at the table arrives elsewhere as a finished, empty one).
  for (const s of list.items.filter((x) => x.rounds > 0)) {
    const detail = await call(c, 'history.session', { sessionId: s.sessionId })
    const page = await call(c, 'history.rounds', { sessionId: s.sessionId, limit: 500 })
    const recalls = []
    for (const r of page.items) {
      const { roundId: _r, sessionId: _s, ...recall } = await call(c, 'history.round', { roundId: r.roundId })
      recalls.push(recall)
    }
    const { sessionId: _id, ...session } = detail.session
    out.push({
      session,
      figures: detail.figures,
      series: detail.series,
      rules: detail.rules,
      rounds: page.items.map(({ roundId: _x, ...r }) => r),
      recalls
    })
  }
  const rulesets = (await call(c, 'rulesets.list', {})).map(({ sessions: _n, ...r }) => r)
  const profiles = (await call(c, 'profiles.list', {})).profiles.map((p) => ({
    id: p.id,
    name: p.name,
    balanceMinor: p.balanceMinor
  }))
  return { sessions: out, rulesets, profiles }
}

function ledgerHealthy(c: Core): void {
  const store = c.openStore()!
  expect(store.ledger.unbalanced()).toEqual([])
  expect(store.ledger.total().total).toBe(0)
}

describe('history export and import', () => {
  it('exports a session as CSV, one row per round, with the figures as played', async () => {
    const { c, rounds, sessions } = await playedStore()
    const events: CoreEvent[] = []
    c.subscribe((e) => events.push(e))
    const r = await call(c, 'history.export', { scope: { kind: 'session', sessionId: sessions[0]! }, format: 'csv' })
    expect(r).toMatchObject({ format: 'csv', rounds: 6 })
    const text = readFileSync(r.path, 'utf8')
    expect(Buffer.byteLength(text)).toBe(r.bytes)
    // A byte-order mark, so spreadsheet programs read UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'session,profile,seq,game,started_at,ended_at,wagered,net,balance_after,outcome,outcome_text,server_seed_hash,server_seed'
    )
    expect(lines).toHaveLength(7)
    let balance = 100_000
    lines.slice(1).forEach((line, i) => {
      const f = csvFields(line)
      const p = rounds[i]!
      balance += p.netMinor
      expect(f[0]).toBe(String(sessions[0]))
      expect(f[1]).toBe('An')
      expect(f[2]).toBe(String(i + 1))
      expect(f[3]).toBe('sicbo')
      expect(f.slice(6, 10)).toEqual([chips(p.wageredMinor), chips(p.netMinor), chips(balance), p.dice.join('-')])
      // The words beside the code, in the app's language (Vietnamese by default): the dice and their total.
      const [a, b, c] = p.dice
      const total = a! + b! + c!
      expect(f[10]).toBe(
        a === b && b === c
          ? `Xúc xắc ${a} · ${b} · ${c}: bộ ba, tổng ${total}`
          : `Xúc xắc ${a} · ${b} · ${c}, tổng ${total} (${total <= 10 ? 'Xỉu' : 'Tài'})`
      )
      expect(f[11]).toBe(p.state.round!.fairness.serverSeedHash)
      expect(f[12]).toBe(p.state.round!.fairness.serverSeed)
    })
    const progress = events.filter((e) => e.name === 'history.exportProgress').map((e) => e.payload as ExportProgress)
    expect(progress.at(-1)).toMatchObject({ exportId: r.exportId, roundsDone: 6, roundsTotal: 6, done: true })
    // The browser host reads it back in chunks.
    let got = Buffer.alloc(0)
    for (let offset = 0; ;) {
      const chunk = await call(c, 'history.exportChunk', { fileName: r.fileName, offset, length: 100 })
      got = Buffer.concat([got, Buffer.from(chunk.base64, 'base64')])
      offset += 100
      if (chunk.done) break
    }
    expect(got.toString('utf8')).toBe(text)
    await expect(
      call(c, 'history.exportChunk', { fileName: 'banxanh-nope.csv', offset: 0, length: 10 })
    ).rejects.toMatchObject({ code: 'not-found' })
  })

  it('round-trips everything through JSON into a fresh install: the same history, rulesets and balances', async () => {
    const { c, an, binh } = await playedStore()
    const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    expect(exported.rounds).toBe(13)
    const text = readFileSync(exported.path, 'utf8')
    const file = JSON.parse(text) as { rounds: Array<{ serverSeed?: string }>; sessions: unknown[] }
    // The round in play is not exported, and no unrevealed seed or table secret is.
    expect(file.rounds).toHaveLength(13)
    expect(file.rounds.every((r) => typeof r.serverSeed === 'string')).toBe(true)
    const db = c.openStore()!.db
    for (const row of db
      .prepare(`SELECT lower(hex(server_seed)) AS server_seed FROM rounds WHERE status = 'open'`)
      .all() as Array<{
      server_seed: string
    }>)
      expect(text).not.toContain(row.server_seed)
    for (const row of db.prepare('SELECT table_json FROM sessions').all() as Array<{ table_json: string }>) {
      expect(text).not.toContain((JSON.parse(row.table_json) as { next: { serverSeed: string } }).next.serverSeed)
    }

    const fresh = newCore()
    const result = await importText(fresh, text)
    expect(result).toMatchObject({ sessions: 4, rounds: 13, rulesets: 1, moneyImported: true })
    expect(result.profiles.map((p) => [p.name, p.created])).toEqual([
      ['An', true],
      ['Bình', true]
    ])
    const before = (await historyView(c)) as { sessions: unknown[] }
    const after = (await historyView(fresh)) as { sessions: unknown[] }
    expect(after).toEqual(before)
    expect(before.sessions).toHaveLength(3)
    expect(await balanceOf(fresh, an)).toBe(await balanceOf(c, an))
    expect(await balanceOf(fresh, binh)).toBe(await balanceOf(c, binh))
    ledgerHealthy(fresh)
    // The session that was still at the table arrives as a finished one, never as a live table.
    expect((await call(fresh, 'history.sessions', {})).items.every((s) => !s.open)).toBe(true)
    expect(await call(fresh, 'tables.list', {})).toEqual([])

    // The same file again: everything in it is already here.
    const dump = dumpDb(fresh.openStore()!.db)
    await expect(importText(fresh, text)).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('already in this install')
    })
    expect(dumpDb(fresh.openStore()!.db)).toEqual(dump)
  })

  it('imports one session as history only: no balance changes', async () => {
    const { c, sessions, rounds } = await playedStore()
    const exported = await call(c, 'history.export', {
      scope: { kind: 'session', sessionId: sessions[1]! },
      format: 'json'
    })
    const fresh = newCore()
    const mine = await profileWith(fresh, 'Chi', 50)
    const result = await importText(fresh, readFileSync(exported.path, 'utf8'))
    expect(result).toMatchObject({ sessions: 1, rounds: 4, rulesets: 0, moneyImported: false })
    const an = result.profiles[0]!
    expect(an).toMatchObject({ name: 'An', created: true })
    expect(await balanceOf(fresh, an.id)).toBe(0)
    expect(await balanceOf(fresh, mine)).toBe(5000)
    ledgerHealthy(fresh)
    const list = await call(fresh, 'history.sessions', { profileId: an.id })
    const played = rounds.slice(6, 10)
    expect(list.items[0]).toMatchObject({ rounds: 4, netMinor: played.reduce((a, p) => a + p.netMinor, 0) })
  })

  it('refuses a bad, partial or forged file without a trace', async () => {
    const { c } = await playedStore()
    const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const text = readFileSync(exported.path, 'utf8')
    const target = newCore()
    await profileWith(target, 'Dung', 10)
    const before = dumpDb(target.openStore()!.db)
    type F = {
      format: string
      ledger: Array<{
        kind: string
        profileId: string | null
        entries: Array<{ profileId: string | null; amountMinor: number }>
      }>
      rounds: Array<{ sessionId: number; events: Array<{ events: Array<{ type: string; dice?: number[] }> }> }>
      profiles: Array<{ id: string }>
    }
    const edit = (fn: (f: F) => void): string => {
      const f = JSON.parse(text) as F
      fn(f)
      return JSON.stringify(f)
    }
    // Each refusal's key (issue 32): what the person reads names no field or path of the file, and says
    // an empty or random file is not a history file rather than "cut short".
    const cases: Array<[string, string, RegExp, string]> = [
      ['cut short', text.slice(0, Math.floor(text.length / 2)), /not complete JSON/, 'historyImport.notJson'],
      // Cut right after a number or a literal, the parser asks for "," or "}" at the end: still cut short
      // (the half-way cut above lands on one now and then, and was once called "not a history file").
      [
        'cut after a number',
        '{"format": "banxanh-history/1", "exportedAt": 12',
        /not complete JSON/,
        'historyImport.notJson'
      ],
      ['cut after true', '{"format": "banxanh-history/1", "x": true', /not complete JSON/, 'historyImport.notJson'],
      ['not JSON after an object', '{ "a": 1 } and then some words', /./, 'historyImport.notHistory'],
      ['empty', '', /is empty/, 'historyImport.empty'],
      [
        'random bytes',
        'PK\u0003\u0004\u0014\u0000 ÿØÿà random',
        /not a Bàn Xanh history file/,
        'historyImport.notHistory'
      ],
      ['other JSON', '{"hello": 1}', /not a Bàn Xanh history file/, 'historyImport.notHistory'],
      [
        'another format',
        edit((f) => (f.format = 'banxanh-history/9')),
        /not a Bàn Xanh history file/,
        'historyImport.notHistory'
      ],
      [
        'unbalanced ledger',
        edit((f) => (f.ledger.at(-1)!.entries[0]!.amountMinor += 1)),
        /ledger\[\d+\]: entries sum to 1, not 0/,
        'historyImport.invalid'
      ],
      [
        'dangling session',
        edit((f) => (f.rounds[3]!.sessionId = 999)),
        /rounds\[3\]\.sessionId: no session 999/,
        'historyImport.invalid'
      ],
      [
        'forged dice',
        edit((f) => {
          for (const step of f.rounds[2]!.events)
            for (const e of step.events) if (e.type === 'rolled') e.dice = e.dice!.map((d) => (d % 6) + 1)
        }),
        /rounds\[2\]: its fairness proof fails/,
        'historyImport.invalid'
      ],
      [
        // Nets, ledger and figures altered together so every sum still agrees: only the replay sees it.
        'forged nets',
        edit((f) => {
          const r = f.rounds[1] as unknown as { id: number; result: { nets: Record<string, number>; netMinor: number } }
          r.result.nets = { you: r.result.nets.you! + 100, dealer: r.result.nets.dealer! - 100 }
          r.result.netMinor += 100
          const tx = (
            f.ledger as unknown as Array<{
              roundId: number | null
              entries: Array<{ profileId: string | null; amountMinor: number }>
            }>
          ).find((t) => t.roundId === r.id)
          if (!tx) throw new Error('round 1 has no ledger transaction in this sample')
          tx.entries = tx.entries
            .map((e) => ({ ...e, amountMinor: e.amountMinor + (e.profileId === null ? -100 : 100) }))
            .filter((e) => e.amountMinor !== 0)
        }),
        /rounds\[1\]\.result\.nets: the replay gives/,
        'historyImport.invalid'
      ],
      [
        // Caught only after every row was written (the balance check is last): the transaction rolls back.
        'negative balance',
        edit((f) => {
          const p = f.profiles[0]!.id
          f.ledger.push({
            id: 99_999,
            kind: 'adjust',
            profileId: p,
            roundId: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            entries: [
              { profileId: p, amountMinor: -1e12 },
              { profileId: null, amountMinor: 1e12 }
            ]
          } as never)
        }),
        /negative balance/,
        'historyImport.negativeBalance'
      ]
    ]
    for (const [what, bad, message, key] of cases) {
      await expect(importText(target, bad), what).rejects.toMatchObject({
        code: expect.stringMatching(/refused|conflict/),
        message: expect.stringMatching(message),
        i18n: key === 'historyImport.negativeBalance' ? { key, vars: expect.anything() } : { key }
      })
      expect(dumpDb(target.openStore()!.db), `${what} changed the store`).toEqual(before)
    }
  })

  it('deletes a finished session only when confirmed, keeping its money and a balanced ledger', async () => {
    const { c, an, sessions } = await playedStore()
    const balance = await balanceOf(c, an)
    const store = c.openStore()!
    const roundIds = (
      store.db.prepare('SELECT id FROM rounds WHERE session_id = ?').all(sessions[0]!) as Array<{ id: number }>
    ).map((r) => r.id)
    const txs = store.db
      .prepare(`SELECT count(*) AS n FROM ledger_tx WHERE round_id IN (${roundIds.join(',')})`)
      .get() as { n: number }
    // Confirmation is part of the input's schema: without it nothing happens.
    await expect(
      call(c, 'history.deleteSession', { sessionId: sessions[0]!, confirm: false as true })
    ).rejects.toMatchObject({ code: 'bad-request' })
    const open = (await call(c, 'history.sessions', {})).items.find((s) => s.open)!
    await expect(call(c, 'history.deleteSession', { sessionId: open.sessionId, confirm: true })).rejects.toMatchObject({
      code: 'refused'
    })
    const r = await call(c, 'history.deleteSession', { sessionId: sessions[0]!, confirm: true })
    expect(r).toEqual({ sessionId: sessions[0], rounds: 6, keptLedgerTransactions: txs.n })
    expect(await balanceOf(c, an)).toBe(balance)
    ledgerHealthy(c)
    expect(
      (
        store.db.prepare(`SELECT count(*) AS n FROM round_events WHERE round_id IN (${roundIds.join(',')})`).get() as {
          n: number
        }
      ).n
    ).toBe(0)
    expect((await call(c, 'history.sessions', {})).items.map((s) => s.sessionId)).not.toContain(sessions[0])
    await expect(call(c, 'history.round', { roundId: roundIds[0]! })).rejects.toMatchObject({ code: 'not-found' })
    // Its ruleset was used by that session only: now it can go.
    const [rs] = await call(c, 'rulesets.list', { game: 'sicbo' })
    expect(rs!.sessions).toBe(0)
    expect(await call(c, 'rulesets.delete', { id: rs!.id, confirm: true })).toEqual([])
    // The ledger still refuses any other change.
    expect(() =>
      store.db.prepare(`UPDATE ledger_tx SET kind = 'x' WHERE id = (SELECT min(id) FROM ledger_tx)`).run()
    ).toThrow(/append-only/)
    expect(() => store.db.prepare(`UPDATE ledger_tx SET round_id = ? WHERE round_id IS NULL`).run(roundIds[0])).toThrow(
      /append-only/
    )
    const all = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const fresh = newCore()
    await importText(fresh, readFileSync(all.path, 'utf8'))
    expect(await balanceOf(fresh, an)).toBe(balance)
  })
})

// Type-only use, so a renamed Bet shape fails the check here too.
export type { Bet }
