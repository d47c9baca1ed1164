/**
 * A session of several people (issue 35): each person's graded decisions are theirs alone. A grade
 * keeps the seat it was made from; who played that seat in its round is what the round's row keeps
 * of every person (`result.people`, core/tables/settle.ts: the seat, and `dealer` for the person who
 * held the bank, whose grades are the dealer seat's). So the grades need no column of their own, and an
 * exported session carries its owners with its rounds. The round in play has no `result.people` yet:
 * the live table names its seats' owners (tables/decision.ts `gradesOwner`).
 */
import { DEALER } from '@shared/games'
import type { Store } from '../store/store'
import type { GradesOwner } from '../tables/decision'

interface OwnerRow {
  round_id: number
  seat: string
  profile_id: string
}

/** `roundId:seat` → the profile that played the seat, for every settled round of the session. */
function seatOwners(store: Store, sessionId: number): Map<string, string> {
  const rows = store.db
    .prepare(
      `SELECT r.id AS round_id,
              CASE WHEN json_extract(p.value, '$.dealer') THEN @dealer ELSE json_extract(p.value, '$.seat') END AS seat,
              json_extract(p.value, '$.profileId') AS profile_id
         FROM rounds r, json_each(r.result_json, '$.people') p
        WHERE r.session_id = @sessionId AND r.status = 'over'`
    )
    .all({ sessionId, dealer: DEALER }) as OwnerRow[]
  return new Map(rows.map((r) => [`${r.round_id}:${r.seat}`, r.profile_id]))
}

/** The grades of `grades` (a session's) that `person` made. */
export function personGrades<G extends { roundId: number; seat: string }>(
  store: Store,
  sessionId: number,
  person: GradesOwner,
  grades: readonly G[]
): G[] {
  const owners = seatOwners(store, sessionId)
  const live = person.live
  const ownerOf = (g: G): string | undefined =>
    live && g.roundId === live.roundId ? live.owners[g.seat] : owners.get(`${g.roundId}:${g.seat}`)
  return grades.filter((g) => ownerOf(g) === person.profileId)
}

/** A person's mistakes among their graded decisions, as history's session detail carries them. */
export function mistakesOf<G extends { costMinor: number }>(
  grades: readonly G[]
): { graded: number; costMinor: number; items: G[] } {
  return {
    graded: grades.length,
    costMinor: grades.reduce((x, g) => x + g.costMinor, 0),
    items: grades.filter((g) => g.costMinor > 0)
  }
}

/**
 * The seat whose grades a recalled round of several people shows `viewer` (the session's opener
 * without one, or when not at the table): their own, the dealer's when they held the bank; null when
 * the round is not one of several people.
 */
export function recalledSeat(
  store: Store,
  sessionId: number,
  people: ReadonlyArray<{ seat: string; profileId: string; dealer?: boolean }> | undefined,
  viewer: string | undefined
): string | null {
  if (!people || people.length === 0) return null
  const opener = (
    store.db.prepare('SELECT profile_id FROM sessions WHERE id = ?').get(sessionId) as
      { profile_id: string } | undefined
  )?.profile_id
  const entry = people.find((p) => p.profileId === viewer) ?? people.find((p) => p.profileId === opener)
  // Nobody's seat: no grades shown rather than another person's.
  if (!entry) return ''
  return entry.dealer ? DEALER : entry.seat
}
