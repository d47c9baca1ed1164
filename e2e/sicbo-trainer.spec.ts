/**
 * Issue 36, the Sic Bo dealer's trainer (web project): the table's keys (R rolls; Enter puts the last
 * layout down again and rolls it), the timed payout drill, paying in chips, a live roll entered and
 * paid, and the results board after 50 rolls checked against the rounds in the data file.
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, newPlayerAtSicbo, sicboSmall } from './steps'
import { minorOf, spotKey, trainerPays, typed } from './sicbo-oracle'
import { enumerateFewest } from '../tests/support/chips'

const beads = (page: Page) => page.getByTestId('rolls-board').locator('[data-kind]')

/** The kind of bet a spot is, as docs/rules-sicbo.md "Timed drill" groups them. */
const typeOf = (spot: string): string =>
  spot === 'small' || spot === 'big'
    ? 'small-big'
    : spot === 'odd' || spot === 'even'
      ? 'odd-even'
      : spot.split(':')[0]!

/**
 * The layout on show, read from the page (the dice and each bet's field), every payout worked out by
 * the trainer table and typed in, the last one a chip off when `wrong`; the spots, in order.
 */
async function payLayout(page: Page, bets: number, wrong: boolean): Promise<string[]> {
  const roll = page.getByRole('img', { name: /^Xúc xắc \d, \d, \d: tổng \d+\.$/ })
  const m = /^Xúc xắc (\d), (\d), (\d)/.exec((await roll.getAttribute('aria-label')) ?? '')
  const dice = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])]
  const inputs = page.getByRole('textbox', { name: /^Tiền trả cho / })
  await expect(inputs).toHaveCount(bets)
  const spots: string[] = []
  for (let i = 0; i < bets; i++) {
    const input = inputs.nth(i)
    const parts = /^Tiền trả cho (.+), cược (.+ chip)$/.exec((await input.getAttribute('aria-label')) ?? '')
    if (!parts) throw new Error('unexpected answer field')
    const spot = spotKey(parts[1] as string)
    spots.push(spot)
    const n = trainerPays(spot, dice)
    const payout = n === null ? 0 : minorOf(parts[2] as string) * n
    await input.fill(typed(wrong && i === bets - 1 ? payout + 100 : payout))
  }
  await inputs.nth(bets - 1).press('Enter')
  return spots
}

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

  // The keyboard help lists both. (Its list is in the page while closed: the dialog must show first.)
  await blur(page)
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Phím tắt ở bàn' })).toBeVisible()
  const help = page.getByTestId('key-help')
  await expect(help).toContainText('R')
  await expect(help).toContainText('Lắc xúc xắc với các chip đang đặt')
  await expect(help).toContainText('Đặt lại đúng các cược lần trước rồi lắc luôn')
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

