/**
 * Issue 10, item 17: the Sic Bo "cầu" beside the table (each roll as Tài / Xỉu / bộ ba, in order, as
 * each roll comes and as read back from the session when the table is opened again), and
 * the profile's statistics in the history, checked against the rolls the page showed (docs/rules-sicbo.md: a
 * bet on Nhỏ wins on 4–10 unless a triple).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newPlayerAtSicbo } from './steps'

async function diceShown(page: Page): Promise<number[]> {
  const dice = page.getByTestId('dice').getByRole('img')
  await expect(dice).toHaveCount(3)
  const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => Number(/Xúc xắc (\d)/.exec(l)?.[1]))
}
const kindOf = (d: number[]): string =>
  d[0] === d[1] && d[1] === d[2] ? 'triple' : d[0]! + d[1]! + d[2]! >= 11 ? 'tai' : 'xiu'

test('the cầu records each roll of the table in order', async ({ app }) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Nga', '1000')
  const board = page.getByTestId('rolls-board')
  await expect(board).toContainText('Chưa có lần lắc nào')
  const kinds: string[] = []
  let wins = 0
  for (let i = 0; i < 3; i++) {
    if (i === 0)
      await page
        .getByRole('group', { name: 'Bàn cược Sic Bo' })
        .getByRole('button', { name: /^Nhỏ, trả/ })
        .click()
    else await page.getByRole('button', { name: 'Cược lại' }).click()
    await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
    await page.getByRole('button', { name: /^Lắc/ }).click()
    const d = await diceShown(page)
    kinds.push(kindOf(d))
    if (kindOf(d) === 'xiu') wins++
    await expect(board.locator('[data-kind]')).toHaveCount(i + 1)
  }
  expect(await board.locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(
    kinds
  )

  // The statistics: three rounds of 25 chips (the table's first chip) on Nhỏ.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const row = page.getByTestId('stats').locator('[data-game="sicbo"]')
  await expect(row.locator('[data-stat="rounds"]')).toHaveText('3')
  await expect(row.locator('[data-stat="average"]')).toHaveText('25 chip')
  const rate = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 }).format(wins / 3)
  await expect(row.locator('[data-stat="win-rate"]')).toHaveText(rate)
  const net = (wins - (3 - wins)) * 25
  await expect(row.locator('[data-stat="net"]')).toHaveText(
    net > 0 ? `+${net} chip` : net < 0 ? `−${-net} chip` : '0 chip'
  )

  // Back at the table, the board is read from the session's stored rounds: the same rolls, in order.
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(board.locator('[data-kind]')).toHaveCount(3)
  expect(await board.locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(
    kinds
  )
})
