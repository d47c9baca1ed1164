/** The Sic Bo "cầu" beside the table (issue 10, item 17): each roll as Tài / Xỉu / bộ ba, in order. */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

async function diceShown(page: Page): Promise<number[]> {
  const dice = page.getByTestId('dice').getByRole('img')
  await expect(dice).toHaveCount(3)
  const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => Number(/Xúc xắc (\d)/.exec(l)?.[1]))
}
const kindOf = (d: number[]): string => (d[0] === d[1] && d[1] === d[2] ? 'triple' : d[0]! + d[1]! + d[2]! >= 11 ? 'tai' : 'xiu')

test('the cầu records each roll of the table in order', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Nga')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) }).getByRole('button', { name: 'Ngồi vào bàn' }).click()
  const board = page.getByTestId('rolls-board')
  await expect(board).toContainText('Chưa có lần lắc nào')
  const kinds: string[] = []
  for (let i = 0; i < 3; i++) {
    if (i === 0) await page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: /^Nhỏ, trả/ }).click()
    else await page.getByRole('button', { name: 'Cược lại' }).click()
    await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
    await page.getByRole('button', { name: /^Lắc/ }).click()
    kinds.push(kindOf(await diceShown(page)))
    await expect(board.locator('[data-kind]')).toHaveCount(i + 1)
  }
  expect(await board.locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(kinds)
})
