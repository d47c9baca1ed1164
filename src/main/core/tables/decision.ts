/**
 * The person's decision as the table service accepts it (service.ts `act` and a round's first
 * decision): parsed by the game's own schema, then checked to be theirs to take now, with a refusal
 * that says which of the two it failed.
 */
import { CoreError, refused } from '../errors'
import { personSeats, type LiveRound, type LiveTable } from './live'
import { yourTurn } from './projection'

/** The person's decision, parsed by the game's schema and checked to be theirs to take now. */
export function checkedDecision(t: LiveTable, r: LiveRound, seat: string, action: Record<string, unknown>): unknown {
  const parsed = t.driver.actionSchema.safeParse(action)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new CoreError(
      'refused',
      `action${issue && issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`,
      { key: 'tables.badAction' }
    )
  }
  const yours = yourTurn(t, t.driver.engine.pending(r.state), r.state)
  if (!yours.some((y) => y.seat === seat)) {
    throw personSeats(t).includes(seat)
      ? refused(`It is not ${seat}'s turn.`, { key: 'tables.notYourTurn', vars: { seat } })
      : refused(`"${seat}" is not your seat at this table.`, { key: 'tables.notYourSeat', vars: { seat } })
  }
  return parsed.data
}
