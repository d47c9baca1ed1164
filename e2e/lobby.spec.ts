import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

test('the lobby lists the three games, each with its description', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  const tables = page.getByRole('list', { name: 'Các bàn chơi' }).getByRole('link')
  await expect(tables).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Xì dách', 'Blackjack', 'Sic Bo'])
  await expect(page.getByRole('link', { name: 'Xì dách' })).toHaveAttribute('href', '#/table/xidach')
  await expect(page.getByRole('link', { name: 'Blackjack' })).toHaveAttribute('href', '#/table/blackjack')
  await expect(page.getByRole('link', { name: 'Sic Bo' })).toHaveAttribute('href', '#/table/sicbo')
  await expect(page.getByRole('link', { name: 'Sic Bo' })).toHaveAccessibleDescription(/Ba viên xúc xắc/)
})

test('keyboard: Tab reaches a game card with a visible focus ring and Enter opens its table', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()

  const focused = page.locator(':focus')
  let game: string | null = null
  for (let i = 0; i < 20 && game === null; i++) {
    await page.keyboard.press('Tab')
    game = await focused.getAttribute('data-game').catch(() => null)
  }
  expect(game, 'a game card is reachable with Tab').toBe('xidach')
  await expect(focused).toHaveCSS('outline-style', 'solid')

  await page.keyboard.press('Tab')
  await expect(focused).toHaveAttribute('data-game', 'blackjack')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/table\/blackjack$/)
  // Focus moved to the new screen's heading (whatever the table screen shows below it).
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack' })).toBeFocused()

  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
})

test('lobby at 1280×800 after a top-up', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await topUp(page, '12500')
  await expect(page.getByTestId('balance')).toHaveText('12.500 chip')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 })
  // The docs' picture of it is made by `npm run screenshots` (e2e/shots), never by a test.
})
