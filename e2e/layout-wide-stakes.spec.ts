/**
 * Wide numbers at the Blackjack table, and its side column at the design size (a look at the screens as a
 * person sees them, 2026-12-07). Stakes of 500 chips, doubled to 1.000 and split four ways, at 1024×700
 * and 1280×800. Before:
 *   - at seven spots the spot beside the dealer grew over the one under it ("Cược 1.020 chip đã gấp đôi"
 *     and "Thắng · +1.020 chip" took two lines each) and covered its stake buttons;
 *   - split hands' "1.000 ×2" and "−1.000" were cut short, and the stake circle's "500 chip" ran past
 *     its edge into the clear button;
 *   - on a stacked table at 1024 px the table's bar took three lines (the "Bài xếp sẵn" pill on its own,
 *     "Rời bàn" pushed under the money): the page scrolled, the felt ran over its controls and the
 *     dealer's result over a spot's name;
 *   - at 1280×800 with hints and the count on, the count panel sat under the fold of the side column at
 *     every decision, and the coach began with an empty line.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp, useEnglish } from './steps'

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 }
] as const

/** What is wrong with the Blackjack table now, in words (empty: nothing). Runs in the page. */
function tableProblems(): string[] {
  const out: string[] = []
  const root = document.documentElement
  if (root.scrollHeight > window.innerHeight + 1) out.push(`the page scrolls (${root.scrollHeight} high)`)
  if (root.scrollWidth > window.innerWidth + 1) out.push(`the page scrolls sideways (${root.scrollWidth} wide)`)
  const box = (e: Element) => e.getBoundingClientRect()
  const over = (a: DOMRect, b: DOMRect): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
  const said = (e: Element): string => `${e.getAttribute('data-testid') ?? e.tagName} "${e.textContent?.trim()}"`
  const spots = [...document.querySelectorAll('[data-testid="bj-felt"] [data-testid^="spot-"]')]
  for (const [i, a] of spots.entries())
    for (const b of spots.slice(i + 1)) if (over(box(a), box(b))) out.push(`${said(a)} overlaps ${said(b)}`)
  for (const spot of spots) {
    const s = box(spot)
    for (const el of spot.querySelectorAll<HTMLElement>('p, button, h2')) {
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${said(el)} is cut off (${el.scrollWidth} in ${el.clientWidth})`)
      const r = box(el)
      if (r.left < s.left - 1 || r.right > s.right + 1) out.push(`${said(el)} runs out of its spot`)
    }
  }
  const dealer = document.querySelector('[data-testid="bj-dealer"]')
  if (dealer)
    for (const spot of spots) if (over(box(dealer), box(spot))) out.push(`the dealer's part overlaps ${said(spot)}`)
  const felt = document.querySelector('[data-testid="bj-felt"]')
  const controls = document.querySelector('[data-testid="bj-controls"]')
  if (felt && controls && over(box(felt), box(controls))) out.push('the felt overlaps its controls')
  return out
}

async function measure(page: Page, where: string, problems: string[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const found = await page.evaluate(tableProblems)
    for (const p of found) problems.push(`${size.width}×${size.height} ${where}: ${p}`)
    if (found.length > 0)
      await page.screenshot({ path: test.info().outputPath(`${where}-${size.width}.png`.replace(/[^\w.-]+/g, '-')) })
  }
  await page.setViewportSize(SIZES[0])
}

/** Four 8s for the first spot, so it splits into four hands; then an 11 to double (deal order: docs/rules-blackjack.md). */
const FOUR_WAY = {
  format: 'banxanh-scenario/1',
  game: 'blackjack',
  rules: { preset: 'vegas-6d' },
  seats: [
    { id: 'p1', bankroll: 100000 },
    { id: 'p2', bankroll: 100000 },
    { id: 'p3', bankroll: 100000 }
  ],
  rounds: [
    {
      bets: [
        { seat: 'p1', amount: 500 },
        { seat: 'p2', amount: 500 },
        { seat: 'p3', amount: 500 }
      ],
      cards: ['8S', 'TS', '9S', '6H', '8D', 'TD', '9D', 'TC', '8H', '8C', '3S', 'TH'],
      actions: [
        { seat: 'p1', do: 'split' },
        { seat: 'p1', do: 'split' },
        { seat: 'p1', do: 'split' },
        { seat: 'p1', do: 'double' },
        { seat: 'p1', do: 'stand' },
        { seat: 'p1', do: 'stand' },
        { seat: 'p1', do: 'stand' },
        { seat: 'p2', do: 'stand' },
        { seat: 'p3', do: 'stand' }
      ]
    }
  ]
}

async function toBlackjack(page: Page): Promise<void> {
  await createFirstProfile(page, 'Khoa')
  await topUp(page, '100000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
}

/** Presses a decision and waits for the house's answer. */
async function press(page: Page, action: string): Promise<void> {
  const controls = page.getByTestId('bj-controls')
  const v = await controls.getAttribute('data-version')
  await page.getByTestId('bj-decision').locator(`button[data-action="${action}"]`).click()
  await expect(controls).not.toHaveAttribute('data-version', v ?? '')
}

/** Plays the round out: splits while `splits` allows, doubles the first time it may, stands otherwise. */
async function playOut(page: Page, splits: number): Promise<void> {
  const controls = page.getByTestId('bj-controls')
  const decision = page.getByTestId('bj-decision')
  let doubled = false
  for (let k = 0; k < 24; k++) {
    await expect(decision.or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
    if ((await controls.getAttribute('data-over')) === 'yes') return
    const can = (a: string) => decision.locator(`button[data-action="${a}"]`).isVisible()
    if (await can('decline')) await press(page, 'decline')
    else if (splits > 0 && (await can('split'))) {
      splits--
      await press(page, 'split')
    } else if (!doubled && (await can('double'))) {
      doubled = true
      await press(page, 'double')
    } else await press(page, 'stand')
  }
  throw new Error('the round did not end')
}

async function deal(page: Page): Promise<void> {
  const controls = page.getByTestId('bj-controls')
  const v = await controls.getAttribute('data-version')
  await page.getByTestId('deal').click()
  await expect(controls).not.toHaveAttribute('data-version', v ?? '')
}

test('Blackjack, wide numbers: a four-way split at 500 chips on a stacked shoe fits at 1024×700 and 1280×800', async ({
  app
}) => {
  test.setTimeout(120_000)
  const { page } = app
  await page.setViewportSize(SIZES[0])
  await toBlackjack(page)
  await page.getByTestId('bj-stacked-file').setInputFiles({
    name: 'four-way.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(FOUR_WAY))
  })
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('stacked-pill')).toBeVisible()
  await page.locator('[data-chip="50000"]').click()
  // 500 chips on each spot (the first keeps the table's minimum under it: 510).
  for (const s of ['you1', 'you2', 'you3']) {
    await page.getByTestId(`stake-${s}`).click()
    await expect(page.getByTestId(`stake-${s}`)).toHaveText(/^5\d0 chip$/)
  }
  const problems: string[] = []
  await measure(page, 'betting', problems)
  await deal(page)
  await playOut(page, 3)
  await expect(page.getByTestId('hand-you1-3')).toBeVisible()
  // The doubled hand's stake: over 1.000 chips, its number whole in the narrowest hand.
  const stakes = await page
    .locator('[data-testid^="hand-you1-"][role="group"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stake'))))
  expect(stakes.filter((m) => m >= 100_000)).toHaveLength(1)
  await measure(page, 'settled, four hands in spot 1', problems)
  expect(problems, problems.join('\n')).toEqual([])
})

