/**
 * Import of a JSON export (`banxanh-history/1`) from another install. Everything is checked before
 * anything is written — the format, every reference, every ledger transaction's sum, each round's
 * net against its ledger, each revealed round's fairness proof — and then the whole file is written
 * in one transaction, so a bad, partial or duplicate file changes nothing. The checks are import-check.ts;
 * this module is the writing.
 *
 * Ids are renumbered (sessions, rounds, ledger); profile and ruleset ids are kept, so the same
 * person's history lands in the same profile. Money: a whole-store export into a profile this import
 * creates brings that profile's ledger as it was (its balance moves with it). Otherwise the imported
 * transactions come with one balancing `import-offset` transaction per profile, so history arrives
 * but no balance changes — importing a winning session twice cannot mint chips, and importing a
 * losing one cannot take them.
 */
import type { ImportResult } from '@shared/contract/history'
import type { Store } from '../store/store'
import { encodeHex, encodeTime } from '../store/columns'
import { conflict, refused } from '../errors'
import { MAX_BALANCE_MINOR, MAX_PROFILES, nameKey } from '../profiles'
import { rulesetsRepo } from '../rulesets/repo'
import { blackjackGradeRow } from '../tables/blackjack-grade-row'
import { checkIntegrity, parseHistoryFile } from './import-check'
import type { HistoryGames } from './game'
import { importStatements } from './repo-import'
import { xidachGradesWriter } from './xidach-grades-io'

/** Largest import file, in characters; a whole-store export of ~1,000,000 rounds fits. */
export const MAX_IMPORT_CHARS = 1024 * 1024 * 1024

