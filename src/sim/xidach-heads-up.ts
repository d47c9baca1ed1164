/**
 * Heads-up Xì dách played out through the engine (issue 35): one player following a given play against
 * a computer dealer, every round a fresh deck (FastRng), the same `restartRound` + `apply` the tables
 * run (`SimTable`). It checks the exact heads-up edge (exact-edge.ts): played by the best play that
 * computation found, the player's mean net must come out within its 99 % interval of the exact figure
 * (tests/engine/xidach-exact-edge.test.ts, docs/sim-xidach.md).
 */
import type { XidachAction, XidachRules, XidachView } from '@shared/games/xidach'
import { Moments, Z99 } from '../core/engine/moments'
import { FastRng } from '../core/engine/random'
import { handKey, SimTable, type DealerStrength, type PlayerChoice } from '../core/engine/games/xidach'

const DRAW: XidachAction = { do: 'draw' }
const STAND: XidachAction = { do: 'stand' }

export interface HeadsUpResult {
  rounds: number
  /** The player's mean net per unit staked, its standard error and 99 % interval. */
  playerEv: number
  se: number
  lo: number
  hi: number
}

/** The play of a strategy map (hand multiset key → choice) from a player's view. */
export function strategyPlay(strategy: ReadonlyMap<number, PlayerChoice>): (view: XidachView) => XidachAction {
  return (view) => {
    const me = view.players.find((p) => p.id === view.viewer)
    if (!me?.cards || !view.allowed.includes('draw')) return STAND
    const choice = strategy.get(handKey(me.cards))
    if (choice === undefined) throw new Error(`heads-up: no play for ${me.cards.join(' ')}`)
    return choice === 'stand' ? STAND : DRAW
  }
}

export function simulateHeadsUp(
  rules: XidachRules,
  dealer: DealerStrength,
  play: (view: XidachView) => XidachAction,
  rounds: number,
  seed: number
): HeadsUpResult {
  const stake = 100
  const table = new SimTable(rules, { styles: ['standard'], dealer, decide: play }, new FastRng(seed), stake)
  const m = new Moments()
  for (let r = 0; r < rounds; r++) {
    const p = table.playRound().players[0]!
    m.add((p.net + p.received - p.paidForDealer - p.unpaid) / stake)
  }
  const se = m.se()
  return { rounds, playerEv: m.mean, se, lo: m.mean - Z99 * se, hi: m.mean + Z99 * se }
}
