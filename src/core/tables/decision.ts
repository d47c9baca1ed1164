/**
 * The person's decision as the table service accepts it (action.ts `act` and a round's first
 * decision): parsed by the game's own schema, then checked to be theirs to take now, with a refusal
 * that says which of the two it failed.
 */
import { CoreError, refused } from '../errors'
import { hasPeople, personSeats, seatProfile, type LiveRound, type LiveTable } from './live'
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
