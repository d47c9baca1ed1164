/**
 * Issue 32: the decision timer (20 s in CLUB 99) is switched off at the table, not only in the rules
 * editor: with it off a decision shows no countdown, and History calls the round "không tính giờ".
 */
import { expect, test } from './fixtures'
import { createFirstProfile, standOutBlackjack, topUp } from './steps'

test('Blackjack: the decision timer is switched off at the table and the round is recorded untimed', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Hoàng Yến')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('radio', { name: /^CLUB 99/ }).check()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()

  // Deal until the person has a decision: the countdown shows, with the switch on its line.
  const controls = page.getByTestId('bj-controls')
  for (let i = 0; i < 8; i++) {
    const v = await controls.getAttribute('data-version')
    await page.getByTestId('deal').click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
    await expect(page.getByTestId('bj-decision').or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
    if (await page.getByTestId('bj-decision').isVisible()) break
  }
  await expect(page.getByTestId('bj-decision')).toBeVisible()
  await expect(page.getByTestId('bj-timer')).toBeVisible()
  const timer = page.getByTestId('timer-switch')
  await expect(timer).toHaveText('Tắt đồng hồ')
  await expect(timer).toHaveAttribute('aria-pressed', 'false')
  // Switched off: no countdown, and the switch offers it back.
  await timer.click()
  await expect(timer).toHaveAttribute('aria-pressed', 'true')
  await expect(timer).toHaveText('Bật đồng hồ (20 giây)')
  await expect(page.getByTestId('bj-timer')).toHaveCount(0)
  await standOutBlackjack(page)
  await expect(controls).toHaveAttribute('data-over', 'yes')

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').first().click()
  await expect(page.getByTestId('session-detail')).toContainText('không tính giờ')
})
