import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

test('switching the language changes the visible texts, both ways, and is remembered', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Quân')
  const nav = page.getByRole('navigation')
  await expect(nav.getByRole('link')).toHaveText(['Sảnh chơi', 'Lịch sử', 'Luật chơi', 'Hồ sơ', 'Cài đặt'])
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')

  await nav.getByRole('link', { name: 'Cài đặt' }).click()
  await page.getByRole('radio', { name: 'English' }).check()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(nav.getByRole('link')).toHaveText(['Lobby', 'History', 'House rules', 'Profiles', 'Settings'])
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await nav.getByRole('link', { name: 'Lobby' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby')
  await expect(page.getByRole('link', { name: 'Sic Bo' })).toContainText('Take a seat')
  // English number format and plural: 0 chips.
  await expect(page.getByTestId('balance')).toHaveText('0 chips')

  await app.restart()
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText('Lobby')

  await app.page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click()
  await app.page.getByRole('radio', { name: 'Tiếng Việt' }).check()
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText('Cài đặt')
  await expect(app.page.getByRole('navigation').getByRole('link')).toHaveText([
    'Sảnh chơi',
    'Lịch sử',
    'Luật chơi',
    'Hồ sơ',
    'Cài đặt'
  ])
})
