import { describe, expect, it } from 'vitest'
import { parseRampText, simulationInput, type SimForm } from './simulation'

const FORM: SimForm = {
  count: 'hilo',
  ramp: '1,1,2,4,8,12',
  indices: true,
  trueCount: 'exact',
  penetration: 75,
  spots: 1,
  lengthUnit: 'hours',
  length: 10_000,
  roundsPerHour: 100,
  bankroll: 1000,
  hours: 100
}

describe('the simulator form', () => {
  it('reads a ramp with spaces, and refuses fractions, zero, words, empty entries and more than 40', () => {
    expect(parseRampText(' 1, 1,2 ,4 ')).toEqual([1, 1, 2, 4])
    for (const bad of ['', '1,,2', '1,0', '1,2.5', 'a', '1;2', '-1,2', '1,1001', Array(41).fill('1').join(',')])
      expect(parseRampText(bad), bad).toBeNull()
    expect(parseRampText(Array(40).fill('1').join(','))).toHaveLength(40)
  })

  it('sends the penetration as the rules take it, a fraction, over the rules chosen', () => {
    const r = simulationInput({ ...FORM, penetration: 80 }, { preset: 'vegas-6d', decks: 2 })
    if (!r.ok) throw new Error(r.problem)
    expect(r.input.keys).toEqual({ preset: 'vegas-6d', decks: 2, penetration: 0.8 })
    expect(r.input.length).toEqual({ unit: 'hours', value: 10_000 })
  })

  it('names the field at fault', () => {
    const problem = (f: Partial<SimForm>): string | null => {
      const r = simulationInput({ ...FORM, ...f }, { preset: 'vegas-6d' })
      return r.ok ? null : r.problem
    }
    expect(problem({ penetration: 95 })).toBe('penetration')
    expect(problem({ spots: 8 })).toBe('spots')
    expect(problem({ roundsPerHour: 5 })).toBe('roundsPerHour')
    // 99 hours of 100 rounds is under 10,000 rounds; 10,000 rounds is enough.
    expect(problem({ length: 99 })).toBe('length')
    expect(problem({ lengthUnit: 'rounds', length: 10_000, hours: 100 })).toBeNull()
    expect(problem({ lengthUnit: 'rounds', length: 100_000_001 })).toBe('length')
    expect(problem({ bankroll: 0 })).toBe('bankroll')
    // A playing time longer than the whole run has no trial to count.
    expect(problem({ lengthUnit: 'rounds', length: 10_000, hours: 101 })).toBe('hours')
    expect(problem({ ramp: '1,x' })).toBe('ramp')
  })
})
