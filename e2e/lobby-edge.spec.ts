/**
 * The lobby shows the house edge of each game's rules in force (web project): the default preset's
 * until the profile sits at a table, then that table's. Expected figures are published ones, never the
 * code's: Sic Bo's trainer table over the 216 rolls (small/big 1/36, total 9 or 12 41/216,
 * docs/rules-sicbo.md); Blackjack from Eric Farmer's combinatorial analyses (issue 11), 6D S17 DAS
 * −0.402870 % and 6D H17 DAS LS −0.527 % (peek, split to 4 hands, no resplitting aces, 3:2).
 * Xì dách has no simulation kept on fresh data: the lobby shows the exact heads-up figures (their values:
 * e2e/lobby-xidach-exact-edge.spec.ts) and links to the rules screen for the simulation.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { viPercent } from './numbers'
import { createFirstProfile, useEnglish } from './steps'

const lobby = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' })

/** Sits at Blackjack under the saved ruleset `name` (its latest version), then goes back to the lobby. */
async function sitUnder(page: Page, name: string): Promise<void> {
  await lobby(page).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('deal')).toBeVisible()
  await lobby(page).click()
}

test('lobby: each game shows the house edge of its rules in force, and follows them', async ({ app }) => {
  test.setTimeout(120_000)
  const { page } = app
  await createFirstProfile(page, 'Quốc Bảo')

  // No table yet: the default presets.
  const sicbo = page.getByTestId('lobby-edge-sicbo')
  await expect(sicbo.getByTestId('lobby-edge-value')).toHaveText(
    `từ ${viPercent(100 / 36)} đến ${viPercent(4100 / 216)}, tuỳ cửa cược`
  )
  await expect(sicbo).toContainText('Lợi thế nhà cái:')
  await expect(sicbo.getByTestId('lobby-edge-rules')).toHaveText('Luật mặc định: Trình luyện tập')
  const blackjack = page.getByTestId('lobby-edge-blackjack')
  await expect(blackjack.getByTestId('lobby-edge-value')).toHaveText(/^≈ \d+,\d\d%$/, { timeout: 30_000 })
  await expect(blackjack.getByTestId('lobby-edge-rules')).toHaveText('Luật mặc định: CLUB 99')
  const xidach = page.getByTestId('lobby-edge-xidach')
  await expect(xidach.getByTestId('lobby-edge-exact-simple')).toHaveAttribute('data-exact', 'true', {
    timeout: 60_000
  })
  await expect(xidach.getByTestId('lobby-edge-none')).toHaveCount(0)
  await expect(page.getByTestId('lobby-edge-compute')).toHaveText('Tính lợi thế nhà cái ở trang Luật chơi →')
  await expect(page.getByTestId('lobby-edge-compute')).toHaveAttribute('href', '#/rules/xidach')
  // The figure is part of the card's description.
  await expect(page.getByRole('link', { name: 'Sic Bo' })).toHaveAccessibleDescription(/Lợi thế nhà cái: từ/)

  // A saved ruleset set to Farmer's 6D S17 DAS game (from Las Vegas 6 decks: no resplitting aces, no surrender).
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: /^Las Vegas 6 bộ/ }).click()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Blackjack' })
  await dialog.getByLabel('Tên bộ luật').fill('Bàn Farmer')
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  const editor = page.getByTestId('ruleset-editor')
  const resplitAces = editor.locator('[data-key="resplitAces"]')
  await resplitAces.locator('label.switch').click()
  await expect(resplitAces.getByRole('switch')).not.toBeChecked()
  await editor.getByLabel('Đầu hàng').selectOption('none')
  await editor.getByRole('button', { name: 'Lưu thành bản 2' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bản 2.' })).toBeVisible()

  await sitUnder(page, 'Bàn Farmer')
  await expect(blackjack.getByTestId('lobby-edge-value')).toHaveText(`≈ ${viPercent(0.40287)}`, { timeout: 30_000 })
  await expect(blackjack.getByTestId('lobby-edge-rules')).toHaveText('Luật của bàn bạn đang ngồi: Bàn Farmer')

  // The same ruleset, now H17 with late surrender (version 3): after leaving and sitting again, its edge.
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Blackjack' }).click()
  await page
    .getByTestId('my-rulesets')
    .getByRole('button', { name: /Bàn Farmer/ })
    .click()
  await editor.locator('[data-key="dealerHitsSoft17"]').locator('label.switch').click()
  await expect(editor.locator('[data-key="dealerHitsSoft17"]').getByRole('switch')).toBeChecked()
  await editor.getByLabel('Đầu hàng').selectOption('late')
  await editor.getByRole('button', { name: 'Lưu thành bản 3' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bản 3.' })).toBeVisible()

  await sitUnder(page, 'Bàn Farmer')
  await expect(blackjack.getByTestId('lobby-edge-value')).toHaveText(`≈ ${viPercent(0.527)}`, { timeout: 30_000 })

  // In English, the same figure in English number format.
  await useEnglish(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Lobby' }).click()
  await expect(blackjack).toContainText('House edge:')
  await expect(blackjack.getByTestId('lobby-edge-value')).toHaveText('≈ 0.53%', { timeout: 30_000 })
})
