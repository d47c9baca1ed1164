/**
 * The checks an import makes before it writes anything (import.ts): the file parsed against its
 * schema, then every cross-reference, ledger sum, round net, grade and fairness proof the schema alone
 * cannot see. Kept apart from the writing so the validation reads as one list of rules and the writer
 * can assume a file that passed it.
 */
import type { Card } from '@shared/cards'
import type { GameId } from '@shared/games'
import { RULES } from '@shared/rules/index'
import type { FairnessRecordData } from '@shared/fairness'
import { verifyRecord } from '../fairness/verify'
import { refused } from '../errors'
import { replayRound, type StartEntry } from '../tables/replay'
import { upgradeRules, upgradeStart } from '@shared/rules/upgrade'
import { HISTORY_FILE_FORMATS, HISTORY_FORMAT, historyFileSchema, type HistoryFile } from './format'
import { GRADE_FIELDS, maybeGame, type HistoryGames } from './game'
import { inDeckOrder, recordedOutcome } from './recall'

function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p)
  return out
}

export const bad = (where: string, why: string): never => {
  // The person reads that the file does not add up (issue 32: a path such as "rounds[0].result.netMinor"
  // means nothing to them); where and why stay in the English message (logs, support, the CLI).
  throw refused(`The file cannot be imported: ${where}: ${why}. Nothing was changed.`, {
    key: 'historyImport.invalid'
  })
}

const notHistory = (why: string): never => {
  throw refused(`The file cannot be imported: it is not a Bàn Xanh history file (${why}). Nothing was changed.`, {
    key: 'historyImport.notHistory'
  })
}

export function parseHistoryFile(text: string): HistoryFile {
  if (text.trim() === '')
    throw refused('The file cannot be imported: it is empty. Nothing was changed.', { key: 'historyImport.empty' })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (e) {
    const message = (e as Error).message
    // Only a JSON object that stops early was cut short: the parser ran out of text (its complaint is
    // at the very end, whatever token it wanted there: "end of JSON input", an unterminated string, a
    // "," or "}" it expected after a number cut off). Anything else (a picture, a zip, a text) is not a
    // history file at all (issue 32: those were called "cut short" too).
    const at = /at position (\d+)/.exec(message)
    const ranOut =
      /end of JSON input|Unterminated/i.test(message) || (at !== null && Number(at[1]) >= text.trimEnd().length)
    if (!text.trimStart().startsWith('{') || !ranOut) notHistory(`not JSON: ${message}`)
    throw refused(
      `The file cannot be imported: it is not complete JSON (${message}); it may have been cut short. Nothing was changed.`,
      { key: 'historyImport.notJson' }
    )
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== HISTORY_FORMAT)
    notHistory(`its "format" is not "${HISTORY_FORMAT}"`)
  const r = historyFileSchema.safeParse(raw)
  if (!r.success) {
    const issue = r.error.issues[0]
    bad(issue ? pathText(issue.path) || 'file' : 'file', issue?.message ?? 'invalid')
  }
  return (r as { data: HistoryFile }).data
}

function sameNets(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const k of keys) if ((a[k] ?? 0) !== (b[k] ?? 0)) return false
  return true
}