test('a timed drill of ten layouts: accuracy, seconds a layout against the goal, by kind of bet, and History’s trend', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Quân')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-sicbo-drill').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Luyện tính tiền thưởng' })).toBeVisible()

  await page.getByRole('radio', { name: 'Chạy giờ' }).check()
  await page.getByRole('radio', { name: '10', exact: true }).check()
  await page.getByRole('radio', { name: '3', exact: true }).check()
  const goal = page.getByRole('textbox', { name: 'Mục tiêu (giây mỗi đề)' })
  await expect(goal).toHaveValue('5')
  // A goal out of range is refused in words, and nothing starts.
  await goal.fill('0,5')
  await page.getByTestId('timed-start').click()
  await expect(page.getByRole('alert')).toHaveText('Mục tiêu là số giây từ 1 đến 120.')
  await expect(page.getByTestId('timed-progress')).toHaveCount(0)
  await goal.fill('30')
  await page.getByTestId('timed-start').click()

  // Ten layouts of three bets, each paid in full but the last bet of the fourth and the tenth.
  const wrongAt = new Set([4, 10])
  const want = new Map<string, { bets: number; right: number }>()
  for (let l = 1; l <= 10; l++) {
    await expect(page.getByTestId('timed-progress')).toContainText(`Đề ${l}/10`)
    const spots = await payLayout(page, 3, wrongAt.has(l))
    spots.forEach((spot, i) => {
      const f = want.get(typeOf(spot)) ?? { bets: 0, right: 0 }
      f.bets++
      if (!(wrongAt.has(l) && i === 2)) f.right++
      want.set(typeOf(spot), f)
    })
  }
  const summary = page.getByTestId('timed-summary')
  await expect(summary.locator('[data-stat="accuracy"]')).toHaveText('28/30 · 93 %')
  await expect(summary.locator('[data-stat="per-layout"]')).toHaveText(/^\d+,\d$/)
  await expect(page.getByTestId('timed-goal')).toContainText('Chưa đạt mục tiêu')
  await expect(page.getByTestId('timed-layouts').locator('li')).toHaveCount(10)
  await expect(page.getByTestId('timed-layouts').locator('li').nth(3)).toContainText('Đề 4: đúng 2/3')
  const byType = async (root: string) =>
    Object.fromEntries(
      await page
        .getByTestId(root)
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => [
            r.getAttribute('data-type'),
            {
              bets: Number(r.querySelector('[data-cell="bets"]')?.textContent),
              right: Number(/^\d+/.exec(r.querySelector('[data-cell="right"]')?.textContent ?? '')?.[0])
            }
          ])
        )
    )
  expect(await byType('timed-by-type')).toEqual(Object.fromEntries(want))

  // History: the run in the trends, by kind of bet, and both charts drawn.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const trends = page.getByTestId('sicbo-trends')
  await expect(trends.getByTestId('trend-by-type')).toBeVisible()
  expect(await byType('trend-by-type')).toEqual(Object.fromEntries(want))
  await expect(trends.getByTestId('trend-layout').locator('canvas')).toHaveCount(1)
  await expect(trends.getByTestId('trend-types').locator('canvas')).toHaveCount(1)
  // Each layout is a payout drill too.
  await expect(
    page.getByTestId('history-drills').locator('li[data-drill="sicbo-payout"] [data-stat="count"]')
  ).toHaveText('10')
})

test('paying in chips, graded: the fewest chips of the house set, and a settlement in order', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Tâm')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-sicbo-drill').click()
  await page.getByRole('radio', { name: 'Trả bằng chip' }).check()
  const drill = page.getByTestId('chips-drill')
  await expect(drill.locator('li[data-kind="pay"]')).toHaveCount(4)

  // The house set: 1, 5, 25, 100, 500 and 1,000 chips, each with its count field.
  const HOUSE = [100, 500, 2_500, 10_000, 50_000, 100_000]
  for (let i = 0; i < 4; i++) {
    const item = drill.locator(`li[data-item="${i}"]`)
    const amount = Number(await item.getByTestId('chips-ask').getAttribute('data-amount'))
    const fewest = enumerateFewest(amount, HOUSE)
    if (!fewest) throw new Error(`no way to pay ${amount}`)
    // The last one a 1-chip short.
    if (i === 3) fewest[0] = fewest[0]! + 1
    const fields = item.getByRole('textbox', { name: /^Số chip / })
    await expect(fields).toHaveCount(6)
    for (let k = 0; k < 6; k++) await fields.nth(k).fill(String(fewest[k]))
  }
  // One more 1-chip by clicking it, then taken back by typing: the field follows the click.
  const first = drill.locator('li[data-item="0"]')
  const ones = first.getByRole('textbox', { name: 'Số chip 1 chip' })
  const before = await ones.inputValue()
  await first.getByRole('button', { name: 'Thêm một chip 1 chip' }).click()
  await expect(ones).toHaveValue(String(Number(before) + 1))
  await ones.fill(before)
  await drill.getByRole('button', { name: 'Kiểm tra' }).click()
  await expect(page.getByTestId('chips-score')).toContainText('Đúng 3/4')
  const verdicts = drill.getByTestId('chips-verdict')
  await expect(verdicts.nth(0)).toContainText('✓ Đúng')
  await expect(verdicts.nth(3)).toContainText('✗ Sai')
  await expect(verdicts.nth(3)).toContainText('Ít chip nhất')

  // The settlement: the losers first, then the winners from the highest odds down (worked out here).
  await page.getByRole('radio', { name: 'Thứ tự trả thưởng' }).check()
  const bets = drill.locator('[data-bet]')
  await expect(bets).toHaveCount(6)
  const pays = await bets.evaluateAll((els) => els.map((e) => e.getAttribute('data-pays')))
  const idx = pays.map((_, i) => i)
  const right = [
    ...idx.filter((i) => pays[i] === 'lost'),
    ...idx.filter((i) => pays[i] !== 'lost').sort((a, b) => Number(pays[b]) - Number(pays[a]))
  ]
  for (const i of right) await drill.locator(`[data-bet="${i}"]`).click()
  await drill.getByRole('button', { name: 'Kiểm tra' }).click()
  await expect(page.getByTestId('chips-score')).toContainText('Đúng 1/1')

  // History: two chip drills, apart from the payout drill.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const stats = page.getByTestId('history-drills').locator('li[data-drill="sicbo-chips"]')
  await expect(stats.locator('[data-stat="count"]')).toHaveText('2')
  await expect(page.getByTestId('history-drills').locator('li[data-drill="sicbo-payout"]')).toHaveCount(0)
})

