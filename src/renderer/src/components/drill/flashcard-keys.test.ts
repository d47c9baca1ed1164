/** The flashcards' keys: English H S D P R, Vietnamese B D G T H; each key one play within its language. */
import { describe, expect, it } from 'vitest'
import { BJ_DRILL_ACTIONS } from '@shared/contract/blackjack-drill'
import { FLASHCARD_KEYS, playOfKey } from './flashcard-keys'

describe('flashcard keys', () => {
  it('reads the language’s letters, either case, and nothing else', () => {
    expect(['h', 'S', 'd', 'P', 'r'].map((k) => playOfKey('en', k))).toEqual([
      'hit',
      'stand',
      'double',
      'split',
      'surrender'
    ])
    expect(['b', 'D', 'g', 'T', 'h'].map((k) => playOfKey('vi', k))).toEqual([
      'hit',
      'stand',
      'double',
      'split',
      'surrender'
    ])
    expect(playOfKey('en', 'B')).toBeNull()
    expect(playOfKey('vi', 'Enter')).toBeNull()
  })

  it('gives every play one key of its own in each language', () => {
    for (const keys of Object.values(FLASHCARD_KEYS)) {
      expect(Object.keys(keys).sort()).toEqual([...BJ_DRILL_ACTIONS].sort())
      expect(new Set(Object.values(keys)).size).toBe(BJ_DRILL_ACTIONS.length)
    }
  })
})
