/**
 * Issue 32 reported that "Rời bàn" at Sic Bo left the session open. Leaving after a roll ends the
 * sitting: History no longer calls the session "đang chơi", and the lobby no longer names the table.
 * The first test passed before any change; the second is the path found later: a second window, on
 * the sit-down while the first sat and rolled, sat down too, and the profile held two open tables.
 */
import { expect, test } from './fixtures'
import { newPlayerAtSicbo, rollOnSmall, sitAtSicboTrainer } from './steps'

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

test('Sic Bo: sitting down in a second window ends the first sitting; leaving there leaves nothing open', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Bảo Ngọc', '1000')
  // A second window, on the Sic Bo sit-down before the first sits down again.
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  const token = await page.evaluate(() => sessionStorage.getItem('banxanh.token'))
  const other = await page.context().newPage()
  await other.goto(`${new URL(page.url()).origin}/?token=${token}#/table/sicbo`)
  await expect(other.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()
  await sitAtSicboTrainer(page)
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(page)
  // The second window sits down: the first window's table ends and it goes back to its sit-down.
  await sitAtSicboTrainer(other)
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()
  await other.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(other)
  await other.getByRole('button', { name: 'Rời bàn' }).click()
  await expect(other.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()
  await other.close()

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link')
  // Three sittings: the first (left at once), the one ended by the second window, and the second's.
  await expect(sessions).toHaveCount(3)
  for (const s of await sessions.all()) await expect(s).not.toContainText('đang chơi')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await expect(page.getByText('Luật mặc định').first()).toBeVisible()
  await expect(page.getByText('Luật của bàn bạn đang ngồi')).toHaveCount(0)
})
