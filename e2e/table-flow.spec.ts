/**
 * Moving between tables (issue 10): Sic Bo chips taken back block nothing — not leaving, not after a
 * reload, not another table's deal (since issue 12 chips are stored only with the roll) — while a round
 * really in play is named by the refusal at the other table, which links there (item 1); and a new table
 * starts with nothing said at the last one (item 4).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, enabledNow, standOutBlackjack, topUp } from './steps'

const lobby = async (page: Page): Promise<void> => {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
}
const spot = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: new RegExp(`^${name}, trả`) })
const leave = (page: Page) => page.getByRole('button', { name: 'Rời bàn' })

async function sitSicbo(page: Page): Promise<void> {
  await lobby(page)
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  const sit = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) })
    .getByRole('button', { name: 'Ngồi vào bàn' })
  await expect(sit.or(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).first()).toBeVisible()
  if (await sit.isVisible()) await sit.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
}

test('Sic Bo with every bet taken back blocks nothing; a round in play is named at the other table', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Lan')
  await topUp(page, '1000')
  await sitSicbo(page)

  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await spot(page, 'Nhỏ').click()
  await expect(page.getByTestId('table-staked')).toHaveText('10 chip')
  await page.getByRole('button', { name: 'Xóa cược' }).click()
  await expect(page.getByTestId('table-staked')).toHaveText('0 chip')
  await expect(leave(page)).toBeEnabled()
  // Still so after a reload: chips not yet rolled are the window's, so nothing was ever opened.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(leave(page)).toBeEnabled()

  // The other table deals although chips were placed and taken back at Sic Bo.
  await lobby(page)
  await page.getByRole('link', { name: 'Blackjack' }).click()
  // Rules with no decision timer: the round left in play below must still be in play when the Sic Bo
  // table names it, however slow the machine (CLUB 99's 20 s timer would stand the hand).
  await page.getByRole('radio', { name: /^Las Vegas 6 bộ/ }).check()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  const controls = page.getByTestId('bj-controls')
  await page.getByTestId('deal').click()
  await standOutBlackjack(page)
  await expect(controls).toHaveAttribute('data-over', 'yes')
  await expect(page.getByTestId('table-error')).toHaveCount(0)

  // Now a Blackjack round is left in play (a natural at the deal ends one at once: deal again).
  for (let i = 0; i < 6 && (await controls.getAttribute('data-over')) === 'yes'; i++) {
    const v = await controls.getAttribute('data-version')
    await page.getByTestId('deal').click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
  }
  await expect(controls).toHaveAttribute('data-over', 'no')
  // The Sic Bo roll is refused, naming that table, with a way there.
  await sitSicbo(page)
  await spot(page, 'Lớn').click()
  await page.getByRole('button', { name: /^Lắc/ }).click()
  await expect(page.getByTestId('table-error')).toContainText('Bàn Blackjack')
  await expect(page.getByTestId('table-error')).toContainText('đang có ván chưa xong')
  const go = page.getByTestId('table-error-go')
  await expect(go).toHaveText('Đến bàn Blackjack')
  await go.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  await expect(page.getByTestId('bj-controls')).toHaveAttribute('data-over', 'no')
})

/** Deals one Xì dách round as a player and plays it out (dằn when allowed, else bốc) until it is over. */
async function playXidachRound(page: Page): Promise<void> {
  const section = page.locator('section[data-round]')
  const before = await section.getAttribute('data-round')
  await page.getByRole('button', { name: /^(Chia bài|Ván mới)$/ }).click()
  await expect(section).not.toHaveAttribute('data-round', before ?? '')
  for (let j = 0; j < 8; j++) {
    const again = page.getByRole('button', { name: 'Ván mới' })
    const stand = page.getByRole('button', { name: /^Dằn/ })
    const draw = page.getByRole('button', { name: /^Bốc/ })
    await expect(
      again
        .or(stand.and(page.locator(':enabled')))
        .or(draw.and(page.locator(':enabled')))
        .first()
    ).toBeVisible()
    if (await again.isVisible()) return
    const v = await section.getAttribute('data-version')
    await ((await enabledNow(stand)) ? stand : draw).click()
    await expect(section).not.toHaveAttribute('data-version', v ?? '')
  }
  await expect(page.getByRole('button', { name: 'Ván mới' })).toBeVisible()
}

test('A new table shows nothing of the last one', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Tú')
  await topUp(page, '1000')
  await lobby(page)
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  const log = page.getByTestId('announcements').getByRole('listitem')
  // Play rounds until one has ended with words in the log.
  for (let i = 0; i < 8 && (await log.count()) === 0; i++) await playXidachRound(page)
  await expect(log.first()).toBeVisible()
  // Each thing is said once (item 9: "Máy 2 có Xì dách!" used to come twice when a hand turned over).
  const lines = await log.allTextContents()
  expect(new Set(lines).size).toBe(lines.length)

  // Leave and sit at a different table (three bots this time): its log is empty, and no seat of the last one is named.
  await leave(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ngồi vào bàn Xì dách' })).toBeVisible()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await expect(log).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Chia bài' })).toBeVisible()
})

test('History words every outcome: the rounds list, the recall (seats as the table names them, bốc) and no card codes', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Quân')
  await topUp(page, '1000')
  await lobby(page)
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  for (let i = 0; i < 3; i++) await playXidachRound(page)

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').first().click()
  const rows = page.getByRole('listbox', { name: 'Các ván của phiên; Enter để xem lại' }).getByRole('option')
  await expect(rows).toHaveCount(3)
  const CODE = /\b(?:[2-9TJQKA][SHDC]|ngu-linh|xi-dach|xi-bang|penalised|lose|win|push|bust)\b/
  for (const text of await rows.allTextContents()) {
    // Every row: an outcome word, the cards with suit symbols, then the dealer's cards.
    expect(text).toMatch(
      /(Thắng|Thua|Hòa|Quắc|Non|Phạt bốc quắc|Đền|Xì bàng|Xì dách|Ngũ linh) \((?:(?:[2-9]|10|[JQKA])[♠♥♦♣] ?)+\) — nhà cái (?:(?:[2-9]|10|[JQKA])[♠♥♦♣] ?)+/
    )
    expect(text).not.toMatch(CODE)
  }
  const first = (await rows.first().textContent()) ?? ''
  await rows.first().click()
  await expect(page.getByTestId('recall-banner')).toBeVisible()
  const outcome = page.getByTestId('recall-outcome')
  await expect(outcome).not.toHaveText('—')
  expect(first).toContain((await outcome.textContent())?.trim() ?? '∅')
  // The recall's log names the computer seats as the table did, and a Xì dách draw is "bốc".
  await page.getByTestId('recall-last').click()
  const log = page.getByTestId('recall-log')
  await expect(log).toContainText('Máy 1')
  await expect(log).not.toContainText('Ghế')
  await expect(log).not.toContainText(' rút ')
})
