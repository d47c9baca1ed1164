/**
 * Sic Bo, as core knows it (game.ts): the table driver, dice for its fairness proof, the house edge of
 * each spot (the rules editor shows them), and its drills (payouts, chips). It has no coach.
 */
import type { SicboRules } from '@shared/games/sicbo'
import { houseEdge } from '../engine/games/sicbo'
import { sicboDriver } from '../tables/sicbo'
import { payoutResults } from '../drill/index'
import type { GameModule } from './game'

export const sicboGame: GameModule = {
  id: 'sicbo',
  driver: sicboDriver,
  proof: 'dice',
  decks: () => undefined,
  spotEdges: (rules) =>
    houseEdge(rules as SicboRules).map((e) => ({ spot: e.spot, num: e.num, den: e.den, percent: e.percent })),
  // The payout drill stores no kind; the chips drill stores 'chips'.
  drillKind: (kind) => (kind === null ? 'sicbo-payout' : kind === 'chips' ? 'sicbo-chips' : null),
  // Its drill with results of its own is the payout drill (the chips drill's are in drill.history).
  drillResults: (store, profileId, ask) => ({
    game: 'sicbo',
    results: payoutResults(store, profileId, 'sicbo', ask.limit)
  })
}
