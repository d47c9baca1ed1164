/**
 * The JSON export (`banxanh-history/1`, schema format.ts): the header, the sessions with the profiles
 * and ruleset versions they need, every round with its steps and grades, then the ledger. Rounds and
 * ledger are read in keyset pages and written as they are read, so a whole-store export never sits in
 * memory.
 */
import type { Store } from '../store/store'
import { APP_VERSION } from '../version'
import { HISTORY_FORMAT } from './format'
import { decodeStep, decodeTime } from '../store/event-codec'
import { BATCH, type Out, type Snapshot } from './export-file'
import {
  allRulesetVersions,
  blackjackGradesBetween,
  exportProfiles,
  exportSessions,
  JSON_BATCH,
  jsonRoundPages,
  ledgerPages,
  stepsBetween,
  type RoundJsonRow,
  type TxJsonRow
} from './repo-export'
import { xidachGradesJson } from './xidach-grades-io'

export async function writeJson(
  store: Store,
  out: Out,
  sessionId: number | null,
  { maxRound, maxTx, inPlay }: Snapshot,
  now: Date,
  pause: () => Promise<void>,
  progress: (n: number) => void
): Promise<number> {
  const scope = sessionId === null ? { kind: 'all' } : { kind: 'session', sessionId }
  out.write(
    `{"format":${JSON.stringify(HISTORY_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())},"app":${JSON.stringify(APP_VERSION)},"scope":${JSON.stringify(scope)},\n`
  )

  // Sessions, then the profiles and ruleset versions they need (everything, for a whole-store export).
  const sessions = exportSessions(store, sessionId)
  const profiles = exportProfiles(store, sessionId === null ? null : (sessions[0]?.profile_id ?? ''))
  let rulesets = allRulesetVersions(store)
  if (sessionId !== null) {
    const used = new Set(sessions.map((s) => `${s.ruleset_id}\u0000${s.ruleset_version}`))
    rulesets = rulesets.filter((r) => used.has(`${r.id}\u0000${r.version}`))
  }
  out.write(
    `"profiles":${JSON.stringify(profiles.map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at })))},\n`
  )
  out.write(
    `"rulesets":${JSON.stringify(
      rulesets.map((r) => ({
        id: r.id,
        version: r.version,
        game: r.game,
        name: r.name,
        keys: JSON.parse(r.rules_json) as unknown,
        createdAt: r.created_at
      }))
    )},\n`
  )
  out.write('"sessions":[')
  sessions.forEach((s, i) => {
    const table = JSON.parse(s.table_json) as { rules?: unknown }
    out.write(
      (i ? ',\n' : '\n') +
        JSON.stringify({
          id: s.id,
          profileId: s.profile_id,
          game: s.game,
          rulesetId: s.ruleset_id,
          rulesetVersion: s.ruleset_version,
          rulesName: s.rules_name,
          config: JSON.parse(s.config_json) as unknown,
          // Only the rules: table_json also holds the next round's secret seed.
          rules: table.rules ?? null,
          startedAt: s.started_at,
          endedAt: s.ended_at,
          chipsInMinor: s.chips_in_minor,
          chipsOutMinor: s.chips_out_minor
        })
    )
  })
  out.write('],\n"rounds":[')

  const roundPage = jsonRoundPages(store, sessionId)
  const steps = stepsBetween(store)
  const blackjackGrades = blackjackGradesBetween(store)
  const xidachGrades = xidachGradesJson(store)
  let after = 0
  let n = 0
  for (;;) {
    const rows = roundPage(after, maxRound)
    if (rows.length === 0) break
    let lo = Infinity
    let hi = 0
    for (const r of rows) {
      lo = Math.min(lo, r.id)
      hi = Math.max(hi, r.id)
    }
    const byRound = new Map<number, string[]>()
    for (const r of rows) byRound.set(r.id, [])
    for (const e of steps(lo, hi)) {
      const list = byRound.get(e[0])
      if (!list) continue
      // The decoded JSON text is spliced in as it is: it was written by JSON.stringify.
      const step = decodeStep(e[3])
      list.push(
        `{"seq":${e[1]},"actor":${JSON.stringify(e[2])},"action":${step.action_json},"events":${step.events_json},"at":${JSON.stringify(decodeTime(e[4]))}}`
      )
    }
    const gradesOf = new Map<number, string[]>()
    for (const g of blackjackGrades(lo, hi)) {
      if (!byRound.has(g[0])) continue
      const list = gradesOf.get(g[0]) ?? []
      list.push(
        `{"eventSeq":${g[1]},"seat":${JSON.stringify(g[2])},"hand":${g[3]},"action":${JSON.stringify(g[4])},"best":${JSON.stringify(g[5])},` +
          `"evs":${g[6]},"stakeMinor":${g[7]},"costMinor":${g[8]},"cell":${g[9] ?? 'null'},"at":${JSON.stringify(g[10])}}`
      )
      gradesOf.set(g[0], list)
    }
    const xidachOf = xidachGrades(lo, hi)
    let chunk = ''
    for (const r of rows) {
      if (inPlay.has(r.id)) continue
      const grades = gradesOf.get(r.id)
      const xg = xidachOf.get(r.id)
      chunk +=
        (n === 0 && chunk === '' ? '\n' : ',\n') +
        `{"id":${r.id},"sessionId":${r.session_id},"seq":${r.seq},"game":${JSON.stringify(r.game)},"rules":${r.rules_json},` +
        `"serverSeedHash":${JSON.stringify(r.server_seed_hash)},${r.seed ? `"serverSeed":${JSON.stringify(r.seed)},` : ''}` +
        `"clientSeed":${JSON.stringify(r.client_seed)},"nonce":${r.nonce},"revealedAt":${JSON.stringify(r.revealed_at)},` +
        `"createdAt":${JSON.stringify(r.created_at)},"endedAt":${JSON.stringify(r.ended_at)},"result":${r.result_json ?? '{"nets":{}}'},` +
        `"events":[${(byRound.get(r.id) ?? []).join(',')}]${grades ? `,"grades":[${grades.join(',')}]` : ''}` +
        `${xg ? `,"xidachGrades":[${xg.join(',')}]` : ''}}`
    }
    out.write(chunk)
    n += rows.filter((r) => !inPlay.has(r.id)).length
    const lastRow = rows[rows.length - 1] as RoundJsonRow
    after = sessionId === null ? lastRow.id : lastRow.seq
    progress(n)
    if (rows.length < JSON_BATCH) break
    await pause()
  }
  out.write('\n],\n"ledger":[')

  // Ledger: every transaction (whole store), or the session's rounds' transactions.
  const ledgerPage = ledgerPages(store, sessionId)
  let afterTx = 0
  let first = true
  let pendingTx: {
    id: number
    kind: string
    profileId: string | null
    roundId: number | null
    createdAt: string
    entries: Array<{ profileId: string | null; amountMinor: number }>
  } | null = null
  const flush = (): void => {
    if (!pendingTx) return
    out.write((first ? '\n' : ',\n') + JSON.stringify(pendingTx))
    first = false
    pendingTx = null
  }
  for (;;) {
    const rows = ledgerPage(afterTx, maxTx)
    if (rows.length === 0) break
    // A page may end inside a transaction: drop that transaction's rows and read it whole next time.
    const full = rows.length === BATCH
    const lastId = (rows[rows.length - 1] as TxJsonRow)[0]
    const take = full && rows.some((r) => r[0] !== lastId) ? rows.filter((r) => r[0] !== lastId) : rows
    for (const r of take) {
      if (!pendingTx || pendingTx.id !== r[0]) {
        flush()
        pendingTx = { id: r[0], kind: r[1], profileId: r[2], roundId: r[3], createdAt: r[4], entries: [] }
      }
      pendingTx.entries.push({ profileId: r[5], amountMinor: r[6] })
    }
    flush()
    afterTx = (take[take.length - 1] as TxJsonRow)[0]
    if (!full) break
    await pause()
  }
  out.write('\n]}\n')
  return n
}
