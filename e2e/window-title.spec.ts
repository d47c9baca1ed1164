import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

// The window title (the desktop window's follows the page's) names the screen or the table, in the
// app's language, and follows a screen whose heading appears after it loads.
test('the window title names the screen or the table', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await expect(page).toHaveTitle('Sảnh chơi · Bàn Xanh')
  await page.goto(page.url().replace(/#.*$/, '') + '#/history')
  await expect(page).toHaveTitle('Lịch sử chơi · Bàn Xanh')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  // Before sitting down the table screen shows its open form, whose heading names the table.
  await expect(page).toHaveTitle('Ngồi vào bàn Blackjack · Bàn Xanh')
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  await expect(page).toHaveTitle(/^Cài đặt · Bàn Xanh$/)
  await page.getByRole('radio', { name: 'English' }).check()
  await expect(page).toHaveTitle('Settings · Bàn Xanh')
})
