/**
 * The history end to end (web project): play three Sic Bo rounds with one bet on Small, then find the
 * session, check its figures against nets worked out here from the dice the table showed (rules.md
 * §3: Small wins 1 to 1 on totals 4–10, loses to any triple), open a round from the virtualised list
 * by keyboard, step through its recall event by event, play it back, check its fairness proof against
 * the commitment the table showed before the round, and export the session as a CSV download.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { rollOnSmall, sicboSmall, newPlayerAtSicbo } from './steps'
import { csvFields } from '../tests/support/csv'

async function diceShown(page: Page): Promise<number[]> {
  const dice = page.getByTestId('dice').getByRole('img')
  await expect(dice).toHaveCount(3)
  const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => Number(/Xúc xắc (\d)/.exec(l)?.[1]))
}

/** docs/rules-sicbo.md: Small pays 1 to 1 on a total of 4–10, and loses to any triple. */
function smallNet(dice: number[], stakeMinor: number): number {
  const total = dice[0]! + dice[1]! + dice[2]!
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  return !triple && total >= 4 && total <= 10 ? stakeMinor : -stakeMinor
}

/** Minor units as the Vietnamese UI writes chips: 1.250 chip, 12,5 chip (no sign). */
function viChips(minor: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(Math.abs(minor) / 100)} chip`
}

function viSigned(minor: number): string {
  return minor > 0 ? `+${viChips(minor)}` : minor < 0 ? `−${viChips(minor)}` : viChips(0)
}

test('history: a session’s figures and chart, a round recalled step by step and played back, and the session exported', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Thu Hà', '1000')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()

  // Three rounds of 10 chips on Small; each round's commitment is the one shown before its bets.
  const rounds: Array<{ dice: number[]; net: number; commitment: string }> = []
  for (let i = 0; i < 3; i++) {
    const commitment = ((await page.getByTestId('commitment').locator('code').first().textContent()) ?? '').trim()
    await sicboSmall(page).click()
    await expect(page.getByTestId('table-staked')).toHaveText('10 chip')
    await page.getByRole('button', { name: 'Lắc', exact: true }).click()
    await expect(page.getByTestId('breakdown')).toBeVisible()
    const dice = await diceShown(page)
    rounds.push({ dice, net: smallNet(dice, 1000), commitment })
  }
  const net = rounds.reduce((s, r) => s + r.net, 0)
  const wins = rounds.filter((r) => r.net > 0).length

  // The history lists the session; its figures follow from the nets above.
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử chơi' })).toBeVisible()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' })
  await expect(sessions.getByRole('link')).toHaveCount(1)
  await expect(sessions.getByRole('link')).toContainText('Sic Bo')
  await expect(sessions.getByRole('link')).toContainText('3 ván')
  await sessions.getByRole('link').click()
  const detail = page.getByTestId('session-detail')
  await expect(detail).toBeVisible()
  const figures = page.getByTestId('figures')
  await expect(figures.locator('[data-figure="rounds"]')).toHaveText('3')
  await expect(figures.locator('[data-figure="wagered"]')).toHaveText('30 chip')
  await expect(figures.locator('[data-figure="net"]')).toHaveText(viSigned(net))
  await expect(figures.locator('[data-figure="wlp"]')).toHaveText(`${wins} · ${3 - wins} · 0`)
  await expect(figures.locator('[data-figure="biggest-win"]')).toHaveText(wins > 0 ? '+10 chip' : '—')
  await expect(figures.locator('[data-figure="biggest-loss"]')).toHaveText(wins < 3 ? '−10 chip' : '—')
  const pct = new Intl.NumberFormat('vi-VN', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero'
  }).format(net / 3000)
  await expect(figures.locator('[data-figure="return"]')).toHaveText(pct)

  // The balance chart: a canvas, described in words (balance after each of the 3 rounds).
  const chart = page.getByTestId('balance-chart')
  await expect(chart.locator('canvas').first()).toBeVisible()
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(
      `3 ván: từ ${viChips(100_000 + rounds[0]!.net).replace('.', '\\.')} đến ${viChips(100_000 + net).replace('.', '\\.')}`
    )
  )

  // The rounds, virtualised, reached by keyboard: the second round opens with Enter.
  const list = page.getByRole('listbox', { name: 'Các ván của phiên; Enter để xem lại' })
  await expect(list.getByRole('option')).toHaveCount(3)
  await list.focus()
  await page.keyboard.press('ArrowDown')
  await expect(list.getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', '2')
  await page.keyboard.press('Enter')

  // The recall: marked as such, nothing to act on, stepping through every event of round 2.
  await expect(page.getByRole('heading', { level: 1, name: 'Xem lại ván 2' })).toBeVisible()
  await expect(page.getByTestId('recall-banner')).toContainText('Xem lại — không thể thao tác')
  await expect(page.getByTestId('recall-sicbo').getByRole('button')).toHaveCount(0)
  const r2 = rounds[1]!
  const [a, b, c] = r2.dice
  const total = a! + b! + c!
  const rolled = a === b && b === c ? `Bộ ba ${a}-${b}-${c}, tổng ${total}` : `Xúc xắc ra ${a}-${b}-${c}, tổng ${total}`
  const expected = [
    'Mở cược',
    'Bạn đặt 10 chip vào Nhỏ',
    'Nhà cái đóng cược',
    rolled,
    `Trả thưởng: Bạn ${viSigned(r2.net)}`
  ]
  const now = page.getByTestId('recall-now')
  await expect(page.getByTestId('recall-position')).toHaveText(`Bước 1/${expected.length}`)
  await expect(now).toHaveText(expected[0]!)
  // Before the roll the tray shows no dice.
  await expect(page.getByTestId('dice').getByRole('img')).toHaveCount(0)
  for (let i = 1; i < expected.length; i++) {
    await page.keyboard.press('ArrowRight')
    await expect(now).toHaveText(expected[i]!)
    await expect(page.getByTestId('recall-position')).toHaveText(`Bước ${i + 1}/${expected.length}`)
  }
  expect(await diceShown(page)).toEqual(r2.dice)
  // The log lists every event so far, in order.
  await expect(page.getByTestId('recall-log').locator('li.ev')).toHaveText(expected)
  await page.keyboard.press('ArrowLeft')
  await expect(now).toHaveText(expected[3]!)
  await expect(page.getByTestId('recall-net')).toHaveText(viSigned(r2.net))

  // Play back from the start at 4×: it runs to the end by itself.
  await page.getByRole('button', { name: 'Về đầu ván' }).click()
  await expect(now).toHaveText(expected[0]!)
  await page.getByRole('combobox', { name: 'Tốc độ' }).selectOption('4')
  await page.getByTestId('recall-play').click()
  await expect(page.getByTestId('recall-position')).toHaveText(`Bước ${expected.length}/${expected.length}`, {
    timeout: 10_000
  })
  await expect(page.getByTestId('recall-play')).toHaveText('Phát lại từ đầu')

  // The fairness proof: the commitment the table showed before round 2, the revealed seed, verified.
  const fair = page.getByTestId('recall-fairness')
  await expect(fair.getByTestId('commitment')).toHaveText(r2.commitment)
  await expect(fair.getByTestId('server-seed')).toHaveText(/^[0-9a-f]{64}$/)
  await expect(page.getByTestId('recall-verdict')).toHaveAttribute('data-state', 'verified')
  await fair.getByRole('button', { name: 'Kiểm chứng lại' }).click()
  await expect(fair.getByTestId('verify-again')).toHaveText('✓ Kiểm chứng lại: khớp.')

  // The rules in force: the trainer preset, every key explained.
  await page.getByTestId('recall-rules').locator('summary').click()
  await expect(page.getByTestId('recall-rules').locator('[data-key="payTable.double"]')).toContainText('11 ăn 1')

  // Back to the session and export it as CSV: a download with one row per round.
  await page.getByRole('link', { name: 'Về phiên của ván này' }).click()
  await expect(page.getByTestId('session-detail')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByTestId('session-detail').getByRole('button', { name: 'Xuất tệp' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^banxanh-.+\.csv$/)
  await expect(page.getByTestId('export-done')).toContainText('Đã xuất 3 ván')
  const csv = readFileSync(await file.path(), 'utf8')
  // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const lines = csv.slice(1).trim().split(/\r?\n/)
  expect(lines[0]).toBe(
    'session,profile,seq,game,started_at,ended_at,wagered,net,balance_after,outcome,outcome_text,server_seed_hash,server_seed'
  )
  expect(lines).toHaveLength(4)
  const row2 = csvFields(lines[2]!)
  const words = row2[10]
  expect(row2[2]).toBe('2')
  expect(row2[6]).toBe('10.00')
  expect(row2[7]).toBe(r2.net > 0 ? '10.00' : '-10.00')
  expect(row2[9]).toBe(r2.dice.join('-'))
  expect(words).toBe(
    a === b && b === c
      ? `Xúc xắc ${a} · ${b} · ${c}: bộ ba, tổng ${total}`
      : `Xúc xắc ${a} · ${b} · ${c}, tổng ${total} (${total <= 10 ? 'Xỉu' : 'Tài'})`
  )
  expect(row2[11]).toBe(r2.commitment)
})

test('history: a JSON export refused when it is already here, the session deleted after a confirmation, and imported back', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Thu Hà', '1000')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  const nets: number[] = []
  for (let i = 0; i < 2; i++) {
    await rollOnSmall(page)
    nets.push(smallNet(await diceShown(page), 1000))
  }
  const net = nets[0]! + nets[1]!
  // Leave the table: an open session cannot be deleted.
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').click()
  const detail = page.getByTestId('session-detail')
  await expect(detail.getByTestId('figures').locator('[data-figure="net"]')).toHaveText(viSigned(net))
  await detail.getByLabel('Định dạng').selectOption('json')
  const download = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Xuất tệp' }).click()
  const saved = await download
  // Kept under its own name (banxanh-….json), as a person's download folder would keep it.
  const file = test.info().outputPath(saved.suggestedFilename())
  await saved.saveAs(file)
  expect(saved.suggestedFilename()).toMatch(/^banxanh-.+\.json$/)
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; rounds: unknown[] }
  expect(exported.format).toBe('banxanh-history/1')
  expect(exported.rounds).toHaveLength(2)

  // The same rounds are already in this install: refused, and nothing changes.
  await page.getByTestId('import-file').setInputFiles(file)
  await expect(page.getByTestId('import-error')).toContainText('Không nhập được, không có gì thay đổi')
  await expect(page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link')).toHaveCount(1)

  // Deleting asks first; the balance stays what the rounds made it.
  const balance = page.getByRole('button', { name: /^Hồ sơ Thu Hà, số dư / })
  const before = await balance.getAttribute('aria-label')
  await detail.getByRole('button', { name: 'Xóa phiên…' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('2 ván')
  await confirm.getByRole('button', { name: 'Hủy' }).click()
  await expect(page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link')).toHaveCount(1)
  await detail.getByRole('button', { name: 'Xóa phiên…' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa vĩnh viễn' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã xóa phiên (2 ván).' })).toBeVisible()
  await expect(page.getByText('Chưa có phiên nào. Hãy chơi vài ván rồi quay lại đây.')).toBeVisible()
  expect(await balance.getAttribute('aria-label')).toBe(before)

  // Imported back: the session returns with the same figures.
  await page.getByTestId('import-file').setInputFiles(file)
  await expect(page.getByTestId('import-done')).toContainText('Đã nhập 1 phiên, 2 ván')
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').click()
  await expect(page.getByTestId('figures').locator('[data-figure="rounds"]')).toHaveText('2')
  await expect(page.getByTestId('figures').locator('[data-figure="net"]')).toHaveText(viSigned(net))
})

test('history: a backup refused as already here is imported with "skip what is already here": nothing doubles, the balance stays', async ({
  app
}) => {
  const { page } = app
  await newPlayerAtSicbo(page, 'Minh Khoa', '500')
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await rollOnSmall(page)
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link')
  await sessions.click()
  const detail = page.getByTestId('session-detail')
  await detail.getByLabel('Định dạng').selectOption('json')
  const download = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Xuất tệp' }).click()
  const saved = await download
  const file = test.info().outputPath(saved.suggestedFilename())
  await saved.saveAs(file)

  const balance = page.getByRole('button', { name: /^Hồ sơ Minh Khoa, số dư / })
  const before = await balance.getAttribute('aria-label')
  await page.getByTestId('import-file').setInputFiles(file)
  await expect(page.getByTestId('import-error')).toContainText('đã có trong máy này')
  const skip = page.getByRole('button', { name: 'Bỏ qua phần đã có và nhập phần còn lại' })
  await skip.click()
  await expect(page.getByTestId('import-done')).toContainText('Đã nhập 0 phiên, 0 ván')
  await expect(page.getByTestId('import-skipped')).toHaveText(
    'Đã bỏ qua phần đã có trong máy: 1 phiên, 1 ván (giữ nguyên).'
  )
  await expect(page.getByTestId('import-error')).toHaveCount(0)
  await expect(skip).toHaveCount(0)
  await expect(sessions).toHaveCount(1)
  await sessions.click()
  await expect(page.getByTestId('figures').locator('[data-figure="rounds"]')).toHaveText('1')
  expect(await balance.getAttribute('aria-label')).toBe(before)
})
