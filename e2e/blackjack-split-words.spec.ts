/**
 * Issue 32: a split hand's words in the narrowest Blackjack spot (seven spots, three of them the
 * person's, at 1024×700). Split hands sit side by side in a spot, each half its width; their total,
 * stake and outcome were cramped there (the outcome ran over the next hand, "14 cứng" and "Cược 10 chip"
 * broke anyhow). Each of those lines must stay inside its hand (nothing cut off, nothing over the other
 * hand or another line), may wrap only between words (every word whole on one line), and is no smaller
 * than 11 px.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, sitAtBlackjack, topUp } from './steps'

interface Line {
  what: string
  text: string
  left: number
  right: number
  top: number
  bottom: number
  fontPx: number
  clipped: boolean
  /** Words broken across lines. */
  broken: string[]
}

/** The lines of each hand of a spot, measured, with the hand's own box. */
async function measureHands(page: Page, seat: string) {
  return page.getByTestId(`spot-${seat}`).evaluate((spot) => {
    /** The words of an element laid out on more than one line (each word's range has one box when whole). */
    function wordsBroken(el: HTMLElement): string[] {
      const out: string[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
          if (tops.size > 1) out.push(m[0])
        }
      }
      return out
    }
    const hands = [...spot.querySelectorAll<HTMLElement>('[data-testid^="hand-"][role="group"]')]
    return hands.map((hand) => {
      const box = hand.getBoundingClientRect()
      const lines: Line[] = []
      for (const el of hand.querySelectorAll<HTMLElement>('p')) {
        const r = el.getBoundingClientRect()
        const fontPx = parseFloat(getComputedStyle(el).fontSize)
        lines.push({
          what: el.className.split(' ')[0] ?? '',
          text: el.textContent?.trim() ?? '',
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          fontPx,
          clipped: el.scrollWidth > el.clientWidth + 1,
          broken: wordsBroken(el)
        })
      }
      return { id: hand.dataset.testid ?? '', left: box.left, right: box.right, lines }
    })
  })
}

test('Blackjack: split hands keep their total, stake and outcome readable in the narrowest spot', async ({ app }) => {
  test.setTimeout(240_000)
  const { page } = app
  await page.setViewportSize({ width: 1024, height: 700 })
  await createFirstProfile(page, 'Khoa')
  await topUp(page, '100000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await sitAtBlackjack(page, 3, 4)

  const controls = page.getByTestId('bj-controls')
  const decision = page.getByTestId('bj-decision')
  const overNow = controls.and(page.locator('[data-over="yes"]'))
  const press = async (action: string): Promise<void> => {
    const v = await controls.getAttribute('data-version')
    await decision.locator(`button[data-action="${action}"]`).click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
  }
  let splitSeat: string | null = null
  for (let round = 0; round < 40 && splitSeat === null; round++) {
    const v = await controls.getAttribute('data-version')
    await page.getByTestId('deal').click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
    const stand = decision.locator('button[data-action="stand"]')
    const decline = decision.locator('button[data-action="decline"]')
    for (let k = 0; k < 20; k++) {
      await expect(stand.or(decline).or(overNow)).toBeVisible()
      if ((await controls.getAttribute('data-over')) === 'yes') break
      if (await decline.isVisible()) await press('decline')
      else if (await decision.locator('button[data-action="split"]').isVisible()) await press('split')
      else await press('stand')
    }
    await expect(overNow).toBeVisible()
    for (const seat of ['you1', 'you2', 'you3'])
      if ((await page.getByTestId(`hand-${seat}-1`).count()) > 0) splitSeat = seat
  }
  expect(splitSeat, 'a pair came and was split').not.toBeNull()
  const seat = splitSeat as string

  const problems: string[] = []
  const hands = await measureHands(page, seat)
  expect(hands.length).toBeGreaterThanOrEqual(2)
  for (const hand of hands) {
    // The total, the stake and (settled) the outcome.
    expect(hand.lines.map((l) => l.what).sort(), hand.id).toEqual(['outcome', 'stake', 'total'])
    for (const l of hand.lines) {
      const where = `${hand.id} ${l.what} "${l.text}"`
      if (l.clipped) problems.push(`${where}: cut off`)
      if (l.left < hand.left - 1 || l.right > hand.right + 1)
        problems.push(`${where}: runs out of its hand (${l.left}–${l.right} in ${hand.left}–${hand.right})`)
      if (l.broken.length > 0) problems.push(`${where}: words broken across lines: ${l.broken.join(' ')}`)
      if (l.fontPx < 11) problems.push(`${where}: ${l.fontPx}px`)
    }
  }
  // No line over another, in its hand or the hand beside it.
  const all = hands.flatMap((h) => h.lines.map((l) => ({ ...l, id: `${h.id} ${l.what}` })))
  for (const [i, a] of all.entries())
    for (const b of all.slice(i + 1))
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        problems.push(`${a.id} overlaps ${b.id}`)
  // Every other spot too: no hand's line past its spot's edge or over another spot's ("Đầu hàng · −5
  // chip" on one line ran over the next spot).
  const spots = await page.getByTestId('bj-felt').evaluate((felt) =>
    [...felt.querySelectorAll<HTMLElement>('[data-testid^="spot-"]')].map((spot) => {
      const box = spot.getBoundingClientRect()
      const lines = [...spot.querySelectorAll<HTMLElement>('[data-testid^="hand-"][role="group"] p')].map((p) => {
        const r = p.getBoundingClientRect()
        return { text: p.textContent?.trim() ?? '', left: r.left, right: r.right }
      })
      return { id: spot.dataset.testid ?? '', left: box.left, right: box.right, lines }
    })
  )
  expect(spots).toHaveLength(7)
  for (const spot of spots)
    for (const l of spot.lines)
      if (l.left < spot.left - 1 || l.right > spot.right + 1)
        problems.push(`${spot.id} "${l.text}": past its spot (${l.left}–${l.right} in ${spot.left}–${spot.right})`)
  await page.screenshot({ path: test.info().outputPath('split.png') })
  expect(problems, problems.join('\n')).toEqual([])
})
