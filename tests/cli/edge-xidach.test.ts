/**
 * `npm run edge -- xidach …` (issue 35): the exact heads-up house edge as one JSON object (the same as
 * exact-edge.ts in this thread), or, past its budget, the simulation's interval and why; bad input is
 * one `error:` line and exit 2.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import { exactXidachEdge } from '../../src/core/engine/games/xidach'
import { simulateXidach } from '../../src/sim/xidach'
import { runCli } from '../support/node-programs'

function edge(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = runCli('edge', ['xidach', ...args])
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

function rules(keys: unknown): XidachRules {
  const r = resolveXidachRules(keys)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

describe('edge CLI: xidach', () => {
  it('prints the exact figure for a preset and a dealer', () => {
    const r = edge('--preset', 'tet', '--dealer', 'shrewd')
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const out = JSON.parse(lines[0] as string) as Record<string, unknown>
    expect(Object.keys(out)).toEqual(['game', 'dealer', 'exact', 'playerEv', 'houseEdge', 'ms'])
    expect(out).toMatchObject({ game: 'xidach', dealer: 'shrewd', exact: true })
    const direct = exactXidachEdge(rules({ preset: 'tet' }), 'shrewd')
    expect(out.playerEv as number).toBeCloseTo(direct.playerEv, 8)
    expect(out.houseEdge as number).toBeCloseTo(-direct.playerEv, 8)
    expect(Number.isInteger(out.ms)).toBe(true)
  }, 120_000)

  it('reads a rules file as edge -- blackjack does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'banxanh-edge-xidach-'))
    const f = join(dir, 'nha.json')
    writeFileSync(f, JSON.stringify({ rules: { preset: 'wiki', denAt: 28, 'pay.nguLinh': 3 } }))
    const r = edge('--rules', f, '--dealer', 'simple')
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as { exact: boolean; playerEv: number }
    expect(out.exact).toBe(true)
    expect(out.playerEv).toBeCloseTo(
      exactXidachEdge(rules({ preset: 'wiki', denAt: 28, 'pay.nguLinh': 3 }), 'simple').playerEv,
      8
    )
  }, 120_000)

  it('past its budget: not exact, why, and the simulation’s interval', () => {
    const r = edge('--preset', 'online', '--dealer', 'simple', '--budget', '1000', '--rounds', '3000')
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as Record<string, unknown>
    expect(out).toMatchObject({ game: 'xidach', dealer: 'simple', exact: false, rounds: 3000, seed: 1 })
    expect(out.why).toMatch(/budget of 1000 dealer hands/)
    const sim = simulateXidach(rules({ preset: 'online' }), 'simple', 3000, 1)
    expect(out.houseEdge as number).toBeCloseTo(sim.house.edge, 8)
    expect(out.lo as number).toBeCloseTo(sim.house.lo, 8)
    expect(out.hi as number).toBeCloseTo(sim.house.hi, 8)
  }, 120_000)

  it.each([
    ['no dealer', ['--preset', 'wiki'], /--dealer is needed/],
    ['an unknown dealer', ['--preset', 'wiki', '--dealer', 'greedy'], /--dealer must be one of simple, shrewd/],
    ['an unknown preset', ['--preset', 'vegas', '--dealer', 'simple'], /^error: rules\.preset/],
    ['no rules', ['--dealer', 'simple'], /exactly one/],
    [
      'a budget that is not a number',
      ['--preset', 'wiki', '--dealer', 'simple', '--budget', 'lots'],
      /--budget needs a whole number/
    ],
    ['an unknown argument', ['--preset', 'wiki', '--dealer', 'simple', '--fast'], /unknown argument --fast/]
  ])(
    'refuses %s with one error line and exit 2',
    (_name, args, message) => {
      const r = edge(...args)
      expect(r.status).toBe(2)
      expect(r.stdout).toBe('')
      const lines = r.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^error: /)
      expect(lines[0]).toMatch(message)
    },
    120_000
  )
})