/** Every spot of the trainer table (no odd/even), as docs/rules-sicbo.md lists them. */
function allSpots(): string[] {
  const out = ['small', 'big', 'any-triple']
  for (let f = 1; f <= 6; f++) out.push(`single:${f}`, `double:${f}`, `triple:${f}`)
  for (let t = 4; t <= 17; t++) out.push(`total:${t}`)
  for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) out.push(`combo:${a}-${b}`)
  return out
}

test('a live roll entered and paid: every winning spot lit, each bet paid, nothing stored', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Bảo')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-sicbo-drill').click()
  await page.getByRole('radio', { name: 'Nhập kết quả thật' }).check()
  const live = page.getByTestId('live-roll')
  const board = live.getByRole('group', { name: 'Bàn cược Sic Bo' })
  // 25 chips (the first chip) on four spots; twice on Small.
  for (const name of ['Nhỏ', 'Nhỏ', 'Lớn', 'Tổ hợp 2–5', 'Đôi 2'])
    await board.getByRole('button', { name: new RegExp(`^${name}, trả`) }).click()

  // Typed: 2 5 2.
  await live.getByRole('textbox', { name: 'Ba xúc xắc (ví dụ 2 5 2)' }).fill('2 5 2')
  await live.getByRole('button', { name: 'Xem trả thưởng' }).click()
  await expect(live.getByTestId('live-roll-said')).toHaveText('Kết quả thật: 2, 5, 2, tổng 9.')
  const dice = [2, 5, 2]
  const lit = await board.locator('[data-spot].win').evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')))
  expect(new Set(lit)).toEqual(new Set(allSpots().filter((s) => trainerPays(s, dice) !== null)))
  // Small 50 × 1, Big loses 25, combo 25 × 6, double 25 × 11: the dealer pays 475 and takes 25.
  const want: Record<string, number | null> = { small: 1, big: null, 'combo:2-5': 6, 'double:2': 11 }
  for (const [spot, n] of Object.entries(want)) expect(trainerPays(spot, dice)).toBe(n)
  await expect(live.getByTestId('live-dealer')).toHaveText('Nhà cái trả 475 chip và thu 25 chip.')
  const rows = live.getByTestId('breakdown').locator('tbody tr')
  await expect(rows).toHaveCount(4)
  await expect(rows.filter({ hasText: 'Nhỏ' })).toContainText('+50 chip')
  await expect(rows.filter({ hasText: 'Tổ hợp 2–5' })).toContainText('+150 chip')
  await expect(rows.filter({ hasText: 'Đôi 2' })).toContainText('+275 chip')
  await expect(rows.filter({ hasText: 'Lớn' })).toContainText('Thua')

  // Clicked: 4 4 4, a triple. Every bet loses (50 + 25 + 25 + 25); the dice clicked replace the typed ones.
  for (const d of [1, 2, 3]) await live.getByRole('button', { name: `Xúc xắc ${d} ra 4` }).click()
  await live.getByRole('button', { name: 'Xem trả thưởng' }).click()
  await expect(live.getByTestId('live-roll-said')).toHaveText('Kết quả thật: 4, 4, 4, tổng 12.')
  await expect(live.getByTestId('live-dealer')).toHaveText('Nhà cái trả 0 chip và thu 125 chip.')
  const lit4 = await board.locator('[data-spot].win').evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')))
  expect(new Set(lit4)).toEqual(new Set(allSpots().filter((s) => trainerPays(s, [4, 4, 4]) !== null)))
  await expect(live.getByTestId('live-apart')).toContainText('Không phải ván công bằng')

  // Bad dice are refused in words.
  await live.getByRole('textbox', { name: 'Ba xúc xắc (ví dụ 2 5 2)' }).fill('2 7 1')
  await live.getByRole('button', { name: 'Xem trả thưởng' }).click()
  await expect(live.getByRole('alert')).toHaveText('Hãy nhập ba mặt xúc xắc, mỗi mặt từ 1 đến 6 (ví dụ 2 5 2).')

  // Nothing stored: no session, no round, no drill result.
  const db = new Database(join(app.dataDir, 'banxanh.sqlite'), { readonly: true, fileMustExist: true })
  try {
    for (const table of ['sessions', 'rounds', 'drill_results'])
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0)
  } finally {
    db.close()
  }
})

