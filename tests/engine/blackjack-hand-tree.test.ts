/**
 * The analysis' hand tree grown from one hand (HandTree's `root`): a hand's analysis builds only the
 * hands it can reach. Its values are computed from each hand's own cards and the shoe, so they are the
 * whole tree's exactly when the rooted tree holds the same hands with the same links from the root on.
 * The whole tree (no root) is the one the golden figures of blackjack-analysis.test.ts check.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
// An internal of the analysis, tested here on purpose.
import { HandTree } from '../../src/core/engine/games/blackjack/analysis/hands'

/** Every node reachable from `from` (itself included). */
function descendants(tree: HandTree, from: number): Set<number> {
  const seen = new Set([from])
  const todo = [from]
  while (todo.length > 0) {
    const i = todo.pop() as number
    for (let v = 1; v <= 10; v++) {
      const j = tree.child[i * 11 + v] as number
      if (j >= 0 && !seen.has(j)) {
        seen.add(j)
        todo.push(j)
      }
    }
  }
  return seen
}

const shoe = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 9, maxLength: 9 }), fc.integer({ min: 0, max: 32 }))
  .map(([small, tens]) => [0, ...small, tens])
const root = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 3 })

describe('a hand tree grown from one hand', () => {
  it('holds exactly the whole tree’s hands reachable from that hand, with the same links', () => {
    fc.assert(
      fc.property(shoe, fc.integer({ min: 3, max: 21 }), root, (avail, maxCards, hand) => {
        const whole = new HandTree(avail, maxCards)
        const grown = new HandTree(avail, maxCards, hand)
        const w = whole.find(hand)
        const g = grown.find(hand)
        expect(g < 0).toBe(w < 0)
        if (w < 0) return
        const fromRoot = descendants(grown, g)
        // Nothing reachable from the root is missing, and nothing else but the root's path is built.
        expect(fromRoot.size).toBe(descendants(whole, w).size)
        expect(grown.size).toBe(fromRoot.size + hand.length)
        // A hand's multiset key names it in either tree.
        const inWhole = new Map<number, number>()
        for (let j = 0; j < whole.size; j++) inWhole.set(whole.key[j] as number, j)
        const differences: string[] = []
        for (const i of fromRoot) {
          const j = inWhole.get(grown.key[i] as number)
          if (j === undefined) {
            differences.push(`hand ${i} is not in the whole tree`)
            continue
          }
          const same = (x: number, y: number): boolean =>
            grown.hard[x] === whole.hard[y] && grown.cards[x] === whole.cards[y] && grown.total(x) === whole.total(y)
          if (!same(i, j)) differences.push(`hand ${i} differs from ${j}`)
          for (let v = 1; v <= 10; v++) {
            const gc = grown.child[i * 11 + v] as number
            const wc = whole.child[j * 11 + v] as number
            if (gc < 0 !== wc < 0 || (gc >= 0 && grown.key[gc] !== whole.key[wc]))
              differences.push(`hand ${i} + ${v}: ${gc} against ${wc}`)
          }
        }
        expect(differences).toEqual([])
      }),
      { numRuns: 200 }
    )
  })

  it('without a root is the whole tree, and a root the shoe cannot hold is not found', () => {
    const sixDecks = [0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96]
    expect(new HandTree(sixDecks, 21, []).size).toBe(new HandTree(sixDecks, 21).size)
    const noEights = [0, 4, 4, 4, 4, 4, 4, 4, 0, 4, 16]
    expect(new HandTree(noEights, 21, [8, 8]).find([8, 8])).toBe(-1)
    // Ten, ten, two is 22, not a hand; ten, ten, ace is 21.
    expect(new HandTree(sixDecks, 21, [10, 10, 2]).find([10, 10, 2])).toBe(-1)
    expect(new HandTree(sixDecks, 21, [10, 10, 1]).find([10, 10, 1])).toBeGreaterThan(0)
  })
})
