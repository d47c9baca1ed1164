/**
 * Issue 32: leaving a Xì dách table forgot its setup. Sitting down again offers the last one: the seat,
 * the computer players and their chips (`tables.lastSetup`, read from the last sitting).
 */
import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

test('Xì dách: the sit-down offers the last setup again after leaving', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Gia Huy')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('radio', { name: 'Nhà cái', exact: true }).check()
  await page.getByRole('button', { name: 'Thêm máy' }).click()
  await expect(page.getByRole('combobox', { name: /^Lối chơi của Máy/ })).toHaveCount(3)
  await page.getByLabel('Chip của mỗi máy').fill('2.500')
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Rời bàn' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Ngồi vào bàn Xì dách' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Nhà cái', exact: true })).toBeChecked()
  await expect(page.getByRole('combobox', { name: /^Lối chơi của Máy/ })).toHaveCount(3)
  await expect(page.getByLabel('Chip của mỗi máy')).toHaveValue('2.500')
})
