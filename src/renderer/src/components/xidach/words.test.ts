/**
 * Each thing said once at the Xì dách table (issue 10, item 9: "Máy 2 có Xì dách!" came twice when the
 * hand turned over at the settlement). The table screen calls `announcements` with the events the pacer
 * has shown so far, from the first one it has not yet announced, so a round's events reach it cut at
 * arbitrary points. Whatever the cuts, the table must say what the whole round says at once, no line
 * twice, and each natural exactly once. The rounds are written out from docs/rules-xidach.md as the
 * house's live events: a natural at the deal (then its settlement), a player who drew while quắc and
 * paid đền bài, a check by the dealer, the dealer's đền làng.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { XidachLiveEvent } from '@shared/contract/tables'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { naturalRound, penaltyRound, seats, twoNaturals } from './rounds.fixture'
import { announcements } from './words'

const ROUNDS = { naturalRound, penaltyRound, twoNaturals }

/** What the table says when the events reach it cut at `cuts` (sorted positions inside the round). */
function said(events: XidachLiveEvent[], cuts: number[]): string[] {
  const out: string[] = []
  let from = 0
  for (const shown of [...cuts, events.length]) {
    out.push(...announcements(events.slice(0, shown), from, seats))
    from = shown
  }
  return out
}

describe('Xì dách announcements', () => {
  setLanguage('vi')

  it('say each natural once, at its seat, and not again when the hand settles', () => {
    expect(said(naturalRound, []).filter((l) => l.includes('Xì dách'))).toEqual(['Máy 2 có Xì dách!'])
    const both = said(twoNaturals, [])
    expect(both.filter((l) => l.includes('Xì bàng'))).toEqual(['Bạn có Xì bàng!'])
    expect(both.filter((l) => l.includes('Xì dách'))).toEqual(['Máy 1 có Xì dách!'])
    // A đền bài is said as the penalty, not again as the settlement's outcome.
    expect(said(penaltyRound, []).filter((l) => l.startsWith('Bạn'))).toHaveLength(2)
  })

  for (const [name, events] of Object.entries(ROUNDS)) {
    it(`${name}: however the pacer cuts the events, the same lines in the same order, none twice`, () => {
      const whole = said(events, [])
      expect(new Set(whole).size, whole.join(' | ')).toBe(whole.length)
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 1, max: events.length - 1 })), (cuts) => {
          expect(
            said(
              events,
              [...cuts].sort((a, b) => a - b)
            )
          ).toEqual(whole)
        }),
        { numRuns: 500 }
      )
    })
  }
})
