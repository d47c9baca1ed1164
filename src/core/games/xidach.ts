/**
 * Xì dách, as core knows it (game.ts): the table driver, the coach (the advisor's figures, each decision
 * graded), one deck a round (taken off the bottom under `drawFrom: bottom`), and the naturals (xì bàng,
 * xì dách) and busts (quắc, đền) of its outcome codes, and its house edge (exact heads-up, simulated).
 */
import { xidachSessionPeople } from '../history/xidach-people'
import { xidachRoundGrades, xidachSessionGrades, xidachSessionMistakes } from '../history/xidach-grades'
import { DEALER } from '@shared/games'
import { bad, checkGradeList } from '../history/import-check'
import { mistakesOf, personGrades } from '../history/people-grades'
import { xidachCost } from '../tables/xidach-grading'
import { xidachDriver } from '../tables/xidach'
import { xidachCoach } from '../tables/xidach-coach'
import { xidachAnalysis } from '../analysis/xidach-edge'
import type { GameModule } from './game'

/** The person as a player: "<outcome> <cards>, … v <dealer>"; dealing: "<dealer cards>: <seat> <outcome>, …". */
function outcomeFigures(code: string): { naturals: number; busts: number } {
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

export const xidachGame: GameModule = {
  id: 'xidach',
  ...xidachAnalysis,
  driver: xidachDriver,
  coach: xidachCoach,
  grades: {
    list: (store, sessionId, after, queued) => ({
      game: 'xidach',
      grades: xidachSessionGrades(
        store,
        sessionId,
        after,
        queued.flatMap((q) => (q.game === 'xidach' ? [q.grade] : []))
      )
    })
  },
  proof: 'cards',
  decks: () => 1,
  /**
   * Under `drawFrom: bottom` the cards come off the bottom of the committed deck, so the k cards that
   * came out are the deck's last k, last first. The proof lists them in the deck's own order from their
   * position (`offset`), which the verifier checks like any other slice of the deck.
   */
  deckOrder(rules, cards, offset) {
    if ((rules as { drawFrom?: unknown } | null)?.drawFrom !== 'bottom') return { cards, offset }
    return { cards: cards.slice().reverse(), offset: 52 - cards.length }
  },
  outcomeFigures,
  roundGrades: (store, roundId) => ({ xidachGrades: xidachRoundGrades(store, roundId) }),
  sessionMistakes: (store, sessionId, profileId) => ({
    xidachMistakes:
      profileId === undefined
        ? xidachSessionMistakes(store, sessionId)
        : mistakesOf(personGrades(store, sessionId, { profileId, live: null }, xidachSessionGrades(store, sessionId)))
  }),
  sessionPeople(store, sessionId, config) {
    const people = xidachSessionPeople(store, sessionId, config)
    return people.length > 0 ? { xidachPeople: people } : {}
  },
  gradesInFile: {
    field: 'xidachGrades',
    only: 'only Xì dách rounds have these graded decisions',
    /** The seat is the dealer exactly when the role is, and the cost is what xidachCost gives. */
    check(r, at) {
      const grades = r.xidachGrades ?? []
      grades.forEach((g, k) => {
        if ((g.seat === DEALER) !== (g.role === 'dealer'))
          bad(`${at}[${k}].role`, `"${g.seat}" does not play ${g.role}`)
      })
      checkGradeList(r, at, grades, (g) => xidachCost(g, g.action))
    }
  }
}
