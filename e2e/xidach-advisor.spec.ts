/**
 * The Xì dách advisor at a table (web project): with hints on, the person's decision shows the chances
 * of winning, pushing and losing for dằn and bốc against the dealer AI in force, the better one marked;
 * the decision made is graded (a clearly worse choice with its cost in chips, listed in the session's
 * mistakes; the better one as good). The table also shows the simulated house edge of its rules.
 */
import { expect, test } from './fixtures'
import {
  createFirstProfile,
  enabledNow,
  topUp,
  xidachDecide,
  xidachDeal as deal,
  xidachSettled,
  xidachWaiting
} from './steps'

/** "thắng 28,4 %, hòa 0,0 %, thua 71,6 %" → the three fractions. */
function chances(text: string): number[] {
  const m = /thắng ([\d,]+) ?%, hòa ([\d,]+) ?%, thua ([\d,]+) ?%/.exec(text.replace(/\u00a0/g, ' '))
  if (!m) throw new Error(`no chances in "${text}"`)
  return [m[1], m[2], m[3]].map((x) => Number((x as string).replace(',', '.')) / 100)
}

test('Xì dách: the advisor’s chances for bốc and dằn, and the decision graded', async ({ app }) => {
  test.setTimeout(180_000)
  const { page } = app
  await createFirstProfile(page, 'Minh')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  // Sitting down shows the simulated house edge of the rules chosen.
  await expect(page.getByTestId('xd-edge')).toContainText('Lợi thế nhà cái:')
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await page.getByTestId('stake-input').fill('20')
  await page.getByTestId('xd-hints-toggle').check()

  let decided = false
  for (let i = 0; i < 10 && !decided; i++) {
    await deal(page)
    // A round the deal did not end waits for the person's decision (Bốc open, two cards only).
    if ((await xidachSettled(page)) === 'decide') decided = true
  }
  expect(decided).toBe(true)

  const hints = page.getByTestId('xd-hints')
  await expect(hints).toBeVisible({ timeout: 20_000 })
  const stand = hints.locator('li[data-choice="stand"]')
  const draw = hints.locator('li[data-choice="draw"]')
  for (const li of [stand, draw]) {
    const [w, p, l] = chances((await li.textContent()) ?? '')
    // Shown to one decimal of a percent: the three add up to 100 % within the rounding.
    expect(Math.abs((w as number) + (p as number) + (l as number) - 1)).toBeLessThanOrEqual(0.0016)
  }
  const standEv = Number(await stand.getAttribute('data-ev'))
  const drawEv = Number(await draw.getAttribute('data-ev'))
  const best = drawEv > standEv ? draw : stand
  await expect(best).toContainText('★ tốt hơn')
  await expect(hints.locator('li.best')).toHaveCount(1)

  if (Math.abs(drawEv - standEv) > 0.1) {
    // A clearly worse choice: graded with its cost, and listed.
    if (drawEv > standEv) await page.getByRole('button', { name: /^Dằn/ }).click()
    else await page.getByRole('button', { name: /^Bốc/ }).click()
    await expect(page.getByTestId('xd-grade')).toHaveAttribute('data-good', 'no')
    await expect(page.getByTestId('xd-grade')).toContainText('thiệt khoảng')
    await expect(page.getByTestId('xd-mistakes').locator('summary')).toHaveText('Sai lầm trong phiên (1)')
  } else {
    if (drawEv > standEv) await page.getByRole('button', { name: /^Bốc/ }).click()
    else await page.getByRole('button', { name: /^Dằn/ }).click()
    await expect(page.getByTestId('xd-grade')).toHaveAttribute('data-good', 'yes')
    await expect(page.getByTestId('xd-grade')).toHaveText('Quyết định tốt.')
  }
  // The table shows the simulated edge of its rules (the same keys after each move: one run).
  const edge = page.getByTestId('xd-coach').getByTestId('xd-edge')
  await expect(edge).toHaveAttribute('data-state', 'ok', { timeout: 120_000 })
  await expect(edge.getByTestId('xd-edge-shrewd')).toContainText('với nhà cái khôn ngoan')
})

test('Xì dách: dealing, the advisor says whom to check and whether to draw', async ({ app }) => {
  test.setTimeout(120_000)
  const { page } = app
  await createFirstProfile(page, 'Lan')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('radio', { name: 'Nhà cái' }).check()
  await page.getByRole('button', { name: 'Thêm máy' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await page.getByTestId('xd-hints-toggle').check()

  let advised = false
  for (let i = 0; i < 10 && !advised; i++) {
    await deal(page)
    for (let k = 0; k < 30 && !advised; k++) {
      // Each pass waits for the table to wait for the dealer (or to end), so no try is spent in flight.
      if ((await xidachWaiting(page)) === 'over') break
      const cont = page.getByRole('button', { name: /^Tiếp tục/ })
      if (await enabledNow(cont)) {
        await xidachDecide(page, cont)
        continue
      }
      if (await enabledNow(page.getByRole('button', { name: /^Bốc/ }))) {
        // The dealer's own turn: figures for every player not yet settled.
        const hints = page.getByTestId('xd-hints')
        await expect(hints).toBeVisible({ timeout: 20_000 })
        const players = hints.locator('li[data-player]')
        expect(await players.count()).toBeGreaterThan(0)
        await expect(players.first()).toContainText(/Bốc trước: thắng/)
        await expect(page.getByTestId('xd-dealer-advice')).toContainText(/Rồi (bốc|dằn)\./)
        advised = true
      } else {
        // The dealer may not draw now (five cards): stand, so the round ends before the next deal.
        const stand = page.getByRole('button', { name: /^Dằn/ })
        if (await enabledNow(stand)) await xidachDecide(page, stand)
      }
    }
  }
  expect(advised).toBe(true)
})
