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
import { seatOwnerRows, sessionOpener } from './repo-people'

/** The grades of `grades` (a session's) that `person` made. */
export function personGrades<G extends { roundId: number; seat: string }>(
  store: Store,
  sessionId: number,
  person: GradesOwner,
  grades: readonly G[]
): G[] {
  const owners = new Map(seatOwnerRows(store, sessionId, DEALER).map((r) => [`${r.round_id}:${r.seat}`, r.profile_id]))
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
  const opener = sessionOpener(store, sessionId)
  const entry = people.find((p) => p.profileId === viewer) ?? people.find((p) => p.profileId === opener)
  // Nobody's seat: no grades shown rather than another person's.
  if (!entry) return ''
  return entry.dealer ? DEALER : entry.seat
}
