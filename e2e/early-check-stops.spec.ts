/**
 * Issue 32: dealing Xì dách, the table stopped before every computer move where an early check was
 * possible. Settings has the lasting choice (checked: stop, as before), kept across a reload; the core
 * side (the table no longer stops) is tests/tables/xidach-no-stops.test.ts.
 */
import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

test('Settings: "stop for early checks" is a lasting choice', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Quốc Bảo')
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  const stops = page.getByRole('checkbox', { name: /dừng trước mỗi lượt máy để tôi kiểm bài sớm/ })
  await expect(stops).toBeChecked()
  await stops.uncheck()
  await expect(stops).not.toBeChecked()
  await page.reload()
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  await expect(page.getByRole('checkbox', { name: /dừng trước mỗi lượt máy để tôi kiểm bài sớm/ })).not.toBeChecked()
})
