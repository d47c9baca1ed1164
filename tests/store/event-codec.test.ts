/**
 * The compact round steps (store/event-codec.ts): whatever JSON the tables, import or migration 4
 * hand it comes back as the exact same text, and times come back as the exact same string.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeStep, decodeTime, encodeStep, encodeTime } from '../../src/core/store/event-codec'

describe('round step codec', () => {
  it('gives back the exact action and events text, whatever JSON they are', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 8 }), (action, events) => {
        const a = JSON.stringify(action)
        const e = JSON.stringify(events)
        expect(decodeStep(encodeStep(a, e))).toEqual({ action_json: a, events_json: e })
      }),
      { numRuns: 300 }
    )
  })

  it('keeps a real settlement in a fraction of its text', () => {
    const action = '{"type":"roll","bets":[{"spot":"big","amountMinor":100}]}'
    const events =
      '[{"type":"bet-placed","bet":{"seat":"you","spot":"big","amountMinor":100}},{"type":"betting-closed"},{"type":"rolled","dice":[1,2,5],"total":8},' +
      '{"type":"settled","bets":[{"seat":"you","spot":"big","amountMinor":100,"pays":null,"netMinor":-100}],"nets":{"you":-100,"dealer":100},' +
      '"winningSpots":["small","single:1","single:2","single:5","total:8","combo:1-2","combo:1-5","combo:2-5"]}]'
    const data = encodeStep(action, events)
    expect(data.length).toBeLessThan((action.length + events.length) / 4)
    expect(decodeStep(data)).toEqual({ action_json: action, events_json: events })
  })

  it('refuses a step in a format it does not know, rather than guess', () => {
    const data = encodeStep('{}', '[]')
    data[0] = 9
    expect(() => decodeStep(data)).toThrow(/unknown format/)
  })

  it("stores the app's ISO times as milliseconds and any other text as it is", () => {
    const iso = '2026-12-01T15:27:53.123Z'
    expect(encodeTime(iso)).toBe(BigInt(Date.parse(iso)))
    expect(decodeTime(encodeTime(iso) as bigint)).toBe(iso)
    expect(decodeTime(Number(encodeTime(iso)))).toBe(iso)
    for (const other of ['2026-12-01T15:27:53Z', '2026-12-01T16:27:53.123+01:00', 'yesterday', '']) {
      expect(encodeTime(other)).toBe(other)
      expect(decodeTime(encodeTime(other) as string)).toBe(other)
    }
  })

  it('gives each time its own answer when times repeat and alternate (the last one is remembered)', () => {
    const a = '2026-12-01T15:27:53.123Z'
    const b = '2026-12-01T15:27:53.124Z'
    const odd = '2026-12-01T15:27:53Z'
    const seq = [a, a, b, a, odd, odd, b, '', a]
    expect(seq.map(encodeTime)).toEqual([
      1796138873123n,
      1796138873123n,
      1796138873124n,
      1796138873123n,
      odd,
      odd,
      1796138873124n,
      '',
      1796138873123n
    ])
  })
})
