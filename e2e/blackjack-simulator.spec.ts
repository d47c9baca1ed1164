/**
 * The counter's simulator screen (issue 34, item 5; docs/ui.md "Counter's simulator"), web project. In
 * Vietnamese: a field at fault is said beside the form before anything runs; a Hi-Lo counter with the
 * 1–12 ramp and indices runs to the end and shows every figure with its 99 % interval and the three
 * charts; a long run is cancelled (the progress stops, the screen says cancelled) and a new run then
 * works. In English: the same screen's words, a run to the end, and a cancel.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, useEnglish } from './steps'

/** A number as the screen writes it in `lang` ("1.234,5" in Vietnamese, "1,234.5" in English). */
function parse(text: string, lang: 'vi' | 'en'): number {
  const plain = lang === 'vi' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  return Number(plain.replace('−', '-').replace(/\s|%/g, ''))
}

/** A figure's row: its value and interval, read as numbers. */
async function row(page: Page, key: string, lang: 'vi' | 'en'): Promise<{ value: number; lo: number; hi: number }> {
  const cells = page.getByTestId(`sim-row-${key}`).locator('td')
  const value = parse((await cells.nth(0).textContent())!, lang)
  const m = /^\[(.+); (.+)\]$/.exec((await cells.nth(1).textContent())!.trim())
  expect(m, `the interval of ${key}`).not.toBeNull()
  return { value, lo: parse(m![1]!, lang), hi: parse(m![2]!, lang) }
}

async function setRun(page: Page, rounds: string): Promise<void> {
  await page.getByTestId('sim-length').fill(rounds)
  await page.getByTestId('sim-length-unit').selectOption('rounds')
}

/** Starts a long run, waits for its progress to move, cancels it; the progress stops and stays stopped. */
async function cancelLongRun(page: Page, cancelledWords: RegExp): Promise<void> {
  await setRun(page, '100000000')
  await page.getByTestId('sim-run').click()
  const progress = page.getByTestId('sim-progress')
  await expect(progress).toBeVisible()
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 60_000 }).toBeGreaterThan(0)
  await page.getByTestId('sim-cancel').click()
  const cancelled = page.getByTestId('sim-cancelled')
  await expect(cancelled).toHaveText(cancelledWords)
  await expect(progress).toHaveCount(0)
  const said = await cancelled.textContent()
  // Stopped: nothing moves on after a while, and no results appear.
  await page.waitForTimeout(1500)
  await expect(cancelled).toHaveText(said!)
  await expect(page.getByTestId('sim-results')).toHaveCount(0)
}

test('counter’s simulator: a run to the end, a cancelled run and a new one, in Vietnamese and English', async ({
  app
}) => {
  test.setTimeout(240_000)
  const { page } = app
  await createFirstProfile(page, 'Đếm Bài')
  await page.getByTestId('lobby-bj-drill').click()
  await page.getByRole('link', { name: 'Mô phỏng đếm bài' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mô phỏng người đếm bài' })).toBeVisible()
  // Las Vegas 6 decks is the rules chosen at first: the decks come from the rules.
  await expect(page.getByTestId('sim-decks')).toHaveText('6 bộ bài, theo luật đã chọn')
  await expect(page.getByTestId('sim-penetration')).toHaveValue('75')

  // A ramp that is no ramp is said in Vietnamese, beside the form, and nothing runs.
  await page.getByTestId('sim-ramp').fill('1,0,2')
  await page.getByTestId('sim-run').click()
  await expect(page.getByTestId('sim-problem')).toHaveText(/^Mức cược phải là các số nguyên từ 1 đến 1000/)
  await expect(page.getByTestId('sim-ramp')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('sim-running')).toHaveCount(0)

  // Hi-Lo, 1–12 ramp, indices, 200,000 rounds, a 500-unit bankroll over 100 hours of 100 rounds.
  await page.getByTestId('sim-ramp').fill('1,1,2,4,8,12')
  await setRun(page, '200000')
  await page.getByTestId('sim-bankroll').fill('500')
  await page.getByTestId('sim-hours').fill('100')
  await page.getByTestId('sim-run').click()
  await expect(page.getByTestId('sim-problem')).toHaveCount(0)
  const results = page.getByTestId('sim-results')
  await expect(results).toBeVisible({ timeout: 120_000 })
  await expect(results.getByRole('heading', { name: 'Kết quả' })).toBeVisible()
  await expect(results).toContainText('200.000 ván, Hi-Lo')
  for (const key of ['evRound', 'ev100', 'evPct', 'winPerHour', 'score', 'ruinWithin', 'ruinForever']) {
    const f = await row(page, key, 'vi')
    expect(f.lo, key).toBeLessThanOrEqual(f.value)
    expect(f.hi, key).toBeGreaterThanOrEqual(f.value)
  }
  // Per 100 rounds is a hundred rounds' worth, and per hour the same at 100 rounds an hour.
  const perRound = await row(page, 'evRound', 'vi')
  const per100 = await row(page, 'ev100', 'vi')
  expect(Math.abs(per100.value - 100 * perRound.value)).toBeLessThan(0.01)
  await expect(page.getByTestId('sim-row-ruinSim').locator('th')).toHaveText(
    /^Rủi ro phá sản trong 100 giờ, mô phỏng \(\d+ trên 20 lượt chơi\)$/
  )
  await expect(page.getByTestId('sim-row-n0').locator('th')).toHaveText(/^N0/)
  for (const chart of ['sim-chart-tc', 'sim-chart-paths'])
    await expect(page.getByTestId(chart).locator('canvas')).toHaveCount(1)

  // A long run cancelled: the progress stops and the screen says so; a new run then works.
  await cancelLongRun(page, /^Đã hủy mô phỏng ở \d+\s?%; không giữ kết quả nào\. Bạn có thể chạy lại\.$/)
  await setRun(page, '20000')
  await page.getByTestId('sim-run').click()
  await expect(results).toBeVisible({ timeout: 120_000 })
  await expect(results).toContainText('20.000 ván')

  // English.
  await useEnglish(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Lobby' }).click()
  await page.getByTestId('lobby-bj-drill').click()
  await page.getByRole('link', { name: 'Counting simulator' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "Counter's simulator" })).toBeVisible()
  await expect(page.getByTestId('sim-decks')).toHaveText('6 decks, from the rules chosen')
  await page.getByTestId('sim-count').selectOption('ko')
  await setRun(page, '50000')
  await page.getByTestId('sim-run').click()
  await expect(results).toBeVisible({ timeout: 120_000 })
  await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible()
  await expect(results).toContainText('50,000 rounds, KO')
  await expect(page.getByTestId('sim-row-ev100').locator('th')).toHaveText('EV per 100 rounds (units)')
  const en = await row(page, 'evPct', 'en')
  expect(en.lo).toBeLessThanOrEqual(en.value)
  expect(en.hi).toBeGreaterThanOrEqual(en.value)
  await cancelLongRun(page, /^Simulation cancelled at \d+\s?%; nothing of it was kept\. You can run it again\.$/)
})
