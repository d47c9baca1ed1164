/** `npm run edge -- blackjack …`: one JSON object, or one `error:` line and exit 2. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/node-programs'

const dir = mkdtempSync(join(tmpdir(), 'banxanh-edge-'))

function edge(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = runCli('edge', args)
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

function file(name: string, text: string): string {
  const f = join(dir, name)
  writeFileSync(f, text)
  return f
}

describe('edge CLI', () => {
  it('prints the exact figure for a rules file (6D S17 DAS, Farmer −0.402870 %)', () => {
    const f = file(
      'farmer.json',
      JSON.stringify({ rules: { preset: 'vegas-6d', resplitAces: false, surrender: 'none' } })
    )
    const r = edge('blackjack', '--rules', f)
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const out = JSON.parse(lines[0] as string) as Record<string, unknown>
    expect(Object.keys(out).sort()).toEqual(['byUpcard', 'game', 'method', 'ms', 'playerEvPercent'])
    expect(out.game).toBe('blackjack')
    expect(typeof out.method).toBe('string')
    expect(Math.abs((out.playerEvPercent as number) - -0.40287)).toBeLessThanOrEqual(0.001)
    expect(Object.keys(out.byUpcard as object)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'])
    expect(typeof out.ms).toBe('number')
  }, 120_000)

  it('takes a preset', () => {
    const r = edge('blackjack', '--preset', 'single-deck')
    expect(r.status).toBe(0)
    expect(typeof (JSON.parse(r.stdout) as { playerEvPercent: number }).playerEvPercent).toBe('number')
  }, 120_000)

  it.each([
    ['an unknown game', ['xidach', '--preset', 'club99'], /usage/],
    ['a missing file', ['blackjack', '--rules', join(dir, 'nope.json')], /cannot read/],
    ['a file that is not JSON', ['blackjack', '--rules', file('bad.json', '{ rules:')], /not JSON/],
    ['a file without "rules"', ['blackjack', '--rules', file('norules.json', '{"decks":6}')], /must hold an object/],
    ['a key out of range', ['blackjack', '--rules', file('range.json', '{"rules":{"decks":9}}')], /rules\.decks/],
    ['an unknown key', ['blackjack', '--rules', file('key.json', '{"rules":{"decksss":2}}')], /decksss/],
    ['an unknown preset', ['blackjack', '--preset', 'nope'], /preset/],
    [
      'both a file and a preset',
      ['blackjack', '--preset', 'club99', '--rules', file('ok.json', '{"rules":{}}')],
      /exactly one/
    ]
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
