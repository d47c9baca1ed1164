/**
 * Practising a given situation on a stacked shoe (web project, issue 11): the Blackjack sit-down
 * takes a scenario file written here, whose rounds deal hard 16 (T♠ 6♦) against a ten, then 11 (5♠ 6♣)
 * against a six. With hints on, the best play and every EV show for the stacked hand; the best plays
 * are those of the published basic strategy for the file's rules (six decks, S17, DAS, late
 * surrender: Wizard of Odds' chart says surrender 16 v T, double 11 v 6). Standing on the 16 on
 * purpose is graded a mistake with its cost, in the coach and the session's history; the header says
 * "Bài xếp sẵn", and the fairness panel and the round's recall say the first cards were placed.
 */
import { expect, test } from './fixtures'
import { blackjackControls as controls, blackjackMoved as moved, createFirstProfile, topUp } from './steps'

/** Deal order for one spot (rules.md): the spot, the dealer's up-card, the spot, the hole card. */
const SCENARIO = {
  format: 'banxanh-scenario/1',
  game: 'blackjack',
  rules: { preset: 'vegas-6d' },
  seats: [{ id: 'p1', bankroll: 1000 }],
  rounds: [
    { bets: [{ seat: 'p1', amount: 10 }], cards: ['TS', 'TD', '6D', '7C'], actions: [{ seat: 'p1', do: 'surrender' }] },
    { bets: [{ seat: 'p1', amount: 10 }], cards: ['5S', '6H', '6C', 'TC'], actions: [{ seat: 'p1', do: 'double' }] }
  ]
}

const file = (name: string, body: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(body))
})

type Row = { action: string; ev: number; best: boolean }

async function hintRows(page: import('@playwright/test').Page): Promise<Row[]> {
  const hints = page.getByTestId('bj-hints')
  await expect(hints).toBeVisible({ timeout: 20_000 })
  return hints.locator('li').evaluateAll((els) =>
    els.map((e) => ({
      action: e.getAttribute('data-action') ?? '',
      ev: Number(e.getAttribute('data-ev')),
      best: e.getAttribute('data-best') === 'yes'
    }))
  )
}

test('Blackjack: a scenario file stacks the shoe; hints, grading and fairness work on it', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh Khoa')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()

  // The third way to choose the rules, with a line on what it does.
  const stacked = page.getByRole('group', { name: 'Tập một tình huống (tệp kịch bản)' })
  await expect(stacked).toContainText('phần còn lại của hộp bài vẫn xáo từ hạt giống')
  const input = page.getByTestId('bj-stacked-file')
  await expect(input).toHaveAttribute('accept', '.json,application/json')

  // A file for another game: said at once on choosing, in Vietnamese, and no table opens with it.
  await input.setInputFiles(file('xidach.json', { ...SCENARIO, game: 'xidach' }))
  await expect(page.getByRole('alert').filter({ hasText: 'xidach' })).toContainText(
    'tệp dành cho trò "xidach", không phải Blackjack'
  )
  await expect(page.getByRole('button', { name: 'Ngồi vào bàn' })).toBeDisabled()

  await input.setInputFiles(file('tap-16-vs-10.json', SCENARIO))
  await expect(stacked).toContainText('tap-16-vs-10.json')
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  await expect(page.getByTestId('stacked-pill')).toHaveText('Bài xếp sẵn')
  // Each round deals from a fresh shoe: the shoe panel shows no cut card.
  await expect(page.getByTestId('bj-shoe-stacked')).toHaveText('Hộp bài mới mỗi ván: các lá đầu được xếp sẵn')
  await expect(page.getByTestId('bj-shoe')).not.toContainText('Lá cắt')
  await page.getByTestId('bj-hints-toggle').check()

  // Round 1: T♠ 6♦ against the T♦. Basic strategy: surrender; standing is the mistake made here.
  let before = await controls(page).getAttribute('data-version')
  await page.getByTestId('deal').click()
  expect(await moved(page, before)).toBe('decide')
  await expect(page.getByTestId('stacked-note')).toContainText('xếp sẵn')
  let rows = await hintRows(page)
  const best16 = rows.find((r) => r.best)!
  expect(best16.action).toBe('surrender')
  // Surrender gives back half the stake, whatever comes: exactly −0.5.
  expect(best16.ev).toBeCloseTo(-0.5, 6)
  expect(rows.map((r) => r.action).sort()).toEqual(['double', 'hit', 'stand', 'surrender'])
  const stand = rows.find((r) => r.action === 'stand')!
  expect(stand.ev).toBeLessThan(best16.ev)
  before = await controls(page).getAttribute('data-version')
  await page.getByTestId('bj-decision').locator('button[data-action="stand"]').click()
  // The dealer's T 7 makes 17 and stands: the hard 16 loses.
  expect(await moved(page, before)).toBe('over')
  await expect(page.getByTestId('bj-grade')).toHaveAttribute('data-good', 'no')
  const mistakes = page.getByTestId('bj-mistakes')
  await mistakes.locator('summary').click()
  await expect(mistakes.locator('li')).toHaveCount(1)
  const cost = Number(await mistakes.locator('li').first().getAttribute('data-cost'))
  // The EV difference times the 10-chip stake (1,000 minor units), to a minor unit.
  expect(Math.abs(cost - Math.round((best16.ev - stand.ev) * 1000))).toBeLessThanOrEqual(1)

  // The round is over: its seed is revealed, the note says the first 4 cards were placed, and it verifies.
  await expect(page.getByTestId('revealed')).toBeVisible()
  await expect(page.getByTestId('stacked-note')).toContainText('4 lá đầu')
  await page.getByRole('button', { name: 'Kiểm chứng', exact: true }).click()
  await expect(page.getByTestId('verdict')).toContainText('Đã kiểm chứng')
  await expect(page.getByTestId('revealed')).toContainText(
    'xếp sẵn để luyện tập (tệp kịch bản hoặc tình huống chọn trên bảng), không xáo'
  )

  // Round 2: 5♠ 6♣ against the 6♥. Basic strategy: double, and doubling is taken.
  before = await controls(page).getAttribute('data-version')
  await page.getByTestId('deal').click()
  expect(await moved(page, before)).toBe('decide')
  rows = await hintRows(page)
  const best11 = rows.find((r) => r.best)!
  expect(best11.action).toBe('double')
  expect(best11.ev).toBeGreaterThan(rows.find((r) => r.action === 'hit')!.ev)
  before = await controls(page).getAttribute('data-version')
  await page.getByTestId('bj-decision').locator('button[data-action="double"]').click()
  expect(await moved(page, before)).toBe('over')
  await expect(page.getByTestId('bj-grade')).toHaveAttribute('data-good', 'yes')

  // The session's history keeps the one mistake with its cost; its round's recall says it was stacked.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').first().click()
  const kept = page.getByTestId('session-mistakes')
  await expect(kept.getByTestId('grades-summary')).toContainText('2 quyết định được chấm, 1 lỗi')
  const item = kept.locator('li[data-cost]')
  await expect(item).toHaveCount(1)
  expect(Math.abs(Number(await item.getAttribute('data-cost')) - cost)).toBeLessThanOrEqual(1)
  await item.getByRole('link').click()
  const recall = page.getByTestId('recall-fairness')
  await expect(recall.getByTestId('stacked-note')).toContainText('4 lá đầu')
  await expect(recall.getByTestId('recall-verdict')).toHaveAttribute('data-state', 'verified')
})
