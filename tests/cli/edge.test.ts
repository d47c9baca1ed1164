/** `npm run edge -- blackjack …` (xidach: edge-xidach.test.ts): one JSON object, or one `error:` line and exit 2. */
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

  it('prints the index plays of a rules file for a count system (--indices hilo)', () => {
    const f = file('indices.json', JSON.stringify({ rules: { preset: 'vegas-6d', surrender: 'none' } }))
    const r = edge('blackjack', '--rules', f, '--indices', 'hilo')
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    const out = JSON.parse(lines[0] as string) as Array<Record<string, unknown>>
    // The Illustrious 18; no surrender in these rules, so no Fab 4.
    expect(out).toHaveLength(18)
    for (const x of out) expect(Object.keys(x).sort()).toEqual(['basic', 'crossing', 'dir', 'hand', 'play', 'tc', 'up'])
    expect(out[0]).toMatchObject({ hand: 'insurance', up: 'A', play: 'insure', dir: 'atOrAbove' })
    const h16 = out.find((x) => x.hand === '16' && x.up === 'T')
    expect(h16).toMatchObject({ play: 'stand', basic: 'hit', dir: 'atOrAbove' })
    expect(typeof h16?.tc).toBe('number')
  }, 120_000)

  it('takes a preset and the cells asked for (--cells)', () => {
    const r = edge('blackjack', '--preset', 'vegas-6d', '--indices', 'omega2', '--cells', '16vT,insurance')
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout) as Array<Record<string, unknown>>
    // 16 v T with late surrender and doubling on any two cards: stand, hit, double and surrender, three
    // weighed against the basic surrender.
    expect(out.map((x) => `${String(x.hand)} ${String(x.play)}/${String(x.basic)}`)).toEqual([
      '16 stand/surrender',
      '16 hit/surrender',
      '16 double/surrender',
      'insurance insure/decline'
    ])
  }, 120_000)

  it.each([
    ['an unknown game', ['poker', '--preset', 'club99'], /usage/],
    ['a missing file', ['blackjack', '--rules', join(dir, 'nope.json')], /cannot read/],
    ['a file that is not JSON', ['blackjack', '--rules', file('bad.json', '{ rules:')], /not JSON/],
    ['a file without "rules"', ['blackjack', '--rules', file('norules.json', '{"decks":6}')], /must hold an object/],
    ['a key out of range', ['blackjack', '--rules', file('range.json', '{"rules":{"decks":9}}')], /rules\.decks/],
    ['an unknown key', ['blackjack', '--rules', file('key.json', '{"rules":{"decksss":2}}')], /decksss/],
    ['an unknown preset', ['blackjack', '--preset', 'nope'], /preset/],
    ['--indices without a system', ['blackjack', '--preset', 'club99', '--indices'], /needs a count system/],
    ['an unknown count system', ['blackjack', '--preset', 'club99', '--indices', 'zen'], /unknown count system "zen"/],
    ['a cell that is not one', ['blackjack', '--preset', 'club99', '--indices', 'hilo', '--cells', '21vT'], /"21vT"/],
    ['--cells without --indices', ['blackjack', '--preset', 'club99', '--cells', 'all'], /go with --indices/],
    [
      'a depth past the shoe',
      ['blackjack', '--preset', 'club99', '--indices', 'ko', '--decks-left', '6'],
      /--decks-left must be/
    ],
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
