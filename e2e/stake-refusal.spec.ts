/**
 * Issue 10, item 6: a stake the house refuses is worded in the player's language. Three chips of 10
 * on one spot with only 20 chips in the profile: the table refuses the third chip (issue 32: at the
 * chip, not at the deal), and says so in Vietnamese with the amounts (not the engine's English).
 */
import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

test('Blackjack: a stake over the chips is refused in Vietnamese', async ({ app }) => {
  const page = app.page
  await createFirstProfile(page, 'Thu Trang')
  await topUp(page, '20')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()

  // Spot 1 starts with 10 chips; one more click makes 20, all the profile holds. A third chip would
  // make 30, more than the 20 chips: it is refused at the chip (issue 32), in Vietnamese, and the
  // spot keeps its 20.
  await page.getByTestId('stake-you1').click()
  await expect(page.getByTestId('table-staked')).toHaveText('20 chip')
  await page.getByTestId('stake-you1').click()
  const refusal = page.getByTestId('bj-controls').getByRole('alert')
  await expect(refusal).toContainText('Cược 30 chip nhiều hơn số chip bạn có (20 chip).')
  await expect(refusal).not.toContainText('the stake')
  await expect(page.getByTestId('table-staked')).toHaveText('20 chip')
  // The 20 the balance covers deals.
  await page.getByTestId('deal').click()
  await expect(page.getByTestId('bj-controls')).toHaveAttribute('data-version', /\d+:\d+/)
})
