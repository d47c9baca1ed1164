/**
 * Issue 10, item 6: a stake the house refuses is worded in the player's language. Three chips of 10
 * on one spot with only 20 chips in the profile: the Blackjack engine refuses the stake before the
 * deal, and the Vietnamese UI says so in Vietnamese with the amounts (not the engine's English).
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
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack' })).toBeVisible()

  // Spot 1 starts with 10 chips; two more clicks make 30, more than the 20 the profile holds.
  await page.getByTestId('stake-you1').click()
  await page.getByTestId('stake-you1').click()
  await expect(page.getByTestId('table-staked')).toHaveText('30 chip')
  await page.getByTestId('deal').click()

  const refusal = page.getByTestId('bj-controls').getByRole('alert')
  await expect(refusal).toContainText('Cược 30 chip nhiều hơn số chip bạn có (20 chip).')
  await expect(refusal).not.toContainText('the stake')
})
