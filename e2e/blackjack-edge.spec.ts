/**
 * The exact Blackjack house edge, live in the rules editor (web project). A ruleset from the Las Vegas
 * preset set to Eric Farmer's published game — 6 decks, S17, DAS, split to 4, no resplitting aces, no
 * surrender: player EV −0.402870 % — shows that edge; turning on "dealer hits soft 17" raises it by about
 * the published 0.2 %.
 */
import { expect, test } from './fixtures'
import { viPercent } from './numbers'
import { createFirstProfile } from './steps'

test('rules editor: the exact Blackjack house edge follows the keys as they change', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Khang')
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: /^Las Vegas 6 bộ/ }).click()
  // The preset's chart, from the exact analysis: published 6-deck S17 late-surrender basic strategy
  // (hard 16 v T surrender else hit, hard 11 v 6 double else hit, soft 18 v 6 double else stand, A,A
  // split, T,T stand, soft 18 v 9 hit, hard 20 stand).
  await page.getByTestId('bj-edge').locator('summary', { hasText: 'Bảng chiến lược cơ bản' }).click()
  const chart = page.getByTestId('bj-chart')
  await expect(chart.locator('tr[data-row="H16"] td[data-up="T"]')).toHaveText('Rh')
  await expect(chart.locator('tr[data-row="H11"] td[data-up="6"]')).toHaveText('Dh')
  await expect(chart.locator('tr[data-row="S18"] td[data-up="6"]')).toHaveText('Ds')
  await expect(chart.locator('tr[data-row="H20"] td[data-up="T"]')).toHaveText('S')
  await expect(chart.locator('tr[data-row="A,A"] td[data-up="T"]')).toHaveText('P')
  await expect(chart.locator('tr[data-row="T,T"] td[data-up="6"]')).toHaveText('S')
  await expect(chart.locator('tr[data-row="S18"] td[data-up="9"]')).toHaveText('H')
  await expect(chart.getByRole('button', { name: 'In bảng' })).toBeVisible()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Blackjack' })
  await dialog.getByLabel('Tên bộ luật').fill('Bàn Farmer')
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  const editor = page.getByTestId('ruleset-editor')
  await expect(editor.getByRole('heading', { name: 'Sửa «Bàn Farmer»' })).toBeVisible()

  // The switches are drawn over their inputs: a click on the switch's label toggles them.
  const resplitAces = editor.locator('[data-key="resplitAces"]')
  await resplitAces.locator('label.switch').click()
  await expect(resplitAces.getByRole('switch')).not.toBeChecked()
  await editor.getByLabel('Đầu hàng').selectOption('none')
  const value = page.getByTestId('bj-edge-value')
  await expect(value).toHaveText(`Nhà cái lợi ${viPercent(0.40287)}`, { timeout: 20_000 })

  const h17Key = editor.locator('[data-key="dealerHitsSoft17"]')
  await h17Key.locator('label.switch').click()
  await expect(h17Key.getByRole('switch')).toBeChecked()
  await expect(page.getByTestId('bj-edge')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  await expect(value).not.toHaveText(`Nhà cái lợi ${viPercent(0.40287)}`, { timeout: 20_000 })
  const h17 = Number(await value.getAttribute('data-house-edge'))
  expect(h17 - 0.40287).toBeGreaterThan(0.15)
  expect(h17 - 0.40287).toBeLessThan(0.3)
})
