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
import type { Card } from '@shared/cards'
import type { TableSeatInfo, XidachLiveEvent } from '@shared/contract/tables'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { announcements } from './words'

const seats: TableSeatInfo[] = [
  { seat: 'you', kind: 'you', balanceMinor: 100_000 },
  { seat: 'b1', kind: 'bot', policy: 'standard', balanceMinor: 100_000 },
  { seat: 'b2', kind: 'bot', policy: 'bold', balanceMinor: 100_000 },
  { seat: 'dealer', kind: 'dealer-ai', policy: 'shrewd', balanceMinor: null }
]

const deal = (order: string[], cards: Card[]): XidachLiveEvent[] =>
  cards.map((card, i) => ({ type: 'dealt', seat: order[i % order.length] as string, card: card }))

/** Máy 2 holds Xì dách at the deal; the rest play it out against the dealer. */
const naturalRound: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['9S', '5H', 'AS', '7C', '8D', 'TD', 'KS', 'QH']),
  { type: 'natural', seat: 'b2', kind: 'xi-dach' },
  { type: 'settled', seat: 'b2', outcome: 'xi-dach', net: 1000 },
  { type: 'turn', seat: 'you' },
  { type: 'stood', seat: 'you' },
  { type: 'turn', seat: 'b1' },
  { type: 'drew', seat: 'b1', card: null },
  { type: 'stood', seat: 'b1' },
  { type: 'turn', seat: 'dealer' },
  { type: 'drew', seat: 'dealer', card: '2H' },
  { type: 'stood', seat: 'dealer' },
  { type: 'settled', seat: 'you', outcome: 'lose', net: -1000 },
  { type: 'settled', seat: 'b1', outcome: 'win', net: 1000 },
  { type: 'over' }
]

/** The person drew while quắc and paid đền bài; the dealer checked Máy 1 early, then ended non. */
const penaltyRound: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['TS', 'TH', '7S', '6C', '5D', '4D', '2S', '3H']),
  { type: 'turn', seat: 'you' },
  { type: 'drew', seat: 'you', card: '9C' },
  { type: 'drew', seat: 'you', card: '3C' },
  { type: 'penalised', seat: 'you', paid: 2000 },
  { type: 'settled', seat: 'you', outcome: 'penalised', net: -2000 },
  { type: 'paid-for-dealer', seat: 'you', amount: 1000 },
  { type: 'turn', seat: 'b1' },
  { type: 'stood', seat: 'b1' },
  { type: 'turn', seat: 'b2' },
  { type: 'drew', seat: 'b2', card: null },
  { type: 'drew', seat: 'b2', card: null },
  { type: 'stood', seat: 'b2' },
  { type: 'turn', seat: 'dealer' },
  { type: 'checked', seat: 'b1', early: true },
  { type: 'settled', seat: 'b1', outcome: 'win', net: 1000 },
  { type: 'drew', seat: 'dealer', card: '4S' },
  { type: 'stood', seat: 'dealer' },
  { type: 'dealer-penalised', kind: 'non' },
  { type: 'settled', seat: 'b2', outcome: 'win', net: 1000 },
  { type: 'over' }
]

/** Both hands of the deal are naturals: Xì bàng for the person, Xì dách for Máy 1. */
const twoNaturals: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['AH', 'AD', '4C', '9H', 'AC', 'JS', '8C', 'TC']),
  { type: 'natural', seat: 'you', kind: 'xi-bang' },
  { type: 'natural', seat: 'b1', kind: 'xi-dach' },
  { type: 'settled', seat: 'you', outcome: 'xi-bang', net: 2000 },
  { type: 'settled', seat: 'b1', outcome: 'xi-dach', net: 1000 },
  { type: 'turn', seat: 'b2' },
  { type: 'stood', seat: 'b2' },
  { type: 'turn', seat: 'dealer' },
  { type: 'stood', seat: 'dealer' },
  { type: 'settled', seat: 'b2', outcome: 'push', net: 0 },
  { type: 'over' }
]

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