/** A name not yet taken (case-insensitively): the name itself, else "name (2)", "name (3)" … within `max` characters. */
function freeName(taken: (key: string) => boolean, name: string, max: number): string {
  if (!taken(nameKey(name))) return name
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`
    const candidate = name.slice(0, max - suffix.length) + suffix
    if (!taken(nameKey(candidate))) return candidate
  }
}

export interface ImportOptions {
  /**
   * Import only what is not already here: rounds already in this install (same commitment hash and
   * nonce, the check that otherwise refuses the file) are left as they are, with their ledger; a
   * session with such rounds is the local one (its new rounds join it); a session without rounds is
   * already here when one with the same profile, game and start and no rounds is.
   */
  skipExisting?: boolean
}

/** Validates `text` as a whole, then writes it in one transaction; throws (changing nothing) on any problem. */
export function importHistory(
  store: Store,
  games: HistoryGames,
  text: string,
  now: Date,
  opts: ImportOptions = {}
): ImportResult {
  if (text.length > MAX_IMPORT_CHARS)
    throw refused('The file is too large to import. Nothing was changed.', { key: 'historyImport.tooLarge' })
  const f = parseHistoryFile(text)
  checkIntegrity(f, games)
  const q = importStatements(store)
  const writeXidachGrades = xidachGradesWriter(store)
  const rs = rulesetsRepo(store)
  const at = now.toISOString()

  return store.tx((): ImportResult => {
    // What is already here, identified by the round's commitment (hash + nonce).
    const skippedRounds = new Set<number>()
    const localSessionOf = new Map<number, number>()
    for (const [i, r] of f.rounds.entries()) {
      const local = q.roundByCommitment.get(encodeHex(r.serverSeedHash), r.nonce)
      if (!local) continue
      if (!opts.skipExisting)
        throw conflict(
          `The file cannot be imported: rounds[${i}] (session ${r.sessionId}, round ${r.seq}) is already in this install. Nothing was changed.`,
          { key: 'history.alreadyHere', vars: { session: r.sessionId, round: r.seq } }
        )
      skippedRounds.add(r.id)
      if (!localSessionOf.has(r.sessionId)) localSessionOf.set(r.sessionId, local.session_id)
    }

    // Profiles: kept by id; a new one whose name is taken gets "name (2)".
    const profiles: ImportResult['profiles'] = []
    const created = new Set<string>()
    for (const p of f.profiles) {
      const local = q.profileById.get(p.id)
      if (local) {
        profiles.push({ id: p.id, name: local.name, created: false })
        continue
      }
      if ((q.profileCount.get()?.n ?? 0) >= MAX_PROFILES)
        throw refused(`The import would pass ${MAX_PROFILES} profiles. Nothing was changed.`, {
          key: 'historyImport.tooManyProfiles',
          vars: { max: MAX_PROFILES }
        })
      const name = freeName((k) => q.profileByKey.get(k) !== undefined, p.name.normalize('NFC'), 40)
      q.insertProfile.run(p.id, name, nameKey(name), p.createdAt)
      created.add(p.id)
      profiles.push({ id: p.id, name, created: true })
    }

    // Ruleset versions: the same id and version must mean the same keys; a new ruleset whose name
    // another local ruleset of the game has gets "name (2)".
    let rulesetsAdded = 0
    const latestInFile = new Map<string, number>()
    for (const r of f.rulesets) latestInFile.set(r.id, Math.max(latestInFile.get(r.id) ?? 0, r.version))
    for (const r of f.rulesets) {
      const local = rs.version.get(r.id, r.version)
      const keys = JSON.stringify(r.keys)
      if (local) {
        if (local.rules_json !== keys || local.game !== r.game)
          throw conflict(
            `The file cannot be imported: ruleset ${r.id} version ${r.version} differs from the one in this install. Nothing was changed.`,
            {
              key: 'historyImport.rulesetDiffers',
              vars: { id: r.id, version: r.version }
            }
          )
        continue
      }
      let name = r.name.normalize('NFC')
      // Names are unique per game among rulesets' latest versions, so only the latest one may need a suffix.
      if (latestInFile.get(r.id) === r.version) {
        const others = rs.latestOfGame.all(r.game).filter((x) => x.id !== r.id)
        name = freeName((k) => others.some((o) => nameKey(o.name) === k), name, 60)
      }
      rs.insert.run(r.id, r.version, r.game, name, keys, r.createdAt)
      rulesetsAdded++
    }

    const sessionIds = new Map<number, number>()
    const lastEnd = new Map<number, string>()
    for (const r of f.rounds) {
      const e = r.endedAt ?? r.createdAt
      if ((lastEnd.get(r.sessionId) ?? '') < e) lastEnd.set(r.sessionId, e)
    }
    let sessionsSkipped = 0
    for (const s of f.sessions) {
      const local =
        localSessionOf.get(s.id) ??
        (opts.skipExisting && !f.rounds.some((r) => r.sessionId === s.id)
          ? q.roundlessSession.get(s.profileId, s.game, s.startedAt)?.id
          : undefined)
      if (local !== undefined) {
        // Already here: left untouched; the file's new rounds of it (a later export) join it, unless
        // it is still at a table or their numbers are taken.
        for (const r of f.rounds) {
          if (r.sessionId !== s.id || skippedRounds.has(r.id)) continue
          if (q.localSession.get(local)?.ended_at == null)
            throw conflict(
              `The file cannot be imported: session ${s.id} is still open at a table here; leave it first. Nothing was changed.`,
              { key: 'historyImport.sessionOpen', vars: { session: s.id } }
            )
          if (q.seqTaken.get(local, r.seq))
            throw conflict(
              `The file cannot be imported: session ${s.id} already has a different round ${r.seq} here. Nothing was changed.`,
              { key: 'historyImport.roundTaken', vars: { session: s.id, round: r.seq } }
            )
        }
        sessionIds.set(s.id, local)
        sessionsSkipped++
        continue
      }
      // An imported session is history, never a live table: it always has an end.
      const ended = s.endedAt ?? lastEnd.get(s.id) ?? f.exportedAt
      const id = q.insertSession.run(
        s.profileId,
        s.game,
        s.rulesetId,
        s.rulesetVersion,
        s.rulesName,
        JSON.stringify(s.config ?? {}),
        JSON.stringify({ rules: s.rules }),
        s.startedAt,
        ended,
        s.chipsInMinor,
        s.chipsOutMinor
      ).lastInsertRowid
      sessionIds.set(s.id, Number(id))
    }

    const roundIds = new Map<number, number>()
    for (const r of f.rounds) {
      if (skippedRounds.has(r.id)) continue
      const id = Number(
        q.insertRound.run(
          sessionIds.get(r.sessionId) as number,
          r.seq,
          r.game,
          q.steps.rulesId(JSON.stringify(r.rules)),
          encodeHex(r.serverSeedHash),
          encodeHex(r.serverSeed ?? ''),
          encodeHex(r.clientSeed),
          r.nonce,
          r.revealedAt === null ? null : encodeTime(r.revealedAt),
          r.events.length - 1,
          JSON.stringify(r.result),
          encodeTime(r.createdAt),
          r.endedAt === null ? null : encodeTime(r.endedAt)
        ).lastInsertRowid
      )
      roundIds.set(r.id, id)
      for (const e of r.events)
        q.steps.step(id, e.seq, e.actor, JSON.stringify(e.action ?? null), JSON.stringify(e.events), e.at)
      for (const g of r.grades ?? []) q.insertGrade.run(...blackjackGradeRow(id, g))
      writeXidachGrades(id, r)
    }

    const moved = new Map<string, number>()
    let ledgerSkipped = 0
    for (const t of f.ledger) {
      // A skipped round's money is already posted here; so is a transaction outside rounds (a grant, a
      // top-up) of a profile already here with the same kind and time.
      const alreadyHere =
        t.roundId !== null
          ? skippedRounds.has(t.roundId)
          : opts.skipExisting === true &&
            t.profileId !== null &&
            !created.has(t.profileId) &&
            q.sameUnroundedTx.get(t.kind, t.profileId, encodeTime(t.createdAt)) !== undefined
      if (alreadyHere) {
        ledgerSkipped++
        continue
      }
      store.ledger.post({
        kind: t.kind,
        profileId: t.profileId,
        roundId: t.roundId === null ? null : (roundIds.get(t.roundId) as number),
        createdAt: t.createdAt,
        entries: t.entries
      })
      if (t.profileId !== null)
        for (const e of t.entries)
          if (e.profileId !== null) moved.set(t.profileId, (moved.get(t.profileId) ?? 0) + e.amountMinor)
    }
    const keepsMoney = (profileId: string): boolean => f.scope.kind === 'all' && created.has(profileId)
    for (const [profileId, amount] of moved) {
      if (amount === 0) continue
      if (keepsMoney(profileId)) continue
      store.ledger.post({
        kind: 'import-offset',
        profileId,
        roundId: null,
        createdAt: at,
        entries: [
          { profileId, amountMinor: -amount },
          { profileId: null, amountMinor: amount }
        ]
      })
    }
    for (const p of profiles) {
      const b = q.balance.get(p.id)?.b ?? 0
      if (b < 0)
        throw refused(
          `The file cannot be imported: it would leave profile "${p.name}" with a negative balance. Nothing was changed.`,
          { key: 'historyImport.negativeBalance', vars: { name: p.name } }
        )
      if (b > MAX_BALANCE_MINOR)
        throw refused(
          `The file cannot be imported: it would put profile "${p.name}" over the largest balance allowed. Nothing was changed.`,
          { key: 'historyImport.overMaxBalance', vars: { name: p.name } }
        )
    }
    return {
      profiles,
      rulesets: rulesetsAdded,
      sessions: f.sessions.length - sessionsSkipped,
      rounds: f.rounds.length - skippedRounds.size,
      ledgerTransactions: f.ledger.length - ledgerSkipped,
      skipped: { sessions: sessionsSkipped, rounds: skippedRounds.size, ledgerTransactions: ledgerSkipped },
      moneyImported: [...created].some((id) => keepsMoney(id) && (moved.get(id) ?? 0) !== 0)
    }
  })
}
