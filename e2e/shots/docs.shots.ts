/**
 * The docs' screenshots (`npm run screenshots`, never `npm test`): each screen docs/ui.md shows, at the
 * design size 1280×800 and, for the lobby and the tables, at 1024×700, 1366×768 and 1920×1080 as well;
 * the card tables with every seat the rules allow taken (Blackjack 3 spots and 4 computer players, Xì
 * dách 7 players under "Luật nhà phổ biến"). Written to docs/screenshots/ (or $SHOTS_DIR):
 * `<screen>.png` at 1280×800, `<screen>-1024.png`, `<screen>-1366.png`, `<screen>-1920.png`. They are pictures to look at, not golden images: nothing compares them.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { ROOT } from '../electron-binary'
import { expect, test } from '../fixtures'
import { createFirstProfile, sitAtBlackjack, topUp } from '../steps'

const OUT = process.env['SHOTS_DIR'] ?? join(ROOT, 'docs', 'screenshots')
const SIZES = [
  { width: 1280, height: 800, suffix: '' },
  { width: 1024, height: 700, suffix: '-1024' },
  { width: 1366, height: 768, suffix: '-1366' },
  { width: 1920, height: 1080, suffix: '-1920' }
] as const

async function shoot(page: Page, name: string, sizes: readonly (typeof SIZES)[number][] = SIZES): Promise<void> {
  mkdirSync(OUT, { recursive: true })
  for (const s of sizes) {
    await page.setViewportSize({ width: s.width, height: s.height })
    await page.evaluate('window.scrollTo(0, 0)')
    await page.mouse.move(0, s.height - 1)
    // Let the layout settle at the new size (a frame), then take the window as a person sees it.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))')
    await page.screenshot({ path: join(OUT, `${name}${s.suffix}.png`), animations: 'disabled', caret: 'hide' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name })

test('lobby, Sic Bo, history, recall, rules', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await topUp(page, '12500')
  await nav(page, 'Sảnh chơi').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  // The lobby as a person sees it once the Blackjack edge is worked out (the analysis answers in seconds).
  await expect(page.getByTestId('lobby-edge-blackjack').getByTestId('lobby-edge-value')).toBeVisible({
    timeout: 30_000
  })
  await shoot(page, 'lobby')

  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) })
    .getByRole('button', { name: 'Ngồi vào bàn' })
    .click()
  const board = page.getByRole('group', { name: 'Bàn cược Sic Bo' })
  const spot = (name: string) => board.getByRole('button', { name: new RegExp(`^${name}, trả`) })
  for (let i = 0; i < 3; i++) {
    if (i === 0) {
      await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
      await spot('Nhỏ').click()
      await page.getByRole('radio', { name: 'Chip 25 chip' }).click()
      await spot('Số đơn 3').click()
      await page.getByRole('radio', { name: 'Chip 5 chip' }).click()
      await spot('Tổng 10').click()
    } else await page.getByRole('button', { name: 'Cược lại' }).click()
    await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
    await page.getByRole('button', { name: /^Lắc/ }).click()
    await expect(page.getByTestId('dice').getByRole('img')).toHaveCount(3)
  }
  await shoot(page, 'sicbo')

  await nav(page, 'Lịch sử').click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').first().click()
  await expect(page.getByTestId('session-detail')).toBeVisible()
  await expect(page.getByTestId('balance-chart').locator('canvas').first()).toBeVisible()
  await shoot(page, 'history', [SIZES[0]])
  await page.getByRole('listbox', { name: 'Các ván của phiên; Enter để xem lại' }).getByRole('option').first().click()
  await expect(page.getByTestId('recall-banner')).toBeVisible()
  await page.getByTestId('recall-last').click()
  await shoot(page, 'recall', [SIZES[0]])

  await nav(page, 'Luật chơi').click()
  await page.getByRole('tab', { name: 'Sic Bo' }).click()
  await expect(page.getByRole('tab', { name: 'Sic Bo' })).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'rules', [SIZES[0]])
})

test('Blackjack with every spot taken, mid-round, after a split when one comes', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await topUp(page, '5000')
  await nav(page, 'Sảnh chơi').click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await sitAtBlackjack(page, 3, 4)
  const controls = page.getByTestId('bj-controls')
  const decision = page.getByTestId('bj-decision')
  const button = (a: string) => decision.locator(`button[data-action="${a}"]`)
  let shot = false
  for (let round = 0; round < 40 && !shot; round++) {
    await page.getByTestId('deal').click()
    for (let k = 0; k < 12; k++) {
      await expect(decision.or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
      if ((await controls.getAttribute('data-over')) === 'yes') break
      if (await button('decline').isVisible()) await button('decline').click()
      else if (await button('split').isVisible()) {
        await button('split').click()
        await expect(page.getByTestId('bj-dealer')).toBeVisible()
        await expect(decision.or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
        if ((await controls.getAttribute('data-over')) !== 'yes') {
          await shoot(page, 'blackjack')
          shot = true
        }
      } else if (round >= 30 && !shot) {
        await shoot(page, 'blackjack')
        shot = true
      } else await button('stand').click()
      await expect(decision.locator('button:disabled')).toHaveCount(0)
      if (shot) break
    }
  }
  expect(shot).toBe(true)
})

test('Xì dách, the person dealing to seven players, mid-round', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Anh')
  await topUp(page, '5000')
  await nav(page, 'Sảnh chơi').click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  // Seven players: "Luật nhà phổ biến" seats up to seven (the other presets five).
  await page.getByRole('radio', { name: /Luật nhà phổ biến/ }).check()
  await page.getByRole('radio', { name: 'Nhà cái' }).check()
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Thêm máy' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  const section = page.locator('section[data-round]')
  for (let i = 0; i < 15; i++) {
    const before = await section.getAttribute('data-round')
    await page.getByRole('button', { name: /^(Chia bài|Ván mới)$/ }).click()
    await expect(section).not.toHaveAttribute('data-round', before ?? '')
    const check = page
      .getByTestId('xidach-felt')
      .getByRole('button', { name: /^Kiểm bài/ })
      .first()
    const cont = page.getByRole('button', { name: /^Tiếp tục/ })
    for (let k = 0; k < 6 && !(await check.isVisible()); k++) {
      if (!(await cont.isVisible())) break
      const v = await section.getAttribute('data-version')
      await cont.click()
      await expect(section).not.toHaveAttribute('data-version', v ?? '')
    }
    if (await check.isVisible()) {
      await shoot(page, 'xidach')
      return
    }
    // Nothing to check this round: let it finish (dealer's turn: stand) and deal again.
    for (let k = 0; k < 8 && !(await page.getByRole('button', { name: 'Ván mới' }).isVisible()); k++) {
      const stand = page.getByRole('button', { name: /^Dằn/ })
      const draw = page.getByRole('button', { name: /^Bốc/ })
      const next = (await cont.isVisible()) ? cont : (await stand.isEnabled()) ? stand : draw
      const v = (await section.getAttribute('data-version')) ?? ''
      await next.click()
      // Standing under the dealer's minimum asks first under "Luật nhà phổ biến" (đền làng).
      const confirm = page.getByTestId('confirm-non')
      await expect(confirm.or(section.and(page.locator(`:not([data-version="${v}"])`)))).toBeVisible()
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Có, dằn non' }).click()
      await expect(section).not.toHaveAttribute('data-version', v)
    }
  }
  throw new Error('no round with a hand to check in 15 deals')
})
