/**
 * Blackjack hints and grading end to end (web project). With hints on, each decision shows the EV of
 * every action the table offers and marks the best; a decision against the best play is graded with
 * its EV cost and listed among the session's mistakes with its "why". The shoe is fair and cannot be
 * stacked from here, so rounds are dealt until a decision with a worse choice comes (nearly every one).
 */
import { expect, test } from './fixtures'
import {
  BLACKJACK_PLAYS as PLAYS,
  blackjackControls as controls,
  blackjackMoved as moved,
  createFirstProfile,
  topUp
} from './steps'

test('Blackjack: hints show every action with its EV and the best; a worse play is graded and listed', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Bảo Ngọc')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  // The sitting-down screen shows the exact edge of the rules chosen; the table shows the same edge in force.
  const lobbyEdge = page.getByTestId('bj-edge-value')
  await expect(lobbyEdge).toBeVisible({ timeout: 20_000 })
  const edge = await lobbyEdge.getAttribute('data-house-edge')
  expect(Number(edge)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  await expect(page.getByTestId('bj-edge-value')).toHaveAttribute('data-house-edge', edge as string, {
    timeout: 20_000
  })
  await page.getByTestId('bj-hints-toggle').check()

  let graded = false
  for (let round = 0; round < 20 && !graded; round++) {
    const before = await controls(page).getAttribute('data-version')
    await page.getByTestId('deal').click()
    let state = await moved(page, before)
    while (state === 'decide') {
      const hints = page.getByTestId('bj-hints')
      await expect(hints).toBeVisible({ timeout: 15_000 })
      const buttons = await page
        .getByTestId('bj-decision')
        .locator('button[data-action]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''))
      const rows = await hints.locator('li').evaluateAll((els) =>
        els.map((e) => ({
          action: e.getAttribute('data-action') ?? '',
          ev: Number(e.getAttribute('data-ev')),
          best: e.getAttribute('data-best') === 'yes'
        }))
      )
      // Every offered action has its EV; exactly one is marked best, and it has the highest EV.
      expect(rows.map((r) => r.action).sort()).toEqual([...buttons].sort())
      const best = rows.filter((r) => r.best)
      expect(best).toHaveLength(1)
      expect(best[0]!.ev).toBe(Math.max(...rows.map((r) => r.ev)))
      // A play's mistake (insurance has no chart cell to explain it).
      const worse = rows
        .filter((r) => r.ev < best[0]!.ev - 1e-6 && PLAYS.includes(r.action) && PLAYS.includes(best[0]!.action))
        .sort((a, b) => a.ev - b.ev)[0]
      const pick = !graded && worse ? worse.action : best[0]!.action
      const at = await controls(page).getAttribute('data-version')
      await page.getByTestId('bj-decision').locator(`button[data-action="${pick}"]`).click()
      if (pick !== best[0]!.action) {
        graded = true
        await expect(page.getByTestId('bj-grade')).toHaveAttribute('data-good', 'no')
        await expect(page.getByTestId('bj-grade')).toContainText('mất')
        const mistakes = page.getByTestId('bj-mistakes')
        await mistakes.locator('summary').click()
        await expect(mistakes.locator('li')).toHaveCount(1)
        const cost = Number(await mistakes.locator('li').first().getAttribute('data-cost'))
        // The cost is the EV difference times the 10-chip stake (1,000 minor units), rounded.
        expect(Math.abs(cost - Math.round((best[0]!.ev - worse!.ev) * 1000))).toBeLessThanOrEqual(1)
        await expect(mistakes).toContainText('Ô bảng chiến lược')
      } else {
        await expect(page.getByTestId('bj-grade')).toHaveAttribute('data-good', 'yes')
      }
      state = await moved(page, at)
    }
  }
  expect(graded).toBe(true)
})