/** Every cross-reference and sum the schema alone cannot see. Throws naming the first problem. */
export function checkIntegrity(f: HistoryFile, games: HistoryGames): void {
  const profiles = new Set<string>()
  f.profiles.forEach((p, i) => {
    if (profiles.has(p.id)) bad(`profiles[${i}].id`, `profile "${p.id}" is listed twice`)
    profiles.add(p.id)
  })
  const rulesets = new Map<string, { game: GameId }>()
  f.rulesets.forEach((r, i) => {
    const key = `${r.id}@${r.version}`
    if (rulesets.has(key)) bad(`rulesets[${i}]`, `ruleset ${r.id} version ${r.version} is listed twice`)
    const c = RULES[r.game].check(r.keys)
    if (!c.ok) bad(`rulesets[${i}].keys${c.path ? `.${c.path}` : ''}`, c.message)
    rulesets.set(key, { game: r.game })
  })
  const sessions = new Map<number, { game: GameId; profileId: string; config: unknown }>()
  f.sessions.forEach((s, i) => {
    if (sessions.has(s.id)) bad(`sessions[${i}].id`, `session ${s.id} is listed twice`)
    if (!profiles.has(s.profileId)) bad(`sessions[${i}].profileId`, `no profile "${s.profileId}" in the file`)
    if (!s.rulesetId.startsWith('preset:')) {
      const rs = rulesets.get(`${s.rulesetId}@${s.rulesetVersion}`)
      if (!rs) bad(`sessions[${i}].rulesetId`, `ruleset ${s.rulesetId} version ${s.rulesetVersion} is not in the file`)
      else if (rs.game !== s.game)
        bad(`sessions[${i}].rulesetId`, `ruleset ${s.rulesetId} is for ${rs.game}, the session is ${s.game}`)
    }
    sessions.set(s.id, { game: s.game, profileId: s.profileId, config: s.config })
  })
  if (f.scope.kind === 'session' && (f.sessions.length !== 1 || f.sessions[0]?.id !== f.scope.sessionId))
    bad('sessions', `a one-session export must hold exactly session ${f.scope.sessionId}`)

  // The ledger first: each round's net is checked against it below.
  const netByRound = new Map<string, number>()
  const txIds = new Set<number>()
  f.ledger.forEach((t, i) => {
    if (txIds.has(t.id)) bad(`ledger[${i}].id`, `transaction ${t.id} is listed twice`)
    txIds.add(t.id)
    if (t.profileId !== null && !profiles.has(t.profileId))
      bad(`ledger[${i}].profileId`, `no profile "${t.profileId}" in the file`)
    let sum = 0
    t.entries.forEach((e, j) => {
      if (e.amountMinor === 0) bad(`ledger[${i}].entries[${j}].amountMinor`, 'an entry cannot be 0')
      if (e.profileId !== null && e.profileId !== t.profileId)
        bad(`ledger[${i}].entries[${j}].profileId`, "names a profile other than its transaction's")
      sum += e.amountMinor
    })
    if (sum !== 0) bad(`ledger[${i}]`, `entries sum to ${sum}, not 0`)
    if (t.roundId !== null) {
      let mine = 0
      for (const e of t.entries) if (e.profileId !== null) mine += e.amountMinor
      // By round and profile: at a Xì dách table of several people each person's net has its own transaction.
      const key = `${t.roundId}:${t.profileId ?? ''}`
      netByRound.set(key, (netByRound.get(key) ?? 0) + mine)
    }
  })

  const roundIds = new Set<number>()
  const seqs = new Set<string>()
  f.rounds.forEach((r, i) => {
    const at = `rounds[${i}]`
    if (roundIds.has(r.id)) bad(`${at}.id`, `round ${r.id} is listed twice`)
    roundIds.add(r.id)
    const s = sessions.get(r.sessionId)
    if (!s) return bad(`${at}.sessionId`, `no session ${r.sessionId} in the file`)
    if (s.game !== r.game) bad(`${at}.game`, `the round is ${r.game}, its session ${s.game}`)
    const seqKey = `${r.sessionId}:${r.seq}`
    if (seqs.has(seqKey)) bad(`${at}.seq`, `session ${r.sessionId} has two rounds ${r.seq}`)
    seqs.add(seqKey)
    r.events.forEach((e, j) => {
      if (e.seq !== j) bad(`${at}.events[${j}].seq`, `expected ${j} (steps are numbered from 0 without gaps)`)
    })
    // Each game's graded decisions (its module's `gradesInFile`), only on that game's rounds.
    for (const field of GRADE_FIELDS) {
      if (!r[field]) continue
      const owner = games.all.find((g) => g.gradesInFile?.field === field)
      if (!owner?.gradesInFile || owner.id !== r.game)
        bad(`${at}.${field}`, owner?.gradesInFile?.only ?? 'no game keeps these graded decisions')
      else owner.gradesInFile.check(r, `${at}.${field}`)
    }
    let netSum = 0
    for (const v of Object.values(r.result.nets)) netSum += v
    if (netSum !== 0) bad(`${at}.result.nets`, `nets sum to ${netSum}, not 0`)
    // The round's figures are its session's profile's: their ledger transactions for it must match.
    const moved = netByRound.get(`${r.id}:${s.profileId}`) ?? 0
    if (r.result.netMinor !== undefined && r.result.netMinor !== moved)
      bad(`${at}.result.netMinor`, `says ${r.result.netMinor}, the ledger moved ${moved}`)
    if (r.serverSeed !== undefined) {
      if (r.revealedAt === null) bad(`${at}.serverSeed`, 'a seed is present but the round is not marked revealed')
      // The proof, recomputed: the seed hashes to the commitment and gives exactly the recorded outcome.
      const game = maybeGame(games, r.game)
      const outcome = recordedOutcome(
        game?.proof ?? 'cards',
        r.events.flatMap((e) => e.events)
      )
      const decks = game?.decks(r.rules)
      if (outcome && !('cards' in outcome && outcome.hidden > 0)) {
        const offset = r.result.offset
        const stacked = ((r.events[0]?.action ?? {}) as StartEntry).stacked
        const record: FairnessRecordData = {
          game: r.game,
          serverSeed: r.serverSeed,
          serverSeedHash: r.serverSeedHash,
          clientSeed: r.clientSeed,
          nonce: r.nonce,
          ...(decks !== undefined ? { decks } : {}),
          ...(Array.isArray(stacked) ? { stacked } : {}),
          // No hidden cards here: every card was recorded face up.
          outcome:
            'dice' in outcome
              ? { dice: outcome.dice }
              : cardsOutcome(inDeckOrder(game, r.rules, outcome.cards as Card[], offset))
        }
        const v = verifyRecord(record)
        if (!v.ok) bad(at, `its fairness proof fails (${v.checks.find((c) => !c.ok)?.detail ?? 'mismatch'})`)
      }
      // Cheap where the game has a table driver: replaying the recorded decisions from the seed must
      // end the round with exactly the recorded nets.
      const driver = game?.driver
      if (driver) {
        // Read as the store's own rounds are (src/shared/rules/upgrade.ts), in the formats the file's texts are in.
        const rules = upgradeRules(r.game, r.rules, HISTORY_FILE_FORMATS.rules)
        if (!rules.ok) bad(`${at}.rules`, rules.problem)
        const head = r.events[0]
        const start = head && head.seq === 0 ? upgradeStart(head.action, HISTORY_FILE_FORMATS.step) : null
        if (start && !start.ok) bad(`${at}.events[0].action`, start.problem)
        const replay = replayRound(driver, {
          rules: rules.ok ? rules.value : r.rules,
          config: s.config,
          secret: { serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
          start: (start?.ok ? start.value : {}) as StartEntry,
          actions: r.events.slice(1).map((e) => ({ actor: e.actor, action: e.action }))
        })
        if (!replay || !replay.nets) bad(at, 'replaying its recorded decisions from its seed does not finish the round')
        else if (!sameNets(replay.nets, r.result.nets))
          bad(
            `${at}.result.nets`,
            `the replay gives ${JSON.stringify(replay.nets)}, the file says ${JSON.stringify(r.result.nets)}`
          )
      }
    }
  })
  f.ledger.forEach((t, i) => {
    if (t.roundId !== null && !roundIds.has(t.roundId)) bad(`ledger[${i}].roundId`, `no round ${t.roundId} in the file`)
  })
}

/** What every graded decision has, whatever the game. */
interface GradeCommon {
  eventSeq: number
  seat: string
  action: string
  best: string
  evs: Record<string, number>
  costMinor: number
}

/**
 * A round's grades must describe its own decisions and add up: each names an action step of the
 * round taken by its seat, once; the action taken and the best are among the EVs, the best is the
 * highest, and the cost is what the table computes from them (`cost`). (The EVs themselves come from
 * the other install's analysis or advisor and are kept as they were graded.)
 */
export function checkGradeList<G extends GradeCommon>(
  r: HistoryFile['rounds'][number],
  at: string,
  grades: readonly G[],
  cost: (g: G) => number | null
): void {
  const seen = new Set<number>()
  grades.forEach((g, k) => {
    const where = `${at}[${k}]`
    if (seen.has(g.eventSeq)) bad(`${where}.eventSeq`, `step ${g.eventSeq} is graded twice`)
    seen.add(g.eventSeq)
    const step = r.events[g.eventSeq]
    if (!step) bad(`${where}.eventSeq`, `the round has no step ${g.eventSeq}`)
    else if (step.actor !== g.seat)
      bad(`${where}.seat`, `step ${g.eventSeq} was taken by "${step.actor}", not "${g.seat}"`)
    const best = g.evs[g.best]
    if (g.evs[g.action] === undefined) bad(`${where}.action`, `"${g.action}" has no EV in the grade`)
    if (best === undefined) bad(`${where}.best`, `"${g.best}" has no EV in the grade`)
    if (Object.values(g.evs).some((v) => v > (best as number) + 1e-12))
      bad(`${where}.best`, 'another action has a higher EV')
    const want = cost(g)
    if (want !== g.costMinor) bad(`${where}.costMinor`, `says ${g.costMinor}, the EVs and stake give ${want}`)
  })
}

function cardsOutcome(o: { cards: Card[]; offset: number | undefined }): { cards: Card[]; offset?: number } {
  return o.offset ? { cards: o.cards, offset: o.offset } : { cards: o.cards }
}
