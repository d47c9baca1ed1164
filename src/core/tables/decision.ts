/**
 * The person's decision as the table service accepts it (action.ts `act` and a round's first
 * decision): parsed by the game's own schema, then checked to be theirs to take now, with a refusal
 * that says which of the two it failed. Also who may read the coach's hints and grades at a table of
 * several people (each person's are theirs alone).
 */
import type { SeatId } from '@shared/games'
import { CoreError, refused } from '../errors'
import { hasPeople, personSeats, seatProfile, tableProfiles, type LiveRound, type LiveTable } from './live'
import { turnOf } from './projection'

/**
 * Whether `profileId` may act for `seat` (issue 35: every action checked against the profile it belongs
 * to). At a table of several people the profile is required and must be the seat's, and its owner must
 * have pressed to look; elsewhere a profile, when given, must be the table's.
 */
export function checkSeatProfile(t: LiveTable, seat: string, profileId: string | undefined): void {
  const s = t.seats.find((x) => x.seat === seat && x.kind === 'you')
  if (!s) return // not a person's seat: the turn check refuses it
  const several = hasPeople(t)
  if ((several || profileId !== undefined) && profileId !== seatProfile(t, s))
    throw refused(`"${seat}" is not that profile's seat at this table.`, {
      key: 'tables.notProfileSeat',
      vars: { seat }
    })
  if (several && t.looking !== seat)
    throw refused(`Whoever sits at "${seat}" must press to see their cards first.`, {
      key: 'tables.lookFirst',
      vars: { seat }
    })
}

/** The person's decision, parsed by the game's schema and checked to be theirs to take now. */
export function checkedDecision(
  t: LiveTable,
  r: LiveRound,
  seat: string,
  action: Record<string, unknown>,
  profileId?: string
): unknown {
  const parsed = t.driver.actionSchema.safeParse(action)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new CoreError(
      'refused',
      `action${issue && issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`,
      { key: 'tables.badAction' }
    )
  }
  // Who acts was worked out when the round reached this state (its commit), not again here.
  if (!turnOf(t, r).yours.some((y) => y.seat === seat)) {
    throw personSeats(t).includes(seat)
      ? refused(`It is not ${seat}'s turn.`, { key: 'tables.notYourTurn', vars: { seat } })
      : refused(`"${seat}" is not your seat at this table.`, { key: 'tables.notYourSeat', vars: { seat } })
  }
  checkSeatProfile(t, seat, profileId)
  return parsed.data
}

const notAtTable = () => refused('That profile does not sit at this table.', { key: 'tables.notAtTable' })

/**
 * Whether the coach's hints at table `t` may be answered to `profileId`. At a table of several people
 * they are about the hand of whoever pressed to look during their turn: none before anyone looks
 * (false), and only that person's profile may ask (`tables.notProfileSeat` for anyone else, or no
 * profile). Elsewhere a profile, when given, must be the table's.
 */
export function adviceAsker(t: LiveTable, profileId: string | undefined): boolean {
  if (!hasPeople(t)) {
    if (profileId !== undefined && profileId !== t.profileId) throw notAtTable()
    return true
  }
  const s = t.looking == null ? undefined : t.seats.find((x) => x.seat === t.looking && x.kind === 'you')
  if (!s) return false
  if (profileId !== seatProfile(t, s))
    throw refused(`"${s.seat}" is not that profile's seat at this table.`, {
      key: 'tables.notProfileSeat',
      vars: { seat: s.seat }
    })
  return true
}

/**
 * Whose grades a read at a table of several people keeps: one person's, and the seat each person
 * plays in the round in play (a finished round's are in its `result.people`). History's people-grades.ts
 * filters by it.
 */
export interface GradesOwner {
  profileId: string
  live: { roundId: number; owners: Record<SeatId, string> } | null
}

/**
 * The owner of the grades `profileId` reads at table `t`: null where one person plays (all the
 * session's grades are theirs; a profile, when given, must be the table's). At a table of several
 * people, that person's (the table's own profile's without one), refused unless they sit there.
 */
export function gradesOwner(t: LiveTable, profileId: string | undefined): GradesOwner | null {
  const who = profileId ?? t.profileId
  if (!hasPeople(t)) {
    if (who !== t.profileId) throw notAtTable()
    return null
  }
  if (!tableProfiles(t).includes(who)) throw notAtTable()
  const r = t.round
  const owners: Record<SeatId, string> = {}
  for (const s of t.seats) if (s.kind === 'you') owners[s.seat] = seatProfile(t, s)
  return { profileId: who, live: r ? { roundId: r.id, owners } : null }
}
