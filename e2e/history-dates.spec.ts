/**
 * The history's date filters follow the app's language, not the browser's: in Vietnamese they take
 * and show day/month/year ("01/12/2026" is the first of December), refuse a date that does not exist
 * with a Vietnamese message, and filter the sessions by the date typed. The session is played today,
 * so it is on or after 1 December 2026 (the day this was written) and never on or before 30 November.
 */
import { expect, test } from './fixtures'
import { newPlayerAtSicbo, rollOnSmall, useEnglish } from './steps'

test('history: the date filters take dd/mm/yyyy in Vietnamese and filter by it', async ({ app }) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Thu Hà', '1000')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(page)

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử chơi' })).toBeVisible()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' })
  await expect(sessions.getByRole('link')).toHaveCount(1)

  const from = page.getByLabel('Từ ngày', { exact: true })
  const to = page.getByLabel('Đến hết ngày', { exact: true })
  // A text field in the app's order, not the browser's date picker; the expected form is read with it.
  await expect(from).toHaveAttribute('type', 'text')
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy')
  await expect(from).toHaveAccessibleDescription(/Dạng ngày\/tháng\/năm, ví dụ 01\/12\/2026/)

  await from.fill('01/12/2026')
  await from.press('Enter')
  await expect(from).toHaveValue('01/12/2026')
  await expect(from).not.toHaveAttribute('aria-invalid', 'true')
  await expect(sessions.getByRole('link')).toHaveCount(1)

  // Up to 30 November: the session (played today) is after it.
  await from.fill('')
  await from.press('Enter')
  await to.fill('30/11/2026')
  await to.press('Tab')
  await expect(page.getByText('Không có phiên nào khớp bộ lọc.')).toBeVisible()
  await expect(sessions.getByRole('link')).toHaveCount(0)

  // A date that does not exist is refused in Vietnamese, and the filter keeps the last good date.
  await to.fill('31/02/2026')
  await to.press('Enter')
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText(
    'Đến hết ngày: Không có ngày 31/02/2026. Hãy kiểm tra lại ngày và tháng.'
  )
  await expect(to).toHaveAccessibleDescription(/Không có ngày 31\/02\/2026/)
  await expect(sessions.getByRole('link')).toHaveCount(0)

  // Clearing the filters empties both fields and lists the session again.
  await page.getByRole('button', { name: 'Bỏ lọc' }).click()
  await expect(to).toHaveValue('')
  await expect(to).not.toHaveAttribute('aria-invalid', 'true')
  await expect(sessions.getByRole('link')).toHaveCount(1)

  // In English the same date reads month/day/year, and the Vietnamese order is refused there.
  await from.fill('01/12/2026')
  await from.press('Enter')
  await useEnglish(page)
  await page.getByRole('navigation').getByRole('link', { name: 'History' }).click()
  const fromEn = page.getByLabel('From', { exact: true })
  await expect(fromEn).toHaveValue('12/01/2026')
  await expect(fromEn).toHaveAttribute('placeholder', 'mm/dd/yyyy')
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('link')).toHaveCount(1)
  await fromEn.fill('31/12/2026')
  await fromEn.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('From: There is no date 31/12/2026. Check the month and the day.')
})

test('history: the statistics follow the filters (issue 32: a range with no session shows no rounds)', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Minh Thư', '1000')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(page)

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' })
  const stats = page.getByTestId('stats')
  await expect(sessions.getByRole('link')).toHaveCount(1)
  await expect(stats.locator('[data-game="sicbo"] [data-stat="rounds"]')).toHaveText('1')

  // Up to 30 November (the round was played today, after it): no session, and no round in the figures.
  const to = page.getByLabel('Đến hết ngày', { exact: true })
  await to.fill('30/11/2026')
  await to.press('Tab')
  await expect(page.getByText('Không có phiên nào khớp bộ lọc.')).toBeVisible()
  await expect(stats).toContainText('Không có ván nào trong các phiên khớp bộ lọc.')
  await expect(stats.locator('[data-stat="rounds"]')).toHaveCount(0)

  // Clearing the filters brings the round back.
  await page.getByRole('button', { name: 'Bỏ lọc' }).click()
  await expect(stats.locator('[data-game="sicbo"] [data-stat="rounds"]')).toHaveText('1')
})
