/** `npm run sim -- blackjack --count …`: the counter's flags, one JSON line, and bad flags refused by name. */
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/node-programs'

/** The command as `npm run sim` runs it (its bundle, out/node/sim.js), not through tsx: a start costs ≈ 0.2 s, not ≈ 1 s. */
function sim(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = runCli('sim', ['blackjack', ...args])
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('sim CLI: counting', () => {
  it('prints one JSON line with the counter’s figures', () => {
    const r = sim(
      '--preset',
      'vegas-6d',
      '--count',
      'hilo',
      '--ramp',
      '1,1,2,4,8,12',
      '--bankroll',
      '50',
      '--hours',
      '1',
      '--rounds-per-hour',
      '60',
      '--hands',
      '30000',
      '--json'
    )
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const out = JSON.parse(lines[0] as string) as Record<string, unknown>
    expect(out.count).toBe('hilo')
    expect(out.ramp).toEqual([1, 1, 2, 4, 8, 12])
    expect(out.rounds).toBe(30000)
    expect(out.indexPlays).toBe(22)
    for (const k of ['evRound', 'evRoundLo', 'evRoundHi', 'ev100', 'sdRound', 'winPerHour', 'n0', 'score', 'avgBet'])
      expect(typeof out[k]).toBe('number')
    expect(out.evRoundLo as number).toBeLessThan(out.evRoundHi as number)
    const ruin = out.ruin as Record<string, number>
    // 30,000 rounds in trials of 60: 500 trials.
    expect(ruin.trialRounds).toBe(60)
    expect(ruin.trials).toBe(500)
    expect(ruin.busts).toBeGreaterThanOrEqual(0)
    expect(ruin.formulaForever).toBeGreaterThan(0)
  }, 120_000)

  it.each([
    [['--count', 'wong'], /--count must be one of hilo, ko, hiopt2, omega2/],
    [['--count', 'hilo', '--ramp', '1,0,2'], /--ramp must be whole numbers of units ≥ 1/],
    [['--ramp', '1,2'], /--ramp needs --count SYSTEM/],
    [['--count', 'hilo', '--indices', 'yes'], /--indices must be true or false/],
    [['--count', 'hilo', '--true-count', 'rough'], /--true-count must be exact or half-deck/],
    [['--count', 'hilo', '--bankroll', '100'], /--bankroll and --hours go together/],
    [['--count', 'hilo', '--bankroll', '-3', '--hours', '2'], /--bankroll must be a number > 0/]
  ])(
    'refuses %j by name',
    (args, message) => {
      const r = sim('--preset', 'vegas-6d', '--hands', '10', ...(args as string[]))
      expect(r.status).toBe(2)
      expect(r.stdout).toBe('')
      expect(r.stderr).toMatch(message as RegExp)
    },
    120_000
  )
})
