/**
 * The Blackjack drills end to end (web project): from the lobby, a strategy flashcard session of five
 * pairs under Las Vegas 6 bộ, answered by clicking (every answer is the published 4–8 deck S17 DAS
 * late-surrender chart's, written out here, and each is marked right at once, with the best play and the
 * EVs; the session's tally is 5 of 5), and a Hi-Lo counting round (the cards are read as they are shown
 * and counted here; the right running and true counts score 2 of 2). Both land in the results list.
 * (The keys, English and Vietnamese: blackjack-flashcards.spec.ts.)
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cardValue, countHiLoRight, createFirstProfile } from './steps'

const value = cardValue

/** Pairs under the 4–8 deck S17 DAS late-surrender chart (Wizard of Odds; Las Vegas 6 bộ): every cell. */
function publishedPair(p: number, up: number): string {
  if (p === 1 || p === 8) return 'Tách bài'
  if (p === 10) return 'Dằn'
  if (p === 5) return up >= 2 && up <= 9 ? 'Gấp đôi' : 'Bốc'
  if (p === 9) return up === 7 || up === 10 || up === 1 ? 'Dằn' : 'Tách bài'
  if (p === 2 || p === 3 || p === 7) return up >= 2 && up <= 7 ? 'Tách bài' : 'Bốc'
  if (p === 6) return up >= 2 && up <= 6 ? 'Tách bài' : 'Bốc'
  return up === 5 || up === 6 ? 'Tách bài' : 'Bốc' // 4,4
}

async function openDrills(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-bj-drill').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Luyện Blackjack' })).toBeVisible()
}

test('Blackjack drills: a strategy flashcard session of pairs and a Hi-Lo counting round, scored and kept', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Khoa')
  await openDrills(page)

  // Strategy flashcards: five pairs under Las Vegas 6 bộ, one at a time.
  await page.getByRole('radio', { name: 'Las Vegas 6 bộ' }).check()
  await page.getByRole('radio', { name: 'Đôi' }).check()
  await page.getByTestId('bj-cards-start').click()
  const card = page.getByTestId('bj-card')
  const feedback = page.getByTestId('bj-card-feedback')
  for (let n = 1; n <= 5; n++) {
    await expect(card).toHaveAttribute('data-n', String(n), { timeout: 30_000 })
    const cards = (await card.getAttribute('data-cards'))!.split(' ')
    const up = value((await card.getAttribute('data-up'))!)
    expect(value(cards[0]!)).toBe(value(cards[1]!))
    await card.getByRole('button', { name: publishedPair(value(cards[0]!), up) }).click()
    // Marked at once, with the best play, the chart's cell and each play's EV.
    await expect(feedback).toHaveAttribute('data-n', String(n))
    await expect(feedback).toHaveAttribute('data-correct', 'true')
    await expect(feedback).toContainText('✓ Đúng')
    await expect(feedback).toContainText('Nước tốt nhất:')
    await expect(feedback.getByTestId('explanation')).toContainText('Ô bảng chiến lược')
    await expect(feedback.getByTestId('bj-card-evs')).toContainText('EV:')
  }
  const tally = page.getByTestId('bj-card-tally')
  await expect(tally).toHaveAttribute('data-answered', '5')
  await expect(tally).toHaveAttribute('data-right', '5')
  await expect(page.getByTestId('drill-summary')).toContainText('1 lần luyện, 1 lần đúng hết')
  await expect(
    page
      .getByRole('region', { name: /Kết quả của bạn/ })
      .locator('tbody tr')
      .first()
  ).toContainText('5/5')

  // Hi-Lo: ten cards of a 6-deck shoe, one a second, counted here as they show.
  const { seen, running } = await countHiLoRight(page)
  await expect(page.getByTestId('drill-score')).toContainText('Chính xác hết!')
  await expect(page.getByTestId('drill-score')).toHaveAttribute('data-running', String(running))
  const dealt = (await page.getByTestId('bj-count-dealt').textContent())!.trim().split(' ')
  expect(dealt).toHaveLength(10)
  expect(dealt.map((r) => value(r === '10' ? 'T' : r))).toEqual(seen.map(value))
  await expect(page.getByTestId('drill-summary')).toContainText('1 lần luyện, 1 lần đúng hết')
})
