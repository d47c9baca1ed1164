/**
 * Issue 32 reported that "Rời bàn" at Sic Bo left the session open. Leaving after a roll ends the
 * sitting: History no longer calls the session "đang chơi", and the lobby no longer names the table.
 * This passed before any change (the report's path was not reproduced); it pins the behaviour.
 */
import { expect, test } from './fixtures'
import { newPlayerAtSicbo, rollOnSmall } from './steps'

test('Sic Bo: leaving the table closes its session (History, lobby)', async ({ app }) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Bảo Ngọc', '1000')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(page)
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link')
  await expect(sessions).toHaveCount(1)
  await expect(sessions.first()).toContainText('1 ván')
  await expect(sessions.first()).not.toContainText('đang chơi')

  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await expect(page.getByText('Luật mặc định').first()).toBeVisible()
  await expect(page.getByText('Luật của bàn bạn đang ngồi')).toHaveCount(0)
})
