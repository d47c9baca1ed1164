/**
 * Sic Bo rounds played through the handlers, with each round's net computed here from the revealed
 * dice by docs/rules-sicbo.md "Presets and pay tables" (trainer), independently of the engine.
 */
import type { Core } from '../../src/core/index'
import { fairDice } from '../../src/core/fairness/outcome'
import type { TableState } from '@shared/contract/tables'
import { caller } from './core'

export interface Bet {
  spot: string
  amountMinor: number
}

/** docs/rules-sicbo.md "Presets and pay tables", trainer column: what one bet nets on these dice (stake returned on a win). */
export function trainerNet(dice: readonly number[], bet: Bet): number {
  const total = dice[0]! + dice[1]! + dice[2]!
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  const count = (f: number) => dice.filter((d) => d === f).length
  const [kind, arg] = bet.spot.split(':') as [string, string | undefined]
  let pays: number | null
  if (kind === 'small') pays = !triple && total >= 4 && total <= 10 ? 1 : null
  else if (kind === 'big') pays = !triple && total >= 11 && total <= 17 ? 1 : null
  else if (kind === 'single') {
    const n = count(Number(arg))
    pays = n === 0 ? null : n
  } else if (kind === 'any-triple') pays = triple ? 30 : null
  else throw new Error(`trainerNet: spot ${bet.spot} not modelled in the test`)
  return pays === null ? -bet.amountMinor : bet.amountMinor * pays
}

export interface PlayedRound {
  roundId: number
  dice: number[]
  netMinor: number
  wageredMinor: number
  state: TableState
}

/** One Sic Bo round: start, the bets, close. Returns the round's dice (from its revealed seed) and net. */
export async function playSicbo(c: Core, tableId: string, bets: Bet[]): Promise<PlayedRound> {
  let t = await c.handlers['tables.start']({ tableId, stakes: [] }, caller)
  const r = t.round!
  for (const b of bets) {
    t = await c.handlers['tables.act'](
      {
        tableId,
        roundId: r.roundId,
        version: t.round!.version,
        seat: 'you',
        action: { type: 'bet', spot: b.spot, amountMinor: b.amountMinor }
      },
      caller
    )
  }
  t = await c.handlers['tables.act'](
    { tableId, roundId: r.roundId, version: t.round!.version, seat: 'dealer', action: { type: 'close' } },
    caller
  )
  const f = t.round!.fairness
  const dice = fairDice({ serverSeed: f.serverSeed!, clientSeed: f.clientSeed, nonce: f.nonce })
  let net = 0
  let wagered = 0
  for (const b of bets) {
    net += trainerNet(dice, b)
    wagered += b.amountMinor
  }
  return { roundId: r.roundId, dice: [...dice], netMinor: net, wageredMinor: wagered, state: t }
}

export async function openSicbo(
  c: Core,
  ruleset: { rules: Record<string, unknown> } | { rulesetId: string; version?: number } = {
    rules: { preset: 'trainer' }
  }
): Promise<TableState> {
  return c.handlers['tables.open']({ game: 'sicbo', ruleset, config: {} }, caller)
}
