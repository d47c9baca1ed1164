/**
 * The cầu's rolls (RollsBoard.svelte): what each roll shows, and the board after a roll. The board is
 * read from the session's rounds once, when the table opens, and after that takes each roll from the
 * table itself: reading the last 48 rounds again after every roll cost main more than the roll did
 * (0.6–0.9 ms a read against about 0.4 ms a roll; issue 12).
 */
import { isTriple, type SicboDice } from '@shared/games/sicbo'

/** How many rolls the board shows. */
export const SHOWN = 48

export interface Roll {
  seq: number
  total: number
  kind: 'tai' | 'xiu' | 'triple'
}

export function rollOf(seq: number, dice: SicboDice): Roll {
  const total = dice[0] + dice[1] + dice[2]
  return { seq, total, kind: isTriple(dice) ? 'triple' : total >= 11 ? 'tai' : 'xiu' }
}

/** A stored round's outcome ("3-5-6", as history lists it) as its dice, or null (not a settled roll). */
export function diceOf(outcome: string | null): SicboDice | null {
  const m = /^([1-6])-([1-6])-([1-6])$/.exec(outcome ?? '')
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
}

/**
 * The board once `latest` (the table's settled round) is shown: unchanged when it is already there,
 * the board with it added when it is the next round, or 'read' when rounds are missing between the
 * two (the board is empty, or something else rolled at the table): then the board is read again.
 */
export function withRoll(rolls: readonly Roll[], latest: { seq: number; dice: SicboDice }): readonly Roll[] | 'read' {
  const last = rolls.at(-1)
  if (last && latest.seq <= last.seq) return rolls
  if (!last || latest.seq !== last.seq + 1) return 'read'
  return [...rolls, rollOf(latest.seq, latest.dice)].slice(-SHOWN)
}
