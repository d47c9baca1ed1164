/**
 * Sic Bo scenario rounds (scenario.md, "Sic Bo round"): each round's bets are placed in order on the
 * same engine the tables run, the dealer closes betting, and the scripted dice are the roll.
 */
import { z } from 'zod'
import { DEALER } from '@shared/games'
import { chipsAmount, chipsToMinor, minorToChips, type Minor } from '@shared/money'
import { resolveSicboRules, type SicboDice } from '@shared/games/sicbo'
import { wholeIn } from '@shared/whole-number'
import { sicboEngine, type SicboState } from '../engine/games/sicbo'
import {
  parseAt,
  registerScenarioGame,
  ScenarioError,
  scenarioRules,
  type RoundResult,
  type SeatRoundResult
} from './common'

const die = wholeIn(1, 6)

const roundSchema = z
  .object({
    bets: z.array(
      z
        .object({
          seat: z.string({ error: 'must be a seat id' }),
          spot: z.string({ error: 'must be a spot key' }),
          amount: chipsAmount
        })
        .strict(),
      { error: 'must be a list of bets' }
    ),
    dice: z.array(die, { error: 'must be three dice' }).length(3, { error: 'must be three dice' })
  })
  .strict()

registerScenarioGame('sicbo', (ctx) => {
  const rules = scenarioRules(resolveSicboRules(ctx.rules))
  const bankrolls: Record<string, Minor> = {}
  for (const s of ctx.seats) bankrolls[s.id] = s.bankroll
  let house = ctx.dealerBankroll
  const rounds: RoundResult[] = []

  ctx.rounds.forEach((rawRound, i) => {
    const where = `rounds[${i}]`
    const round = parseAt(roundSchema, rawRound, where)
    const started = sicboEngine.start(rules, {
      seats: ctx.seats.map((s) => ({ id: s.id, bankrollMinor: bankrolls[s.id] as Minor })),
      dealerBankrollMinor: house,
      dice: round.dice as SicboDice
    })
    if (!started.ok) throw new ScenarioError(where, started.error.message)
    let state: SicboState = started.state
    round.bets.forEach((bet, j) => {
      if (bet.seat === DEALER) throw new ScenarioError(`${where}.bets[${j}].seat`, 'the dealer does not bet')
      const r = sicboEngine.step(state, bet.seat, {
        type: 'bet',
        spot: bet.spot,
        amountMinor: chipsToMinor(bet.amount) as Minor
      })
      if (!r.ok) throw new ScenarioError(`${where}.bets[${j}]`, r.error.message)
      state = r.state
    })
    const closed = sicboEngine.step(state, DEALER, { type: 'close' })
    if (!closed.ok) throw new ScenarioError(where, closed.error.message)
    state = closed.state
    const nets = sicboEngine.nets(state)
    const settled = state.settled?.bets ?? []

    const seats: Record<string, SeatRoundResult> = {}
    for (const s of ctx.seats) {
      seats[s.id] = {
        net: minorToChips(nets[s.id] ?? 0),
        bets: settled
          .filter((b) => b.seat === s.id)
          .map((b) => ({ spot: b.spot, amount: minorToChips(b.amountMinor), net: minorToChips(b.netMinor) }))
      }
      bankrolls[s.id] = (bankrolls[s.id] as Minor) + (nets[s.id] ?? 0)
    }
    const houseNet = nets[DEALER] ?? 0
    if (house !== null) house += houseNet
    rounds.push({
      seats,
      dealer: { net: minorToChips(houseNet) },
      dice: [...state.dice],
      total: state.dice[0] + state.dice[1] + state.dice[2]
    })
  })
  return { rounds, bankrolls }
})
