/**
 * Issue 35: two people and two computer players at one Xì dách table on one computer, ten rounds. An
 * opens the table and adds Lan from the sit-down (a new profile, made there); each stakes their own
 * chips. Before each person's turn the table says whose turn it is and shows nobody's cards until that
 * person presses to look; after it, they are face down again. The cards each person really held are
 * read at the end of each round (every hand face up then) and looked for in the page as it stood during
 * the round: a card of a person's hand that was not theirs to see is never in the DOM (`data-card`, the
 * attribute a card carries only when it is face up). Then the session's page in History lists both, and
 * with Lan's profile in play her own History has the session with her own net and rounds.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, enabledNow, topUp } from './steps'

const NAMES: Record<string, string> = { An: 'you', Lan: 'p2' }

interface Moment {
  /** The page's table as it was. */
  html: string
  /** The person whose cards it may show (after their press), or null before any press. */
  looking: string | null
  /** Person seats already settled then (their hand turned over for all to see: a natural, a check). */
  settled: Set<string>
}

async function settledSeats(page: Page): Promise<Set<string>> {
  const out = new Set<string>()
  for (const seat of Object.values(NAMES)) if ((await page.getByTestId(`outcome-${seat}`).count()) > 0) out.add(seat)
  return out
}

async function moment(page: Page, looking: string | null): Promise<Moment> {
  return { html: await page.locator('body').innerHTML(), looking, settled: await settledSeats(page) }
}

