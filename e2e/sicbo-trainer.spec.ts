/**
 * Issue 36, the Sic Bo dealer's trainer (web project): the table's keys (R rolls; Enter puts the last
 * layout down again and rolls it), the timed payout drill, paying in chips, a live roll entered and
 * paid, and the results board after 50 rolls checked against the rounds in the data file.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newPlayerAtSicbo, sicboSmall } from './steps'

const beads = (page: Page) => page.getByTestId('rolls-board').locator('[data-kind]')

/** Nothing focused: the table's own Enter answers only away from its controls. */
async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

test('at the table: R rolls, Enter rebets and rolls, Enter on a spot still bets', async ({ app }) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Lan', '1000')
  const staked = page.getByTestId('table-staked')

  // Nothing on the board: neither key rolls (there is no last layout yet).
  await blur(page)
  await page.keyboard.press('r')
  await page.keyboard.press('Enter')
  await expect(beads(page)).toHaveCount(0)

  // The keyboard help lists both.
  await page.keyboard.press('?')
  const help = page.getByTestId('key-help')
  await expect(help).toContainText('R')
  await expect(help).toContainText('Gieo xúc xắc với các chip đang đặt')
  await expect(help).toContainText('Đặt lại đúng các cược lần trước rồi gieo luôn')
  await page.getByRole('button', { name: 'Đóng', exact: true }).click()

  // One chip of 25 on Small, rolled with R.
  await sicboSmall(page).click()
  await expect(staked).toHaveText('25 chip')
  await page.keyboard.press('R')
  await expect(page.getByTestId('breakdown')).toBeVisible()
  await expect(beads(page)).toHaveCount(1)

  // Enter on the Small spot bets there; it does not roll.
  await sicboSmall(page).focus()
  await page.keyboard.press('Enter')
  await expect(staked).toHaveText('25 chip')
  await expect(beads(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Xóa cược' }).click()
  await expect(staked).toHaveText('0 chip')

  // Away from the controls, Enter puts the last layout (25 on Small) down and rolls it, twice over.
  for (const n of [2, 3]) {
    await blur(page)
    await page.keyboard.press('Enter')
    await expect(beads(page)).toHaveCount(n)
    await expect(page.getByTestId('breakdown')).toContainText('Nhỏ')
    await expect(page.getByTestId('breakdown').locator('tbody tr')).toHaveCount(1)
  }
  // Three rolls of 25 chips: what History's statistics say was wagered at this table.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const row = page.getByTestId('stats').locator('[data-game="sicbo"]')
  await expect(row.locator('[data-stat="rounds"]')).toHaveText('3')
  await expect(row.locator('[data-stat="average"]')).toHaveText('25 chip')
})
