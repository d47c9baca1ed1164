/**
 * The cầu's rolls (RollsBoard.svelte): what each roll shows, the board after a roll, and the results
 * board's figures over the rolls kept (streaks, hot and cold faces and totals, each against its
 * chance). The board is read from the session's rounds once, when the table opens, and after that
 * takes each roll from the table itself: reading the last rounds again after every roll cost main more
 * than the roll did (0.6–0.9 ms a read of 48 against about 0.4 ms a roll; issue 12).
 */
import { isTriple, type SicboDice } from '@shared/games/sicbo'

/** How many rolls the bead plate shows. */
export const SHOWN = 48
/** How many rolls the board keeps, and counts its figures over. */
export const KEPT = 100

export type RollKind = 'tai' | 'xiu' | 'triple'

export interface Roll {
  seq: number
  total: number
  kind: RollKind
  dice: SicboDice
}

export function rollOf(seq: number, dice: SicboDice): Roll {
  const total = dice[0] + dice[1] + dice[2]
  return { seq, total, kind: isTriple(dice) ? 'triple' : total >= 11 ? 'tai' : 'xiu', dice: [...dice] }
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
  return [...rolls, rollOf(latest.seq, latest.dice)].slice(-KEPT)
}

/** Of the 216 equally likely rolls, how many give each total (3–18), and each kind. */
const WAYS_TOTAL: readonly number[] = (() => {
  const w = Array<number>(19).fill(0)
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) w[a + b + c] = (w[a + b + c] as number) + 1
  return w
})()
const WAYS_KIND: Readonly<Record<RollKind, number>> = { tai: 105, xiu: 105, triple: 6 }

/** A count beside what chance alone would give over the same rolls. */
export interface Seen {
  count: number
  expected: number
}

export interface BoardFigures {
  rolls: number
  kinds: Record<RollKind, Seen>
  /** The run the board ends on, and the longest run of each kind. */
  streak: { kind: RollKind; length: number } | null
  longest: Record<RollKind, number>
  /** Faces 1–6: how many dice showed each (a third of the dice expected… a sixth each). */
  faces: Array<Seen & { face: number }>
  /** Totals 3–18. */
  totals: Array<Seen & { total: number }>
  /** The faces seen most and least (ties all named). */
  hotFaces: number[]
  coldFaces: number[]
  /** The three totals furthest above and below their chance (count − expected), most first. */
  hotTotals: number[]
  coldTotals: number[]
}

/** The results board's figures over `rolls` (oldest first). */
export function boardFigures(rolls: readonly Roll[]): BoardFigures {
  const n = rolls.length
  const kinds = {} as Record<RollKind, Seen>
  for (const k of ['tai', 'xiu', 'triple'] as const)
    kinds[k] = { count: rolls.filter((r) => r.kind === k).length, expected: (n * WAYS_KIND[k]) / 216 }
  const longest: Record<RollKind, number> = { tai: 0, xiu: 0, triple: 0 }
  let streak: BoardFigures['streak'] = null
  for (const r of rolls) {
    streak =
      streak && streak.kind === r.kind ? { kind: r.kind, length: streak.length + 1 } : { kind: r.kind, length: 1 }
    longest[r.kind] = Math.max(longest[r.kind], streak.length)
  }
  const faces = [1, 2, 3, 4, 5, 6].map((face) => ({
    face,
    count: rolls.reduce((s, r) => s + r.dice.filter((d) => d === face).length, 0),
    expected: (3 * n) / 6
  }))
  const totals = Array.from({ length: 16 }, (_, i) => i + 3).map((total) => ({
    total,
    count: rolls.filter((r) => r.total === total).length,
    expected: (n * (WAYS_TOTAL[total] as number)) / 216
  }))
  const most = Math.max(...faces.map((f) => f.count))
  const least = Math.min(...faces.map((f) => f.count))
  const byGap = [...totals].sort((a, b) => b.count - b.expected - (a.count - a.expected) || a.total - b.total)
  return {
    rolls: n,
    kinds,
    streak,
    longest,
    faces,
    totals,
    hotFaces: n === 0 ? [] : faces.filter((f) => f.count === most).map((f) => f.face),
    coldFaces: n === 0 ? [] : faces.filter((f) => f.count === least).map((f) => f.face),
    hotTotals: n === 0 ? [] : byGap.slice(0, 3).map((t) => t.total),
    coldTotals:
      n === 0
        ? []
        : byGap
            .slice(-3)
            .reverse()
            .map((t) => t.total)
  }
}
