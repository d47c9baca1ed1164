/**
 * One profile's statistics per game: the session totals the store keeps (rounds, wins, losses, pushes,
 * wagered, net, summed per game) and, for the card games, naturals and busts read from each round's
 * outcome code (`TableDriver.summarize`), which holds only cards that were face up.
 */
import type { GameStats, StatsResult } from '@shared/contract/history'
import { GAME_IDS, type GameId } from '@shared/games'
import type { Store } from '../../store/store'
import { notFound } from '../errors'
import { sessionsWhere, type SessionFilter } from './sessions'

const TEN = new Set(['T', 'J', 'Q', 'K'])

/** A Blackjack total of cards written "AS KH 9D" (an ace counts 11 while that does not bust). */
function blackjackTotal(cards: readonly string[]): number {
  let total = 0
  let aces = 0
  for (const c of cards) {
    const r = c[0] as string
    total += r === 'A' ? 1 : TEN.has(r) ? 10 : Number(r)
    if (r === 'A') aces++
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total
}

/** Naturals and busts of one round's outcome code, for the person's own hands. */
export function cardsFigures(game: GameId, code: string): { naturals: number; busts: number } {
  if (game === 'blackjack') {
    const v = code.lastIndexOf(' v ')
    if (v < 0) return { naturals: 0, busts: 0 }
    const hands = code
      .slice(0, v)
      .split(' / ')
      .map((h) => h.trim().split(/\s+/).filter(Boolean))
    // A two-card 21 after a split is not a blackjack; the code lists a seat's split hands side by side.
    const natural = hands.length === 1 && hands[0]!.length === 2 && blackjackTotal(hands[0]!) === 21 ? 1 : 0
    return { naturals: natural, busts: hands.filter((h) => blackjackTotal(h) > 21).length }
  }
  if (game === 'xidach') {
    // The person as a player: "<outcome> <cards>, … v <dealer>"; dealing: "<dealer cards>: <seat> <outcome>, …".
    const colon = code.indexOf(': ')
    if (colon >= 0) return { naturals: 0, busts: 0 }
    const v = code.lastIndexOf(' v ')
    const parts = (v < 0 ? code : code.slice(0, v)).split(', ')
    let naturals = 0
    let busts = 0
    for (const p of parts) {
      const outcome = p.split(' ')[0]
      if (outcome === 'xi-bang' || outcome === 'xi-dach') naturals++
      if (outcome === 'bust' || outcome === 'penalised') busts++
    }
    return { naturals, busts }
  }
  return { naturals: 0, busts: 0 }
}

/**
 * The statistics of one profile's sessions that pass the sessions list's own filters (game, dates,
 * result): the screen's figures always describe the sessions it lists.
 */
export function profileStats(
  store: Store,
  profileId: string,
  filter: Omit<SessionFilter, 'profileId'> = {}
): StatsResult {
  const db = store.db
  const { whereSql, params } = sessionsWhere({ ...filter, profileId })
  if (!db.prepare('SELECT 1 FROM profiles WHERE id = ?').get(profileId))
    throw notFound(`There is no profile "${profileId}".`, { key: 'profiles.notFound', vars: { id: profileId } })
  const totals = db
    .prepare(
      `SELECT game, sum(rounds_count) AS rounds, sum(wins) AS wins, sum(losses) AS losses, sum(pushes) AS pushes,
              sum(wagered_minor) AS wagered, sum(net_minor) AS net
       FROM sessions s ${whereSql} GROUP BY game`
    )
    .all(params) as Array<{
    game: GameId
    rounds: number
    wins: number
    losses: number
    pushes: number
    wagered: number
    net: number
  }>
  const outcomes = db.prepare(
    `SELECT json_extract(r.result_json, '$.outcome') AS outcome FROM rounds r JOIN sessions s ON s.id = r.session_id
     ${whereSql} AND r.game = @roundGame AND r.result_json IS NOT NULL`
  )
  const games: GameStats[] = []
  for (const game of GAME_IDS) {
    const t = totals.find((x) => x.game === game)
    if (!t || t.rounds === 0) continue
    let naturals: number | null = null
    let busts: number | null = null
    if (game !== 'sicbo') {
      naturals = 0
      busts = 0
      for (const row of outcomes.iterate({ ...params, roundGame: game }) as Iterable<{ outcome: string | null }>) {
        if (!row.outcome) continue
        const f = cardsFigures(game, row.outcome)
        naturals += f.naturals
        busts += f.busts
      }
    }
    games.push({
      game,
      rounds: t.rounds,
      wins: t.wins,
      losses: t.losses,
      pushes: t.pushes,
      wageredMinor: t.wagered,
      netMinor: t.net,
      naturals,
      busts
    })
  }
  return { profileId, games }
}
