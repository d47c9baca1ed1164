/**
 * Migration 9, one page a Blackjack or Xì dách hand fewer (issue 12): `rounds_open` indexed the rounds
 * still in play. A round that does not end in its first commit entered it when it started and left it
 * when it settled, so two of a hand's commits each wrote one more 4 KiB page to the WAL (and the
 * checkpoint copied it again): 8.62 → 7.94 WAL frames a commit on the Blackjack table path. Its
 * readers need only the session's last round: a session has at most one round in play, always its
 * newest (a round starts only once the previous one is over; the only reopening,
 * `TablesRepo.reopenRound`, is of the round its own start inserted), so they read that round by the
 * (session, seq) UNIQUE index and look at its status. The export's list of rounds in play reads every
 * round anyway. Only an index goes: no row changes and no reader's answer does.
 */
export const v9 = `
DROP INDEX rounds_open;
`
