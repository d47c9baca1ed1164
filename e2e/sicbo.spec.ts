/**
 * The Sic Bo table end to end (web project): sit at the trainer table, place several bets with the
 * mouse and the keyboard, roll, and check the payouts, the round's net and the new balance against
 * docs/rules-sicbo.md worked out here from the dice the page shows; then the round in the store (its bets,
 * dice and ledger entries, read from the data file directly); the fairness verdict; and the payout
 * drill scoring a right and a wrong answer.
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { decodeStep } from '../src/core/store/event-codec'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp, sitAtSicboTrainer } from './steps'
import { minorOf, spotKey, trainerPays, typed } from './sicbo-oracle'

async function diceShown(page: Page): Promise<number[]> {
  const dice = page.getByTestId('dice').getByRole('img')
  await expect(dice).toHaveCount(3)
  const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  return labels.map((l) => Number(/Xúc xắc (\d)/.exec(l)?.[1]))
}

const spot = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: new RegExp(`^${name}, trả`) })

test('Sic Bo: bets, a roll, payouts and balance; the round in the store; fairness; the payout drill', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Thu Hà')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()

  // Sitting down: the trainer table.
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()
  await sitAtSicboTrainer(page)
  await expect(page.getByTestId('rules-name')).toHaveText('Trình luyện tập')
  await expect(page.getByTestId('table-balance')).toHaveText('1.000 chip')
  const before = await page.getByTestId('commitment').locator('code').first().textContent()
  expect(before).toMatch(/^[0-9a-f]{64}$/)

  // Every one of the 50 spots is on screen at 1280×800, none scrolled away.
  const board = page.getByRole('group', { name: 'Bàn cược Sic Bo' })
  await expect(board.getByRole('button')).toHaveCount(50)
  for (const box of await board
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON() as { bottom: number; right: number; width: number })
    )) {
    expect(box.bottom).toBeLessThanOrEqual(800)
    expect(box.right).toBeLessThanOrEqual(1280)
    expect(box.width).toBeGreaterThan(20)
  }

  // Bets: 10 on Small and on Big, 25 on single 3 (twice: 50), 5 on total 10, and combo 1-2 by keyboard.
  await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
  await spot(page, 'Nhỏ').click()
  await spot(page, 'Lớn').click()
  await page.getByRole('radio', { name: 'Chip 25 chip' }).click()
  await spot(page, 'Số đơn 3').click()
  await spot(page, 'Số đơn 3').click()
  await page.getByRole('radio', { name: 'Chip 5 chip' }).click()
  await spot(page, 'Tổng 10').click()
  await expect(page.getByTestId('table-staked')).toHaveText('75 chip')
  // Keyboard: from Tổng 10 the arrow keys reach the combinations; Enter bets, Delete removes.
  await spot(page, 'Tổng 10').focus()
  await page.keyboard.press('ArrowDown')
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('data-spot', /^combo:/)
  const comboKey = (await focused.getAttribute('data-spot')) as string
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('table-staked')).toHaveText('80 chip')
  await page.keyboard.press('Delete')
  await expect(page.getByTestId('table-staked')).toHaveText('75 chip')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('table-staked')).toHaveText('80 chip')
  // Undo takes back the last chip only.
  await page.getByRole('button', { name: 'Hoàn tác' }).click()
  await expect(page.getByTestId('table-staked')).toHaveText('75 chip')
  await page.locator(`[data-spot="${comboKey}"]`).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('table-staked')).toHaveText('80 chip')
  await expect(spot(page, 'Số đơn 3')).toHaveAccessibleName(/đang cược 50 chip/)

  // Nothing is stored before the roll: the chips are the window's until then.
  const early = new Database(join(app.dataDir, 'banxanh.sqlite'), { readonly: true, fileMustExist: true })
  try {
    expect(early.prepare(`SELECT count(*) FROM rounds`).pluck().get()).toBe(0)
  } finally {
    early.close()
  }

  // A bet over the balance is refused with the house's message, and changes nothing.
  await page.getByRole('radio', { name: 'Chip 1.000 chip' }).click()
  await spot(page, 'Tổng 11').click()
  await expect(page.getByTestId('table-error')).toContainText('nhiều hơn số chip bạn có (1.000 chip)')
  await expect(page.getByTestId('table-staked')).toHaveText('80 chip')

  await page.getByRole('button', { name: 'Lắc', exact: true }).click()
  await expect(page.getByTestId('breakdown')).toBeVisible()
  const dice = await diceShown(page)
  const bets: Array<[string, number]> = [
    ['small', 1000],
    ['big', 1000],
    ['single:3', 5000],
    ['total:10', 500],
    [comboKey, 500]
  ]
  let net = 0
  const winners: string[] = []
  for (const [key, stake] of bets) {
    const n = trainerPays(key, dice)
    net += n === null ? -stake : stake * n
    if (n !== null) winners.push(key)
  }
  const total = dice[0]! + dice[1]! + dice[2]!
  // The roll in the recall log's words ("Xúc xắc ra 2-3-5, tổng 10", or "Bộ ba 4-4-4, tổng 12").
  await expect(page.getByTestId('announcement')).toContainText(`${dice.join('-')}, tổng ${total}`)
  const netText = (await page.getByTestId('round-net').textContent()) ?? ''
  expect(Math.sign(net) * minorOf(netText.replace(/^[+−]/, ''))).toBe(net)
  expect(minorOf((await page.getByTestId('new-balance').textContent()) ?? '')).toBe(100_000 + net)
  expect(minorOf((await page.getByTestId('table-balance').textContent()) ?? '')).toBe(100_000 + net)
  // The top bar follows the settlement.
  await expect(page.getByRole('button', { name: /^Hồ sơ Thu Hà, số dư / })).toHaveAccessibleName(
    new RegExp(`số dư ${new Intl.NumberFormat('vi-VN').format((100_000 + net) / 100).replace(/\./g, '\\.')} chip`)
  )
  await expect(page.getByTestId('breakdown').getByRole('row')).toHaveCount(1 + 5)
  // The settled round's chips leave the layout: none stays beside "Đang cược 0 chip" looking like a bet.
  await expect(page.getByTestId('table-staked')).toHaveText('0 chip')
  await expect(board.getByTestId('stake')).toHaveCount(0)
  for (const name of await board.getByRole('button').evaluateAll((els) => els.map((e) => e.ariaLabel ?? '')))
    expect(name).not.toContain('đang cược')
  // The winning spots light up, and only those of the person's bets that won are named "thắng".
  for (const [key] of bets) {
    const lit = await page.locator(`[data-spot="${key}"]`).evaluate((e) => e.classList.contains('win'))
    expect(lit, key).toBe(winners.includes(key))
  }

  // Fairness: the seed is revealed and main verifies the round.
  await expect(page.getByTestId('revealed')).toBeVisible()
  await page.getByRole('button', { name: 'Kiểm chứng', exact: true }).click()
  await expect(page.getByTestId('verdict')).toContainText('Đã kiểm chứng')

  // The round in the store: its bets, its dice, and ledger entries that carry its net.
  const db = new Database(join(app.dataDir, 'banxanh.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const round = db
      // The hash is stored as its bytes (schema 7): read back as the hex the app wrote.
      .prepare(
        `SELECT id, status, lower(hex(server_seed_hash)) AS server_seed_hash, revealed_at FROM rounds WHERE game = 'sicbo'`
      )
      .get() as {
      id: number
      status: string
      server_seed_hash: string
      revealed_at: string | null
    }
    expect(round.status).toBe('over')
    expect(round.server_seed_hash).toBe(before)
    expect(round.revealed_at).not.toBeNull()
    // The chips and the roll were one action, stored as one step after the start entry.
    expect(
      db.prepare('SELECT seq, actor FROM round_events WHERE round_id = ? ORDER BY seq').all(round.id) as Array<{
        seq: number
        actor: string
      }>
    ).toEqual([
      { seq: 0, actor: 'table' },
      { seq: 1, actor: 'you' }
    ])
    const events = (
      db.prepare('SELECT data FROM round_events WHERE round_id = ? ORDER BY seq').all(round.id) as Array<{
        data: Uint8Array
      }>
    ).flatMap(
      (r) =>
        JSON.parse(decodeStep(r.data).events_json) as Array<{
          type: string
          bet?: { spot: string; amountMinor: number }
          dice?: number[]
        }>
    )
    const settled = events.find((e) => e.type === 'settled') as unknown as {
      bets: Array<{ spot: string; amountMinor: number }>
    }
    const byspot = new Map<string, number>()
    for (const b of settled.bets) byspot.set(b.spot, (byspot.get(b.spot) ?? 0) + b.amountMinor)
    expect(Object.fromEntries(byspot)).toEqual(Object.fromEntries(bets))
    expect(events.find((e) => e.type === 'rolled')?.dice).toEqual(dice)
    const ledger = db
      .prepare(
        `SELECT (SELECT id FROM profiles WHERE key = e.profile_key) AS profile, e.amount_minor AS amount
         FROM ledger_entries e JOIN ledger_tx t ON t.id = e.tx_id WHERE t.round_id = ? ORDER BY e.amount_minor`
      )
      .all(round.id) as Array<{ profile: string | null; amount: number }>
    if (net === 0) expect(ledger).toEqual([])
    else {
      expect(ledger.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-Math.abs(net), Math.abs(net)])
      expect(ledger.find((l) => l.profile !== null)?.amount).toBe(net)
    }
  } finally {
    db.close()
  }

  // Rebet places the same layout on the next roll.
  await page.getByRole('button', { name: 'Cược lại' }).click()
  await expect(page.getByTestId('table-staked')).toHaveText('80 chip')

  // The payout drill, from the table.
  await page.getByRole('link', { name: 'Luyện tính tiền' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Luyện tính tiền thưởng' })).toBeVisible()
  await answerDrill(page, 'right')
  await expect(page.getByTestId('drill-score')).toContainText('Chính xác hết!')
  await page.getByRole('button', { name: 'Ra đề mới' }).first().click()
  // The new layout has replaced the checked one when its score is gone.
  await expect(page.getByTestId('drill-score')).toHaveCount(0)
  await answerDrill(page, 'wrong')
  await expect(page.getByTestId('drill-score')).toContainText('Đúng 4/5')
  await expect(page.getByTestId('explanation').filter({ hasText: 'Sai' })).toHaveCount(1)
  await expect(page.getByTestId('explanation').filter({ hasText: 'Sai' })).toContainText('đúng là')
  await expect(page.getByTestId('drill-summary')).toHaveText('Đã làm 2 lượt, đúng hết 1 lượt.')

  const db2 = new Database(join(app.dataDir, 'banxanh.sqlite'), { readonly: true, fileMustExist: true })
  try {
    expect(db2.prepare('SELECT score FROM drill_results ORDER BY id').pluck().all()).toEqual([5, 4])
  } finally {
    db2.close()
  }
})

/** Reads the drill from the page, works out every payout by rules.md, and answers (one off by a chip if `wrong`). */
async function answerDrill(page: Page, how: 'right' | 'wrong'): Promise<void> {
  const roll = page.getByRole('img', { name: /^Xúc xắc \d, \d, \d: tổng \d+\.$/ })
  await expect(roll).toBeVisible()
  const m = /^Xúc xắc (\d), (\d), (\d)/.exec((await roll.getAttribute('aria-label')) ?? '')
  const dice = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])]
  const inputs = page.getByRole('textbox', { name: /^Tiền trả cho / })
  await expect(inputs).toHaveCount(5)
  for (let i = 0; i < 5; i++) {
    const input = inputs.nth(i)
    const label = (await input.getAttribute('aria-label')) ?? ''
    const parts = /^Tiền trả cho (.+), cược (.+ chip)$/.exec(label)
    if (!parts) throw new Error(`unexpected label "${label}"`)
    const stake = minorOf(parts[2] as string)
    const n = trainerPays(spotKey(parts[1] as string), dice)
    const payout = n === null ? 0 : stake * n
    await input.fill(typed(how === 'wrong' && i === 0 ? payout + 100 : payout))
  }
  await page.getByRole('button', { name: 'Kiểm tra' }).click()
}
