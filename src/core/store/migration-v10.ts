/**
 * Migration 10, the history's figures index holds finished rounds only (issue 12): `rounds_figures`
 * (session, seq, net, wagered, balance after) covers the session chart's reads, which all ask for
 * `balance_after_minor IS NOT NULL`. A Blackjack or Xì dách round entered it when it started, with no
 * figures yet, and was rewritten in it when it settled: a page in two of the hand's commits. As a
 * partial index on that same condition, a round enters it once, in the commit that settles it (a Sic
 * Bo roll's one commit did both anyway), and the chart's queries, whose WHERE holds the condition word
 * for word, still read it alone: 7.52 → 7.17 WAL frames a commit on the Blackjack table path. The
 * index is rebuilt once, here; no row changes and no reader's answer does.
 */
export const v10 = `
DROP INDEX rounds_figures;
CREATE INDEX rounds_figures ON rounds(session_id, seq, net_minor, wagered_minor, balance_after_minor)
  WHERE balance_after_minor IS NOT NULL;
`