test('Blackjack, wide numbers: seven spots at 500 chips, doubled, keep to their places at 1024×700 and 1280×800', async ({
  app
}) => {
  test.setTimeout(180_000)
  const { page } = app
  await page.setViewportSize(SIZES[0])
  await toBlackjack(page)
  await page.getByRole('group', { name: 'Số ô cược của bạn' }).getByText('3', { exact: true }).click()
  await page
    .getByRole('group', { name: 'Người chơi máy (theo chiến lược cơ bản)' })
    .getByText('4', { exact: true })
    .click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('bj-felt').locator('[data-testid^="spot-"]')).toHaveCount(7)
  await page.locator('[data-chip="50000"]').click()
  for (const s of ['you1', 'you2', 'you3']) await page.getByTestId(`stake-${s}`).click()
  const problems: string[] = []
  await measure(page, 'betting', problems)
  for (let round = 1; round <= 4; round++) {
    await deal(page)
    await playOut(page, 1)
    await measure(page, `round ${round} settled`, problems)
  }
  expect(problems, problems.join('\n')).toEqual([])
})

for (const lang of ['vi', 'en'] as const) {
  test(`Blackjack at 1280×800 (${lang}): with hints and the count on, the side column shows both at a decision without scrolling`, async ({
    app
  }) => {
    test.setTimeout(120_000)
    const { page } = app
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 })
    await createFirstProfile(page, 'Khoa')
    await topUp(page, '1000')
    if (lang === 'en') {
      await useEnglish(page)
    }
    const W = lang === 'vi' ? { lobby: 'Sảnh chơi', sit: 'Ngồi vào bàn' } : { lobby: 'Lobby', sit: 'Take a seat' }
    await page.getByRole('navigation').getByRole('link', { name: W.lobby }).click()
    await page.getByRole('link', { name: 'Blackjack' }).click()
    await page.getByRole('button', { name: W.sit }).click()
    await page.getByTestId('bj-hints-toggle').check()
    const tally = page.getByTestId('bj-tally')
    await page.getByTestId('bj-tally-toggle').click()
    await expect(tally).toHaveAttribute('data-on', 'yes')
    // No question at random (it is a form in the panel's place), and the count's settings closed again.
    await page.getByTestId('bj-tally-settings-toggle').click()
    await page.getByTestId('bj-tally-quiz-on').uncheck()
    await page.getByTestId('bj-tally-settings-toggle').click()
    await expect(page.getByTestId('bj-tally-settings')).toHaveCount(0)
    // Those clicks scrolled the side column to the count; the person's view of it at a decision is from its top.
    await tally.evaluate((el) => el.closest('aside')?.scrollTo(0, 0))

    const decision = page.getByTestId('bj-decision')
    let seen = false
    for (let round = 0; round < 10 && !seen; round++) {
      await deal(page)
      const over = page.locator('[data-testid="bj-controls"][data-over="yes"]')
      await expect(decision.or(over)).toBeVisible()
      if (await decision.locator('button[data-action="decline"]').isVisible()) await press(page, 'decline')
      await expect(decision.or(over)).toBeVisible()
      if (await decision.locator('button[data-action="stand"]').isVisible()) {
        await expect(page.getByTestId('bj-hints')).toBeVisible({ timeout: 20_000 })
        const m = await page.evaluate(() => {
          const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement
          const aside = q('bj-tally').closest('aside') as HTMLElement
          const coach = q('bj-coach')
          const panel = coach.parentElement as HTMLElement
          return {
            scrollTop: aside.scrollTop,
            asideBottom: aside.getBoundingClientRect().bottom,
            hintsBottom: q('bj-hints').getBoundingClientRect().bottom,
            tallyBottom: q('bj-tally').getBoundingClientRect().bottom,
            coachGap: coach.getBoundingClientRect().top - panel.getBoundingClientRect().top,
            panelPad: parseFloat(getComputedStyle(panel).paddingTop)
          }
        })
        expect(m.scrollTop).toBe(0)
        expect(m.hintsBottom, 'the hints in view').toBeLessThanOrEqual(m.asideBottom)
        expect(m.tallyBottom, 'the count panel in view').toBeLessThanOrEqual(m.asideBottom)
        // The coach starts at its panel's padding: no empty line above it.
        expect(m.coachGap, 'the coach starts at its panel’s padding').toBeLessThanOrEqual(m.panelPad + 2)
        seen = true
        await playOut(page, 0)
      }
      await expect(over).toBeVisible()
    }
    expect(seen, 'a decision came').toBe(true)
  })
}
