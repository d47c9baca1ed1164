/**
 * The edge by rule (web project): in the rules editor, in Vietnamese, each Blackjack rule that differs
 * from the baseline six-deck S17 game with its worth, following the keys; in English, under the lobby's
 * Blackjack card, the same for the default rules. Expected figures come from the rules and published
 * tables, worked here: 6:5 costs 0.3 × P(player natural, dealer none) exactly; late surrender is worth
 * about +0.08 % in six decks (published rule-variation tables, ± 0.03).
 */
import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

// Six decks: P(player natural) = 2·24·96 / (312·311); then the dealer's from 310 cards, 23 aces, 95 tens.
const SIX_FIVE = -0.3 * ((2 * 24 * 96) / (312 * 311)) * (1 - (2 * 23 * 95) / (310 * 309)) * 100

/** A signed percentage as the language writes it, two decimals (Intl, in the test). */
const signedPercent = (locale: string, p: number): string =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero'
  }).format(p / 100)

test('the edge by rule: read in the editor as the keys change, and under the lobby card in English', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Khang')
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: /^Las Vegas 6 bộ/ }).click()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Blackjack' })
  await dialog.getByLabel('Tên bộ luật').fill('Bàn 6:5')
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  const editor = page.getByTestId('ruleset-editor')
  await expect(editor.getByRole('heading', { name: 'Sửa «Bàn 6:5»' })).toBeVisible()

  // Las Vegas 6 bộ differs from the baseline in two rules: late surrender and resplitting aces.
  const costs = page.getByTestId('bj-rule-costs')
  await costs.locator('summary').click()
  await expect(costs).toHaveAttribute('data-state', 'ok', { timeout: 30_000 })
  const rows = costs.getByTestId('bj-rule-cost')
  await expect(rows).toHaveCount(2)
  const surrender = costs.locator('[data-testid="bj-rule-cost"][data-key="surrender"]')
  await expect(surrender).toContainText('Đầu hàng')
  expect(Math.abs(Number(await surrender.getAttribute('data-ev')) - 0.08)).toBeLessThanOrEqual(0.03)
  const rsa = costs.locator('[data-testid="bj-rule-cost"][data-key="resplitAces"]')
  await expect(rsa).toContainText('Tách lại A')
  expect(Number(await rsa.getAttribute('data-ev'))).toBeGreaterThan(0)
  // The total is the edge above, from the player's side.
  const edge = Number(await page.getByTestId('bj-edge-value').getAttribute('data-house-edge'))
  expect(Number(await costs.getByTestId('bj-rule-costs-total').getAttribute('data-ev'))).toBeCloseTo(-edge, 5)

  // 6:5 joins the rows, at its exact cost.
  await editor.getByLabel('Blackjack trả').selectOption('6:5')
  const sixFive = costs.locator('[data-testid="bj-rule-cost"][data-key="blackjackPays"]')
  await expect(sixFive).toBeVisible({ timeout: 30_000 })
  await expect(rows).toHaveCount(3)
  expect(Number(await sixFive.getAttribute('data-ev'))).toBeCloseTo(SIX_FIVE, 4)
  await expect(sixFive).toContainText(signedPercent('vi-VN', SIX_FIVE))

  // English, under the lobby's Blackjack card: the default rules (CLUB 99: late surrender, an 11-card
  // charlie and at most 11 cards a hand).
  const nav = page.getByRole('navigation')
  await nav.getByRole('link', { name: 'Cài đặt' }).click()
  // 6:5 was never saved: leaving the editor asks first (e2e/rules-unsaved.spec.ts).
  await page
    .getByRole('alertdialog', { name: 'Bỏ các thay đổi chưa lưu?' })
    .getByRole('button', { name: 'Bỏ thay đổi' })
    .click()
  await page.getByRole('radio', { name: 'English' }).check()
  await nav.getByRole('link', { name: 'Lobby' }).click()
  const lobbyCosts = page.getByTestId('bj-rule-costs')
  await lobbyCosts.getByText('The edge by rule').click()
  await expect(lobbyCosts).toHaveAttribute('data-state', 'ok', { timeout: 30_000 })
  await expect(lobbyCosts).toContainText('Baseline game (6 decks')
  await expect(lobbyCosts.getByTestId('bj-rule-cost')).toHaveCount(3)
  await expect(lobbyCosts.locator('[data-key="surrender"]')).toContainText('Surrender')
  const lateSurrender = Number(await lobbyCosts.locator('[data-key="surrender"]').getAttribute('data-ev'))
  expect(Math.abs(lateSurrender - 0.08)).toBeLessThanOrEqual(0.03)
  await expect(lobbyCosts.locator('[data-key="surrender"]')).toContainText(signedPercent('en', lateSurrender))
})
