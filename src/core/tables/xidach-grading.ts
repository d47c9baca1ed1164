/**
 * Grading a Xì dách decision of the person's (docs/rules-xidach.md "Grades"): the advisor's figures
 * for what they could see turned into the value of each choice open, on the person's side, per unit of
 * the stake at play, and the cost of the one taken against the best.
 *
 * - A player: bốc (draw) against dằn (stand), per unit of its stake; a sampled answer's gap inside the
 *   two figures' 99 % intervals costs nothing (the better choice is not known to be better).
 * - Dealing: the advisor gives, against each player not yet settled, checking now and drawing first.
 *   Taken together as the advisor takes them (each player apart), the best play checks every player
 *   checking now is worth at least as much for and draws for the others. So "check p" is worth its
 *   check now plus the best for every other player; "draw" is worth drawing first for everyone;
 *   "stand" checking everyone now. Per unit of the unsettled players' stakes.
 */
import type { XidachGrade } from '@shared/contract/history'
import type { XidachAdviceInfo, XidachFigures } from '@shared/contract/tables'
import { gradeCost } from './blackjack-advice'

/**
 * The choices of one decision, valued: what a grade stores besides the action taken (the contract's
 * XidachGrade says what each field means).
 */
/** The advisor's answers, as the table's hints carry them. */
type PlayerAdvice = Extract<XidachAdviceInfo, { role: 'player' }>
type DealerAdvice = Extract<XidachAdviceInfo, { role: 'dealer' }>

export type XidachOptions = Pick<
  XidachGrade,
  'role' | 'method' | 'evs' | 'halfWidths' | 'chances' | 'best' | 'stakeMinor'
>

const chancesOf = (f: XidachFigures): { win: number; push: number; lose: number } => ({
  win: f.win,
  push: f.push,
  lose: f.lose
})

/** A player's choices: null when it has only one (it may not draw). */
export function playerOptions(
  a: Pick<PlayerAdvice, 'method' | 'stand' | 'draw' | 'best'>,
  stakeMinor: number
): XidachOptions | null {
  if (a.draw === null) return null
  const sampled = a.method === 'monte-carlo'
  return {
    role: 'player',
    method: a.method,
    evs: { stand: a.stand.ev, draw: a.draw.ev },
    halfWidths: sampled ? { stand: a.stand.evHalfWidth, draw: a.draw.evHalfWidth } : {},
    chances: { stand: chancesOf(a.stand), draw: chancesOf(a.draw) },
    best: a.best,
    stakeMinor
  }
}

/**
 * The dealer's choices among `allowed` (the table's words): null when fewer than two have a value
 * (under its minimum it can only draw, unless pays-all lets it stand non) or no stake is at play.
 */
export function dealerOptions(
  a: Pick<DealerAdvice, 'players'>,
  allowed: readonly string[],
  stakeOf: (id: string) => number
): XidachOptions | null {
  const players = a.players.map((p) => {
    const values = [p.now?.ev, p.afterDraw?.ev].filter((v): v is number => v !== undefined)
    return { ...p, stake: stakeOf(p.id), best: values.length > 0 ? Math.max(...values) : null }
  })
  const total = players.reduce((x, p) => x + p.stake, 0)
  if (total <= 0 || players.some((p) => p.best === null)) return null
  const bestOfAll = players.reduce((x, p) => x + (p.best as number) * p.stake, 0)
  const values: Array<[string, number]> = []
  for (const p of players) {
    if (p.now && allowed.includes(`check ${p.id}`))
      values.push([`check ${p.id}`, bestOfAll - ((p.best as number) - p.now.ev) * p.stake])
  }
  // Standing settles every player with the hand as it is: against it, or under the minimum (where
  // pays-all allows it) by đền làng.
  const standing = (p: (typeof players)[number]): XidachFigures | null => p.now ?? p.standNon
  if (allowed.includes('stand') && players.every((p) => standing(p) !== null))
    values.push(['stand', players.reduce((x, p) => x + (standing(p) as XidachFigures).ev * p.stake, 0)])
  if (allowed.includes('draw') && players.every((p) => p.afterDraw !== null))
    values.push(['draw', players.reduce((x, p) => x + (p.afterDraw as XidachFigures).ev * p.stake, 0)])
  if (values.length < 2) return null
  // Ties go to the first listed: a check, as the advisor's own "check these" does.
  let best = values[0] as [string, number]
  for (const v of values) if (v[1] > best[1]) best = v
  return {
    role: 'dealer',
    method: 'exact',
    evs: Object.fromEntries(values.map(([k, v]) => [k, v / total])),
    halfWidths: {},
    chances: null,
    best: best[0],
    stakeMinor: total
  }
}

/**
 * The cost of choosing `action`, in whole minor units, as Blackjack's (gradeCost), except that a gap
 * inside the sampled intervals of the two figures costs nothing; null when `action` has no value.
 */
export function xidachCost(
  o: Pick<XidachOptions, 'evs' | 'halfWidths' | 'best' | 'stakeMinor'>,
  action: string
): number | null {
  const chosen = o.evs[action]
  const best = o.evs[o.best]
  if (chosen === undefined || best === undefined) return null
  const gap = best - chosen
  const noise = (o.halfWidths[action] ?? 0) + (o.halfWidths[o.best] ?? 0)
  return gap <= noise ? 0 : gradeCost(gap, o.stakeMinor)
}

/** The table's word for an action sent ("draw", "stand", "check p1"); null for anything else. */
export function actionWord(action: unknown): string | null {
  const a = action as { do?: unknown; target?: unknown }
  if (a.do === 'draw' || a.do === 'stand') return a.do
  if (a.do === 'check' && typeof a.target === 'string') return `check ${a.target}`
  return null
}
