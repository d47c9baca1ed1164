/** The start of a Sic Bo round: the seats, the house's chips and the injected dice, checked. */
import { DEALER } from '@shared/games'
import type { SicboEvent, SicboRules } from '@shared/games/sicbo'
import { ok, refuse, type StepResult } from '../../game'
import type { SicboSetup, SicboState } from './state'

function validDie(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6
}

/** The engine's `start`: a betting phase with no bets yet. */
export function startRound(rules: SicboRules, setup: SicboSetup): StepResult<SicboState, SicboEvent> {
  if (setup.seats.length < 1 || setup.seats.length > 5) return refuse('bad-setup', 'a Sic Bo table seats 1–5 players')
  const ids = new Set<string>()
  for (const s of setup.seats) {
    if (s.id === DEALER) return refuse('bad-setup', '"dealer" is not a player seat')
    if (ids.has(s.id)) return refuse('bad-setup', `seat "${s.id}" appears twice`)
    if (!Number.isInteger(s.bankrollMinor) || s.bankrollMinor < 0)
      return refuse('bad-setup', `seat "${s.id}" has an invalid bankroll`)
    ids.add(s.id)
  }
  const house = setup.dealerBankrollMinor
  if (house !== null && (!Number.isInteger(house) || house < 0))
    return refuse('bad-setup', 'the house has an invalid bankroll')
  if (!Array.isArray(setup.dice) || setup.dice.length !== 3 || !setup.dice.every(validDie)) {
    return refuse('bad-setup', 'the dice must be three whole numbers from 1 to 6')
  }
  return ok(
    {
      rules,
      phase: 'betting',
      seats: setup.seats.map((s) => ({ id: s.id, bankrollMinor: s.bankrollMinor })),
      dealerBankrollMinor: house,
      dice: [setup.dice[0], setup.dice[1], setup.dice[2]],
      bets: [],
      spots: [],
      settled: null
    },
    []
  )
}