/** A seat's face-up cards on the page now. */
async function cardsOf(page: Page, seat: string): Promise<string[]> {
  return page
    .getByTestId(`seat-${seat}`)
    .locator('[data-card]:not([data-card="down"])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))
}

async function totalOf(page: Page, seat: string): Promise<number | null> {
  const total = page.getByTestId(`total-${seat}`)
  if ((await total.count()) === 0) return null
  const m = /(\d+)/.exec((await total.textContent()) ?? '')
  return m ? Number(m[1]) : null
}

test('Xì dách: two people and two computers play ten rounds at one table, each seeing only their own cards at their turn', async ({
  app
}) => {
  test.setTimeout(240_000)
  const { page } = app
  await createFirstProfile(page, 'An')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()

  // Lan is added at the sit-down: a new profile, made without leaving it (An stays the one playing).
  const people = page.getByTestId('xd-people')
  await people.getByLabel('Tên người chơi mới').fill('Lan')
  await people.getByRole('button', { name: 'Tạo và mời' }).click()
  await expect(people.getByRole('listitem').filter({ hasText: 'Lan' })).toBeVisible()
  await page.getByRole('radio', { name: 'đơn giản' }).check()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await expect(page.getByTestId('seat-p2')).toContainText('Lan')
  await expect(page.getByTestId('seat-b1')).toBeVisible()
  await expect(page.getByTestId('seat-b2')).toBeVisible()

  const section = page.locator('section[data-round]')
  const deal = page.getByTestId('people-deal')
  const pass = page.getByTestId('pass-computer')
  const draw = page.getByRole('button', { name: /^Bốc/ })
  const stand = page.getByRole('button', { name: /^Dằn/ })
  let looks = 0

  for (let round = 0; round < 10; round++) {
    await expect(deal).toBeEnabled({ timeout: 15_000 })
    const before = Number(await section.getAttribute('data-round'))
    await deal.click()
    await expect(section).not.toHaveAttribute('data-round', String(before))
    const moments: Moment[] = []
    for (let step = 0; step < 40; step++) {
      // Wait until the table waits for someone to look, for a decision, or is over.
      await expect(section).toHaveAttribute('data-pacing', 'idle', { timeout: 15_000 })
      const open = pass.or(stand.and(page.locator(':enabled'))).or(deal)
      await expect(open.first()).toBeVisible({ timeout: 15_000 })
      if (await deal.isVisible()) break
      if (await pass.isVisible()) {
        const text = (await pass.getByRole('status').textContent()) ?? ''
        const m = /^Đến lượt (\S+) — bấm khi \1 cầm máy$/.exec(text.trim())
        expect(m, text).not.toBeNull()
        const seat = NAMES[m![1]!]!
        // Nobody's cards before the press: the person whose turn it is shows face down too.
        moments.push(await moment(page, null))
        await expect(page.getByTestId(`seat-${seat}`).locator('[data-card]:not([data-card="down"])')).toHaveCount(0)
        // Nor any hints: the coach waits for the person to look.
        await expect(page.getByTestId('xd-coach-wait')).toBeVisible()
        await expect(page.getByTestId('xd-hints')).toHaveCount(0)
        await pass.getByRole('button', { name: `${m![1]} xem bài` }).click()
        await expect(pass).toHaveCount(0)
        looks++
        const v = await section.getAttribute('data-version')
        expect(v).not.toBeNull()
        // Their own cards now show; the decision is theirs, by name.
        await expect(page.getByRole('heading', { name: `Lượt của ${m![1]}` })).toBeVisible()
        await expect(
          page.getByTestId(`seat-${seat}`).locator('[data-card]:not([data-card="down"])').first()
        ).toBeVisible()
        for (let d = 0; d < 6; d++) {
          await expect(section).toHaveAttribute('data-pacing', 'idle', { timeout: 15_000 })
          if (!(await enabledNow(stand)) && !(await enabledNow(draw))) break
          moments.push(await moment(page, seat))
          if (looks <= 3 && d === 0 && (await enabledNow(draw))) {
            // The hints of whoever looked, about their own hand (each person switches them on).
            await page.getByTestId('xd-hints-toggle').check()
            await expect(page.getByTestId('xd-hints')).toBeVisible({ timeout: 15_000 })
          }
          const total = (await totalOf(page, seat)) ?? 0
          const button = total < 16 && (await enabledNow(draw)) ? draw : stand
          const at = await section.getAttribute('data-version')
          await button.click()
          await expect(section).not.toHaveAttribute('data-version', at ?? '')
          // Still their turn (a card drawn): go on; otherwise the computer passes on.
          if ((await pass.isVisible()) || (await deal.isVisible())) break
        }
      }
    }
    await expect(deal).toBeVisible({ timeout: 15_000 })
    // The round is over: every hand is face up; what each person held is known now.
    const held: Record<string, string[]> = {}
    for (const seat of Object.values(NAMES)) held[seat] = await cardsOf(page, seat)
    for (const mo of moments) {
      for (const seat of Object.values(NAMES)) {
        if (seat === mo.looking || mo.settled.has(seat)) continue
        for (const card of held[seat]!) expect(mo.html).not.toContain(`data-card="${card}"`)
      }
    }
  }
  // Both people had turns, each behind the privacy screen.
  expect(looks).toBeGreaterThanOrEqual(10)
  // Each person's money is their own: the round results name them.
  await expect(page.getByTestId('announcements')).toContainText(/Ván này An /)
  await expect(page.getByTestId('announcements')).toContainText(/Ván này Lan /)

  // The session's page in History shows the whole table, person by person: ten rounds each.
  await page.getByRole('button', { name: 'Rời bàn' }).click()
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await page.getByRole('list', { name: 'Các phiên chơi' }).getByRole('link').first().click()
  const table = page.getByTestId('session-people')
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row').nth(1)).toContainText('An')
  await expect(table.getByRole('row').nth(2)).toContainText('Lan')
  for (const r of [1, 2]) await expect(table.getByRole('row').nth(r).getByRole('cell').nth(1)).toHaveText('10')
  const netOf = async (r: number): Promise<string> =>
    ((await table.getByRole('row').nth(r).locator('[data-cell="net"]').textContent()) ?? '').trim()
  const anNet = await netOf(1)
  const lanNet = await netOf(2)
  await expect(page.getByTestId('figures').locator('[data-figure="net"]')).toHaveText(anNet)

  // Lan's own History has the session too, with her own net and her ten rounds (issue 35 §1).
  await page.getByRole('button', { name: /^Hồ sơ An,/ }).click()
  await page.getByRole('button', { name: /^Lan / }).click()
  await expect(page.getByRole('button', { name: /^Hồ sơ Lan,/ })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  // The list was An's ("whoever is playing"): it follows the switch to Lan by itself.
  await expect(page.getByRole('combobox', { name: 'Hồ sơ' }).locator('option:checked')).toHaveText('Lan')
  const sessions = page.getByRole('list', { name: 'Các phiên chơi' })
  await expect(sessions.getByRole('link')).toHaveCount(1)
  await expect(sessions.getByRole('link')).toContainText('10 ván')
  await expect(sessions.getByRole('link')).toContainText(lanNet)
  await sessions.getByRole('link').click()
  // The page is her sitting: her name as its profile, her rounds and net.
  const detail = page.getByTestId('session-detail')
  await expect(detail.locator('dt', { hasText: /^Hồ sơ$/ }).locator('+ dd')).toHaveText('Lan')
  await expect(page.getByTestId('figures').locator('[data-figure="rounds"]')).toHaveText('10')
  await expect(page.getByTestId('figures').locator('[data-figure="net"]')).toHaveText(lanNet)
  await expect(page.getByTestId('session-people').getByRole('row')).toHaveCount(3)
})

test('Xì dách: a table setup saved by name at the sit-down is opened again from the lobby', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'An')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  const people = page.getByTestId('xd-people')
  await people.getByLabel('Tên người chơi mới').fill('Lan')
  await people.getByRole('button', { name: 'Tạo và mời' }).click()
  await expect(people.getByRole('listitem').filter({ hasText: 'Lan' })).toBeVisible()
  await page.getByRole('button', { name: 'Bỏ Máy 2' }).click()
  await page.getByLabel('Tên bàn để lưu (vd. bàn nhà ngoại)').fill('Bàn nhà ngoại')
  await page.getByRole('button', { name: 'Lưu bàn này' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu «Bàn nhà ngoại»' })).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  const saved = page.getByTestId('lobby-xidach-setups')
  await expect(saved).toContainText('Bàn nhà ngoại')
  await expect(saved).toContainText('2 người, 1 máy')
  await saved.getByRole('button', { name: 'Ngồi bàn «Bàn nhà ngoại»' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await expect(page.getByTestId('seat-p2')).toContainText('Lan')
  await expect(page.getByTestId('seat-b1')).toBeVisible()
  await expect(page.getByTestId('seat-b2')).toHaveCount(0)
  await expect(page.getByTestId('people-deal')).toBeVisible()
})
