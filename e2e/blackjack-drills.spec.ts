/**
 * The Blackjack drills end to end (web project): from the lobby, a basic-strategy round of pairs
 * (the answers for the cells every published 4–8 deck S17 DAS chart agrees on, written out here, are
 * marked right; the score is the number of hands marked right) and a Hi-Lo counting round (the cards
 * are read as they are shown and counted here; the right running and true counts score 2 of 2). Both
 * land in the results list.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cardValue, countHiLoRight, createFirstProfile } from './steps'

const value = cardValue

/** Pairs under the 6-deck S17 DAS late-surrender chart (Las Vegas 6 bộ): the cells every such chart agrees on. */
function publishedPair(p: number, up: number): string | null {
  if (p === 1 || p === 8) return 'Tách bài'
  if (p === 10) return 'Dằn'
  if (p === 5) return up >= 2 && up <= 9 ? 'Gấp đôi' : 'Bốc'
  if (p === 9) return up === 7 || up === 10 || up === 1 ? 'Dằn' : 'Tách bài'
  if ((p === 2 || p === 3 || p === 7) && up >= 2 && up <= 7) return 'Tách bài'
  if (p === 6 && up >= 2 && up <= 6) return 'Tách bài'
  if (p === 4 && (up === 5 || up === 6)) return 'Tách bài'
  if ((p === 2 || p === 3 || p === 4 || p === 6) && (up === 8 || up === 9)) return 'Bốc'
  return null
}

async function openDrills(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-bj-drill').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Luyện Blackjack' })).toBeVisible()
}

test('Blackjack drills: a basic-strategy round of pairs and a Hi-Lo counting round, scored and kept', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Khoa')
  await openDrills(page)

  // Basic strategy: five pairs under Las Vegas 6 bộ.
  await page.getByRole('radio', { name: 'Las Vegas 6 bộ' }).check()
  await page.getByRole('radio', { name: 'Đôi' }).check()
  await page.getByRole('radio', { name: '5', exact: true }).check()
  await page.getByTestId('bj-drill-deal').click()
  const hands = page.getByTestId('bj-drill-hand')
  await expect(hands).toHaveCount(5)
  const sure: boolean[] = []
  for (let i = 0; i < 5; i++) {
    const h = hands.nth(i)
    const cards = (await h.locator('[data-cards]').getAttribute('data-cards'))!.split(' ')
    const up = value((await h.locator('[data-up]').getAttribute('data-up'))!)
    expect(value(cards[0]!)).toBe(value(cards[1]!))
    const answer = publishedPair(value(cards[0]!), up)
    sure.push(answer !== null)
    await h.getByRole('radio', { name: answer ?? 'Bốc', exact: true }).check()
  }
  await page.getByTestId('bj-drill-check').click()
  const score = page.getByTestId('drill-score')
  await expect(score).toBeVisible({ timeout: 30_000 })
  let right = 0
  for (let i = 0; i < 5; i++) {
    const text = (await hands.nth(i).getByTestId('explanation').textContent()) ?? ''
    if (sure[i]) expect(text).toContain('✓ Đúng')
    if (text.includes('✓ Đúng')) right++
    expect(text).toContain('Nước tốt nhất:')
  }
  await expect(score).toHaveAttribute('data-score', String(right))
  await expect(score).toHaveAttribute('data-out-of', '5')
  await expect(page.getByTestId('drill-summary')).toContainText('1 lần luyện')

  // Hi-Lo: ten cards of a 6-deck shoe, one a second, counted here as they show.
  const { seen, running } = await countHiLoRight(page)
  await expect(page.getByTestId('drill-score')).toContainText('Chính xác hết!')
  await expect(page.getByTestId('drill-score')).toHaveAttribute('data-running', String(running))
  const dealt = (await page.getByTestId('bj-count-dealt').textContent())!.trim().split(' ')
  expect(dealt).toHaveLength(10)
  expect(dealt.map((r) => value(r === '10' ? 'T' : r))).toEqual(seen.map(value))
  await expect(page.getByTestId('drill-summary')).toContainText('1 lần luyện, 1 lần đúng hết')
})
