/**
 * Moving between tables (issue 10): a Sic Bo round whose bets were all taken back blocks nothing —
 * not leaving, not after a reload, not another table's deal — while a round with a bet on it is named
 * by the refusal at the other table, which links there (item 1); and a new table starts with nothing
 * said at the last one (item 4).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

const lobby = async (page: Page): Promise<void> => {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
}
const spot = (page: Page, name: string) => page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: new RegExp(`^${name}, trả`) })
const leave = (page: Page) => page.getByRole('button', { name: 'Rời bàn' })

async function sitSicbo(page: Page): Promise<void> {
  await lobby(page)
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  const sit = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) }).getByRole('button', { name: 'Ngồi vào bàn' })
  await expect(sit.or(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).first()).toBeVisible()
  if (await sit.isVisible()) await sit.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
}

/** Stands (or declines insurance) at every decision until the Blackjack round is over. */
async function playOutBlackjack(page: Page): Promise<void> {
  const controls = page.getByTestId('bj-controls')
  for (let i = 0; i < 12; i++) {
    const decision = page.getByTestId('bj-decision').locator('button[data-action="stand"], button[data-action="decline"]').first()
    await expect(decision.or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
    if ((await controls.getAttribute('data-over')) === 'yes') return
    const v = await controls.getAttribute('data-version')
    await decision.click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
  }
}

test('Sic Bo with every bet taken back blocks nothing; a bet left on it is named at the other table', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Lan')
  await topUp(page, '1000')
  await sitSicbo(page)

  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await spot(page, 'Nhỏ').click()
  await expect(page.getByTestId('table-staked')).toHaveText('10 chip')
  await expect(leave(page)).toBeDisabled()
  await page.getByRole('button', { name: 'Xóa cược' }).click()
  await expect(page.getByTestId('table-staked')).toHaveText('0 chip')
  await expect(leave(page)).toBeEnabled()
  // Still so after a reload (the empty round is still open in the house).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(leave(page)).toBeEnabled()

  // The other table deals although that empty round was never played.
  await lobby(page)
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  const controls = page.getByTestId('bj-controls')
  await page.getByTestId('deal').click()
  await playOutBlackjack(page)
  await expect(controls).toHaveAttribute('data-over', 'yes')
  await expect(page.getByTestId('table-error')).toHaveCount(0)

  // Now a bet stays on the Sic Bo layout: the Blackjack deal is refused, naming that table.
  await sitSicbo(page)
  await spot(page, 'Lớn').click()
  await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
  await lobby(page)
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  await page.getByTestId('deal').click()
  await expect(page.getByTestId('table-error')).toContainText('Bàn Sic Bo đang có ván chưa xong')
  const go = page.getByTestId('table-error-go')
  await expect(go).toHaveText('Đến bàn Sic Bo')
  await go.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
})

test('A new table shows nothing of the last one', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Tú')
  await topUp(page, '1000')
  await lobby(page)
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  const section = page.locator('section[data-round]')
  const log = page.getByTestId('announcements').getByRole('listitem')
  // Play rounds (standing at once) until one has ended with words in the log.
  for (let i = 0; i < 8; i++) {
    const before = await section.getAttribute('data-round')
    await page.getByRole('button', { name: /^(Chia bài|Ván mới)$/ }).click()
    await expect(section).not.toHaveAttribute('data-round', before ?? '')
    for (let j = 0; j < 8; j++) {
      if (await page.getByRole('button', { name: 'Ván mới' }).isVisible()) break
      const stand = page.getByRole('button', { name: /^Dằn/ })
      if ((await stand.isVisible()) && (await stand.isEnabled())) {
        const v = await section.getAttribute('data-version')
        await stand.click()
        await expect(section).not.toHaveAttribute('data-version', v ?? '')
      } else {
        const bốc = page.getByRole('button', { name: /^Bốc/ })
        if ((await bốc.isVisible()) && (await bốc.isEnabled())) {
          const v = await section.getAttribute('data-version')
          await bốc.click()
          await expect(section).not.toHaveAttribute('data-version', v ?? '')
        }
      }
    }
    await expect(page.getByRole('button', { name: 'Ván mới' })).toBeVisible()
    if ((await log.count()) > 0) break
  }
  await expect(log.first()).toBeVisible()

  // Leave and sit at a different table (three bots this time): its log is empty, and no seat of the last one is named.
  await leave(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ngồi vào bàn Xì dách' })).toBeVisible()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await expect(log).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Chia bài' })).toBeVisible()
})
