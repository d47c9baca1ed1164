import { describe, expect, it } from 'vitest'
import { actionOfKey, KEYS } from './keys'

describe('the key map', () => {
  it('gives every key one meaning', () => {
    const bound = Object.values(KEYS)
    expect(new Set(bound).size).toBe(bound.length)
  })
  it('reads keys case-insensitively: B draws and D stands in every game', () => {
    expect(actionOfKey('b')).toBe('draw')
    expect(actionOfKey('B')).toBe('draw')
    expect(actionOfKey('d')).toBe('stand')
    expect(actionOfKey('g')).toBe('double')
    expect(actionOfKey('?')).toBe('help')
    expect(actionOfKey('r')).toBe('roll')
    expect(actionOfKey('x')).toBeNull()
    expect(actionOfKey('Enter')).toBeNull()
  })
})
