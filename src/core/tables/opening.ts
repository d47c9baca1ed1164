/**
 * A live table built from its session: a new one (`tables.open`: the rules resolved, the seats and
 * their stacks, the first commitment, the session row), or one rebuilt at start-up from its stored
 * session, its round in play replayed from the committed seed and stored decisions (replay.ts); and
 * the profile's last setup at a game, for its sit-down.
 */
import type { GameId, SeatId } from '@shared/games'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { ChartCellRef } from '@shared/games/blackjack-cells'
import type { Minor } from '@shared/money'
import type { TableSetup } from '@shared/contract/tables'
import { newClientSeed, newFairness, type FairnessSecret } from '../fairness/stream'
import type { Store } from '../store/store'
import { tableRulesProblem } from '@shared/rules/table-check'
import { CoreError, refused, rulesRefusal } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'
import { stopsForEarlyChecks } from '../settings'
import { savedRuleset } from '../rulesets/index'
import { unwrap, type LiveRound, type LiveTable, type TableJson } from './live'
import type { TableGames } from './game'
import { replay } from './replay'
import { tablesRepo, type SessionRow } from './repo'
import { reseat } from './rotation'
import { savedRules, savedStart, savedStep, savedTable } from './saved'
import { situationsStack, stackOf } from './stacked'

export interface OpenInput {
  game: string
  /** Absent only at a stacked table (the contract requires one of the two). */
  ruleset?: { rules: Record<string, unknown> } | { rulesetId: string; version?: number }
  config: unknown
  stacked?: { scenario: string }
  /** Blackjack: situations picked on the chart, dealt as a stacked table under `ruleset`. */
  situations?: ChartCellRef[]
}

/** A session's `ruleset_id` when it was opened with a preset: this prefix and the preset's key. */
export const PRESET_ID = 'preset:'

/**
 * The playing profile's last setup at `game` (the rules and the config of its latest sitting), so the
 * sit-down starts where the person left (issue 32: leaving forgot the preset and the bots); null if none.
 * Kept by the sessions themselves: nothing new is stored.
 */
export function lastSetup(store: Store, game: GameId): TableSetup | null {
  const profileId = store.settings.get(CURRENT_PROFILE_KEY)
  if (typeof profileId !== 'string') return null
  const row = tablesRepo(store).lastSession.get(profileId, game)
  if (!row) return null
  const ruleset = row.ruleset_id.startsWith(PRESET_ID)
    ? { rules: { preset: row.ruleset_id.slice(PRESET_ID.length) } }
    : { rulesetId: row.ruleset_id }
  return { ruleset, config: JSON.parse(row.config_json) as unknown }
}