test('the results board after 50 rolls (rolled by key), its counts checked against the rounds in the data file', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Khoa', '1000')
  await page.getByRole('radio', { name: 'Chip 1 chip' }).click()
  await sicboSmall(page).click()
  await page.keyboard.press('r')
  const figures = page.getByTestId('rolls-figures')
  await expect(figures).toHaveAttribute('data-rolls', '1')
  for (let n = 2; n <= 50; n++) {
    await blur(page)
    await page.keyboard.press('Enter')
    await expect(figures).toHaveAttribute('data-rolls', String(n))
  }

  // The rolls as stored, counted here.
  const db = new Database(join(app.dataDir, 'banxanh.sqlite'), { readonly: true, fileMustExist: true })
  let dice: number[][]
  try {
    const outcomes = db
      .prepare(`SELECT json_extract(result_json, '$.outcome') FROM rounds WHERE status = 'over' ORDER BY seq`)
      .pluck()
      .all() as string[]
    dice = outcomes.map((o) => o.split('-').map(Number))
  } finally {
    db.close()
  }
  expect(dice).toHaveLength(50)
  const kind = (d: number[]) =>
    d[0] === d[1] && d[1] === d[2] ? 'triple' : d[0]! + d[1]! + d[2]! >= 11 ? 'tai' : 'xiu'
  const kinds = dice.map(kind)
  const runs = { tai: 0, xiu: 0, triple: 0 } as Record<string, number>
  let run = 0
  kinds.forEach((k, i) => {
    run = i > 0 && kinds[i - 1] === k ? run + 1 : 1
    runs[k] = Math.max(runs[k]!, run)
  })

  async function boardMatches(): Promise<void> {
    await expect(figures).toHaveAttribute('data-rolls', '50')
    if (!(await figures.evaluate((d) => (d as HTMLDetailsElement).open)))
      await figures.getByText(/^Nóng, lạnh và tần suất/).click()
    for (const k of ['tai', 'xiu', 'triple'])
      await expect(figures.locator(`[data-kind-count="${k}"]`)).toHaveAttribute(
        'data-count',
        String(kinds.filter((x) => x === k).length)
      )
    for (let f = 1; f <= 6; f++)
      await expect(figures.locator(`tr[data-face="${f}"] td[data-cell="count"]`)).toHaveText(
        String(dice.flat().filter((x) => x === f).length)
      )
    for (let t = 3; t <= 18; t++)
      await expect(figures.locator(`tr[data-total="${t}"] td[data-cell="count"]`)).toHaveText(
        String(dice.filter((d) => d[0]! + d[1]! + d[2]! === t).length)
      )
    const streak = page.getByTestId('rolls-streak')
    await expect(streak).toHaveAttribute('data-streak-kind', kinds.at(-1)!)
    await expect(streak).toHaveAttribute('data-length', String(run))
    await expect(streak).toHaveAttribute('data-longest', `${runs.tai}-${runs.xiu}-${runs.triple}`)
    // The last six rolls, newest first, each die as stored.
    expect(
      await page
        .getByTestId('rolls-last')
        .locator('li')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-dice')))
    ).toEqual(
      dice
        .slice(-6)
        .reverse()
        .map((d) => d.join('-'))
    )
    // The plate: the last 48, in order.
    expect(await beads(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(
      kinds.slice(-48)
    )
    await expect(page.getByTestId('rolls-independent')).toContainText('Các lần đã ra không làm thay đổi lần tới')
  }
  await boardMatches()

  // Opened again, the board is read from the stored rounds: the same figures.
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await boardMatches()
})

test('in English: the trainer’s kinds, a live roll paid and a chip drill graded, worded in English', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Quân')
  const nav = page.getByRole('navigation')
  await nav.getByRole('link', { name: 'Cài đặt' }).click()
  await page.getByRole('radio', { name: 'English' }).check()
  await nav.getByRole('link', { name: 'Lobby' }).click()
  await page.getByTestId('lobby-sicbo-drill').click()
  for (const kind of ['One layout', 'Timed run', 'Paying in chips', 'Enter a real roll'])
    await expect(page.getByRole('radio', { name: kind })).toBeVisible()

  await page.getByRole('radio', { name: 'Timed run' }).check()
  await expect(page.getByRole('textbox', { name: 'Goal (seconds a layout)' })).toHaveValue('5')
  await expect(page.getByTestId('timed-start')).toHaveText('Start the timed run')

  await page.getByRole('radio', { name: 'Enter a real roll' }).check()
  const live = page.getByTestId('live-roll')
  await live
    .getByRole('group', { name: 'Sic Bo layout' })
    .getByRole('button', { name: /^Small/ })
    .click()
  await live.getByRole('textbox', { name: 'The three dice (e.g. 2 5 2)' }).fill('1-2-3')
  await live.getByRole('button', { name: 'Show the payouts' }).click()
  await expect(live.getByTestId('live-roll-said')).toHaveText('Real roll: 1, 2, 3, total 6.')
  // 25 on Small, total 6: 1 to 1.
  await expect(live.getByTestId('live-dealer')).toHaveText('The dealer pays 25 chips and takes 0 chips.')
  await expect(live.getByTestId('live-apart')).toContainText('Not a fair round')

  await page.getByRole('radio', { name: 'Paying in chips' }).check()
  await page.getByRole('radio', { name: 'Settlement order' }).check()
  const drill = page.getByTestId('chips-drill')
  await expect(drill.locator('[data-bet]')).toHaveCount(6)
  // Every bet in the order laid out: right only if that happens to be a right order; worded either way.
  for (let i = 0; i < 6; i++) await drill.locator(`[data-bet="${i}"]`).click()
  await drill.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByTestId('chips-score')).toContainText(/^[01]\/1 right · \d+\.\d s$/)
  await expect(drill.getByTestId('chips-verdict')).toContainText('One right order:')
})