/** A new table for the current profile, its session stored (in its own transaction). */
export function newTable(store: Store, games: TableGames, input: OpenInput, now: string): LiveTable {
  // Any name may come in: the registry refuses one it has not (`tables.notAvailable`).
  const driver = games.of(input.game as GameId).driver
  const profileId = store.settings.get(CURRENT_PROFILE_KEY)
  if (typeof profileId !== 'string' || !store.profiles.get(profileId))
    throw refused('Choose or create a profile first.', { key: 'tables.noProfile' })
  const file = input.stacked?.scenario ?? null
  const situations = input.situations ?? null
  // A scenario file brings its own rules and cards: nothing else beside it. Anything else needs rules.
  if (file !== null && (input.ruleset !== undefined || situations !== null))
    throw refused('Give the house rules or a scenario file (stacked), not both.', { key: 'tables.rulesOrScenario' })
  if (file === null && input.ruleset === undefined)
    throw situations
      ? refused('Picked situations are dealt under house rules: give them too.', { key: 'tables.situationsRules' })
      : refused('Give the house rules or a scenario file (stacked), not both.', { key: 'tables.rulesOrScenario' })
  const fromFile = file !== null ? stackOf(file, input.config) : null
  const ruleset = input.ruleset ?? { rules: {} }
  // A saved ruleset: the chosen (or latest) version's keys, and the session records which version.
  const saved = fromFile || 'rules' in ruleset ? null : savedRuleset(store, driver.game, ruleset)
  const resolved = fromFile
    ? { ok: true as const, rules: fromFile.rules }
    : driver.resolveRules('rules' in ruleset ? ruleset.rules : saved?.keys)
  if (!resolved.ok) throw rulesRefusal(resolved)
  // The same check the rules editor makes before it saves (issue 32: one validity).
  const tableProblem = tableRulesProblem(driver.game, resolved.rules)
  if (tableProblem) throw rulesRefusal(tableProblem)
  const stack =
    fromFile ?? (situations ? situationsStack(situations, resolved.rules as BlackjackRules, input.config) : null)
  const config = driver.configSchema.parse(stack ? stack.config : input.config)
  const misfit = driver.configProblem?.(config, resolved.rules)
  if (misfit) throw new CoreError('refused', misfit.message, misfit.i18n)
  // Other people at the table (issue 35): each an existing profile, each once, none the table's own.
  const people = driver.people?.(config) ?? []
  const seen = new Set<string>([profileId])
  for (const p of people) {
    if (!store.profiles.get(p.profileId))
      throw refused('Someone invited to the table has no profile.', { key: 'tables.personMissing' })
    if (seen.has(p.profileId)) throw refused('Each person sits in one seat.', { key: 'tables.personTwice' })
    seen.add(p.profileId)
  }
  const rotation = driver.rotation?.(config, resolved.rules) ?? null
  const seats = driver.seats(config)
  const stacks: Record<SeatId, Minor | null> = {}
  // A rotating bank has no house dealer: the participants' own stacks hold it in turn.
  for (const s of rotation ? rotation.participants : seats)
    if (s.kind !== 'you') stacks[s.seat] = driver.startingStack(s, resolved.rules, config)
  const clientSeed = newClientSeed()
  const table: TableJson = {
    rules: resolved.rules,
    clientSeed,
    nonce: 0,
    next: newFairness(clientSeed, 0),
    stacks,
    shoe: null,
    ...(stack ? { stacked: { rounds: stack.rounds } } : {})
  }
  const rulesName = saved?.name ?? driver.rulesName(resolved.rules)
  const id = store.tx(() =>
    Number(
      tablesRepo(store).insertSession.run(
        profileId,
        driver.game,
        saved?.id ?? `${PRESET_ID}${rulesName}`,
        saved?.version ?? 1,
        rulesName,
        JSON.stringify(config),
        JSON.stringify(table),
        now,
        store.profiles.balance(profileId)
      ).lastInsertRowid
    )
  )
  const t: LiveTable = {
    id,
    profileId,
    driver,
    rules: resolved.rules,
    rulesName,
    config,
    seats,
    table,
    round: null,
    lastRound: null,
    closed: false,
    lastSeq: 0,
    shoeCards: null,
    stopsForOptional: () => stopsForEarlyChecks(store)
  }
  reseat(store, t)
  return t
}

/** An open session as it stood: its round in play (if any) replayed to the same state and version. */
export function resumedTable(store: Store, games: TableGames, row: SessionRow): LiveTable {
  const driver = games.of(row.game).driver
  const repo = tablesRepo(store)
  const config = driver.configSchema.parse(JSON.parse(row.config_json))
  const table = savedTable(row)
  let seats = driver.seats(config)
  const open = repo.openRound.get(row.id)
  let rules: unknown = table.rules
  let round: LiveRound | null = null
  if (open) {
    const place = { tableId: row.id }
    rules = savedRules(row.game, open.rules_json, open.rules_format, place)
    const secret: FairnessSecret = {
      serverSeed: open.server_seed,
      serverSeedHash: open.server_seed_hash,
      clientSeed: open.client_seed,
      nonce: open.nonce
    }
    const events = repo.events(open.id)
    const head = events[0]
    if (!head || head.seq !== 0) throw new Error(`round ${open.id} has no start entry`)
    const start = savedStart(head, place)
    // The round resumes with the dealer it started with, whoever the bank would go to now.
    if (start.dealer !== undefined) seats = driver.seats(config, start.dealer)
    const actions = events.slice(1).map((e) => ({ actor: e.actor, action: savedStep(e, place).action }))
    const replayed = unwrap(replay(driver, { rules, config, seats, secret, start, actions }))
    round = {
      id: open.id,
      seq: open.seq,
      start,
      secret,
      offset: start.offset ?? null,
      state: replayed.state,
      version: events.length - 1,
      events: replayed.events,
      deadline: null,
      timer: null,
      revealed: false,
      passes: 0
    }
  }
  const t: LiveTable = {
    id: row.id,
    profileId: row.profile_id,
    driver,
    rules,
    rulesName: row.rules_name,
    config,
    seats,
    table,
    round,
    lastRound: null,
    closed: false,
    lastSeq: repo.lastSeq.get(row.id)?.seq ?? 0,
    shoeCards: null,
    stopsForOptional: () => stopsForEarlyChecks(store)
  }
  if (!round) reseat(store, t)
  return t
}
