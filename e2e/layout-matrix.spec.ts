/**
 * Issue 32: every table holds at every seat count, phase and window size. For each table and each
 * seat count the rules allow (Xì dách 1–7 players with the person playing, and 1–7 computer players
 * with the person dealing; Blackjack 1–7 spots, as many of them the person's as the sit-down allows;
 * Sic Bo's one layout) the spec plays to each phase — betting, the person's turn, the dealer's turn,
 * settled — and at 1024×700, 1280×800, 1366×768 and 1920×1080 fails when
 *   - two visible controls, seats, the felt or panels overlap (one inside the other is no overlap),
 *   - one of them leaves the window or is cut off by a box that clips it (inside a scrolling panel it
 *     may be scrolled away: that panel is what must stay inside the window),
 *   - the centre of an enabled button is not the button (`document.elementFromPoint`: something lies
 *     over it, so a click there lands elsewhere),
 *   - a box scrolls sideways (what it holds is wider than it: a column cut off).
 * One page per table and seat count; the viewport is resized through the four sizes at each phase.
 *
 * The dealer's turn: with reduced motion (the fixture's) the house's dealer plays at once, so it is
 * caught by pacing the round: motion is turned on, the page's clock is paused (`page.clock`), the last
 * decision is sent, and the clock is run 50 ms at a time until the table shows the dealer playing
 * (Xì dách: the phase bar on "Nhà cái bốc và kiểm bài"; Blackjack: the hole card turned over while
 * events still play); there the clock stays still while the sizes are measured. With the person
 * dealing Xì dách, the dealer's turn is the person's own (Bốc/Dằn as nhà cái), reached with
 * "Đến thẳng lượt tôi". Sic Bo's dealer's turn is the dice shaking, caught the same way.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, phaseNow, sitAtBlackjack, topUp } from './steps'

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 }
] as const

/**
 * What is wrong with the layout in the window now, in words (empty: nothing). Runs in the page.
 * Items: every visible control (button, link, field, select, summary), every seat or spot
 * (`[data-seat]`, Blackjack's `spot-…`), each felt (`…-felt`) and each `.panel`.
 */
function layoutProblems(): string[] {
  const vw = window.innerWidth
  const vh = window.innerHeight
  const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary'
  const BOXES = '[data-seat], [data-testid^="spot-"], [data-testid$="-felt"], .panel'
  type R = { left: number; top: number; right: number; bottom: number }
  const name = (e: Element): string => {
    const label =
      e.getAttribute('aria-label') ??
      e.getAttribute('data-testid') ??
      (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `${e.tagName.toLowerCase()}${e.classList.contains('panel') ? '.panel' : ''} "${label}"`
  }
  const clips = (e: Element): boolean => {
    const s = getComputedStyle(e)
    return s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.contain.includes('paint')
  }
  const scrolls = (e: Element): boolean => {
    const s = getComputedStyle(e)
    return /auto|scroll/.test(s.overflowX + s.overflowY)
  }
  interface Item {
    el: Element
    rect: R
    /** The part not clipped away by its ancestors. */
    seen: R
    /** Inside a box that scrolls: may be scrolled out of the window. */
    inScroller: boolean
    /** Cut by an ancestor that clips and does not scroll. */
    cut: boolean
  }
  const items: Item[] = []
  const all = new Set([...document.querySelectorAll(CONTROLS), ...document.querySelectorAll(BOXES)])
  for (const el of all) {
    // The skip link waits above the window until it has the focus.
    if (el.closest('dialog:not([open]), [hidden], [inert], a.skip')) continue
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const b = el.getBoundingClientRect()
    if (b.width <= 2 || b.height <= 2) continue
    const rect = { left: b.left, top: b.top, right: b.right, bottom: b.bottom }
    const seen = { ...rect }
    let inScroller = false
    let cut = false
    for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
      if (!clips(a)) continue
      const c = a.getBoundingClientRect()
      const before = { ...seen }
      seen.left = Math.max(seen.left, c.left)
      seen.top = Math.max(seen.top, c.top)
      seen.right = Math.min(seen.right, c.right)
      seen.bottom = Math.min(seen.bottom, c.bottom)
      const clipped =
        seen.left > before.left + 1 ||
        seen.top > before.top + 1 ||
        seen.right < before.right - 1 ||
        seen.bottom < before.bottom - 1
      if (scrolls(a)) inScroller = true
      else if (clipped) cut = true
    }
    if (seen.right - seen.left <= 1 || seen.bottom - seen.top <= 1) {
      if (!inScroller) items.push({ el, rect, seen: rect, inScroller, cut: true })
      continue
    }
    items.push({ el, rect, seen, inScroller, cut })
  }
  const problems: string[] = []
  for (const it of items) {
    if (it.cut) problems.push(`${name(it.el)} is cut off`)
    if (!it.inScroller && (it.rect.left < -1 || it.rect.top < -1 || it.rect.right > vw + 1 || it.rect.bottom > vh + 1))
      problems.push(
        `${name(it.el)} leaves the window (${Math.round(it.rect.left)},${Math.round(it.rect.top)}–${Math.round(
          it.rect.right
        )},${Math.round(it.rect.bottom)})`
      )
  }
  // A box that scrolls sideways hides part of what it holds (the Sic Bo breakdown's "Trả" column was).
  for (const el of document.querySelectorAll('main *')) {
    if (!scrolls(el) || el.scrollWidth <= el.clientWidth + 1) continue
    if (!/auto|scroll/.test(getComputedStyle(el).overflowX) || el.clientWidth === 0) continue
    problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth})`)
  }
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!
      const b = items[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      const w = Math.min(a.seen.right, b.seen.right) - Math.max(a.seen.left, b.seen.left)
      const h = Math.min(a.seen.bottom, b.seen.bottom) - Math.max(a.seen.top, b.seen.top)
      if (w > 1 && h > 1) problems.push(`${name(a.el)} overlaps ${name(b.el)} (${Math.round(w)}×${Math.round(h)})`)
    }
  }
  for (const it of items) {
    const el = it.el
    const button = el instanceof HTMLButtonElement || (el instanceof HTMLAnchorElement && el.classList.contains('btn'))
    if (!button || (el instanceof HTMLButtonElement && el.disabled)) continue
    const x = (it.rect.left + it.rect.right) / 2
    const y = (it.rect.top + it.rect.bottom) / 2
    // Scrolled out of its panel, or out of the window (said above): no point to hit.
    if (x < it.seen.left || x > it.seen.right || y < it.seen.top || y > it.seen.bottom) continue
    if (x < 0 || y < 0 || x > vw || y > vh) continue
    const hit = document.elementFromPoint(x, y)
    if (!hit || !(hit === el || el.contains(hit)))
      problems.push(`the centre of ${name(el)} is covered by ${hit ? name(hit) : 'nothing'}`)
  }
  return problems
}

/** Measures the page at each size (the table as it stands: nothing may move meanwhile) and collects what is wrong. */
async function measure(page: Page, where: string, problems: string[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    // As the person sees the page on arriving: scrolled to its top (a click may have scrolled it).
    await page.evaluate(() => window.scrollTo(0, 0))
    // Every transition finished where it rests (not the dice's endless shake; boxes are read after a
    // layout at the new size, no animation frame is awaited, as the page's clock may be paused).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined))
      )
    )
    for (const p of await page.evaluate(layoutProblems)) problems.push(`${size.width}×${size.height} ${where}: ${p}`)
  }
  await page.setViewportSize(SIZES[1])
}

/**
 * Paces the round from here on with the clock still: `send` makes the last decision, then the clock
 * runs 50 ms at a time until `caught()` says the dealer is playing (false: the round ended first).
 * Afterwards motion is reduced again and the rest of the round shown at once.
 */
async function catchPaced(page: Page, send: () => Promise<void>, caught: () => Promise<boolean>): Promise<boolean> {
  const section = page.locator('section[data-pacing]')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await send()
  let found = false
  for (let step = 0; step < 200 && !found; step++) {
    await page.clock.runFor(50)
    found = await caught()
    if (!found && step > 5 && (await section.getAttribute('data-pacing')) === 'idle') break
  }
  return found
}

async function endPaced(page: Page): Promise<void> {
  // The rest of the round at once (the bar's "skip"), then the clock runs again. Not by running the clock
  // on: its 20 s would also end the page's calls still waiting for the house.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const skip = page.getByTestId('pace-skip')
  if (await skip.isVisible()) await skip.click()
  await page.clock.resume()
  await expect(page.locator('section[data-pacing]')).toHaveAttribute('data-pacing', 'idle')
}

/** A new player with chips, the page's clock installed (and running) so a round can be paced at will later. */
async function newPlayer(page: Page): Promise<void> {
  await page.clock.install()
  await page.reload()
  await createFirstProfile(page, 'Khoa')
  await topUp(page, '100000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
}

const problemsSaid = (problems: string[]): string => `${problems.length} problems:\n${problems.join('\n')}`

// ---- Xì dách --------------------------------------------------------------------------------------

async function sitAtXidach(page: Page, role: 'player' | 'dealer', bots: number, players: number): Promise<void> {
  await page.getByRole('link', { name: 'Xì dách' }).click()
  // Up to five players under the default rules; six or seven under "Luật nhà phổ biến" (maxPlayers 7).
  if (players > 5) await page.getByRole('radio', { name: /Luật nhà phổ biến/ }).check()
  if (role === 'dealer') await page.getByRole('radio', { name: 'Nhà cái' }).check()
  await expect(page.getByRole('button', { name: 'Thêm máy' })).toBeVisible()
  const rows = page.getByRole('button', { name: /^Bỏ Máy/ })
  while ((await rows.count()) > bots) await rows.last().click()
  while ((await rows.count()) < bots) await page.getByRole('button', { name: 'Thêm máy' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('xidach-felt').locator('[data-seat]')).toHaveCount(players + 1)
}

const xidachSection = (page: Page) => page.locator('section[data-round]')
const dealButton = (page: Page) => page.getByRole('button', { name: /^(Chia bài|Ván mới)$/ })

async function xidachDealt(page: Page): Promise<void> {
  const section = xidachSection(page)
  const before = await section.getAttribute('data-round')
  await dealButton(page).click()
  await expect(section).not.toHaveAttribute('data-round', before ?? '')
}

/** Waits for the house's answer to a press: the round's version moves. */
async function xidachPress(page: Page, name: RegExp): Promise<void> {
  const section = xidachSection(page)
  const v = await section.getAttribute('data-version')
  await page.getByRole('button', { name }).first().click()
  await expect(section).not.toHaveAttribute('data-version', v ?? '')
}

const enabled = (page: Page, name: RegExp) => page.getByRole('button', { name }).and(page.locator(':enabled'))

/** Until the person has a decision (`want`) or the round is over. */
async function xidachUntil(page: Page, want: RegExp): Promise<'decide' | 'over'> {
  const over = phaseNow(page).filter({ hasText: /^Kết thúc ván$/ })
  await expect(enabled(page, want).or(over).first()).toBeVisible({ timeout: 15_000 })
  return (await over.count()) > 0 ? 'over' : 'decide'
}

/** Stands (saying yes to standing non, which asks first under pho-bien). */
async function xidachStand(page: Page): Promise<void> {
  const confirm = page.getByTestId('confirm-non')
  const section = xidachSection(page)
  const v = (await section.getAttribute('data-version')) ?? ''
  await page.getByRole('button', { name: /^Dằn/ }).click()
  await expect(confirm.or(section.and(page.locator(`:not([data-version="${v}"])`)))).toBeVisible()
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Có, dằn non' }).click()
  await expect(section).not.toHaveAttribute('data-version', v)
}

for (const role of ['player', 'dealer'] as const) {
  for (let players = 1; players <= 7; players++) {
    const bots = role === 'player' ? players - 1 : players
    test(`layout: Xì dách, ${players} players, the person as ${role === 'player' ? 'a player' : 'the dealer'}`, async ({
      app
    }) => {
      test.setTimeout(180_000)
      const { page } = app
      const problems: string[] = []
      await newPlayer(page)
      await sitAtXidach(page, role, bots, players)
      await measure(page, 'betting', problems)

      const dealerTurn = async (): Promise<boolean> =>
        (await phaseNow(page).textContent()) === 'Nhà cái bốc và kiểm bài' &&
        (await xidachSection(page).getAttribute('data-pacing')) === 'playing'
      let turn = false
      let dealer = false
      for (let round = 0; round < 12 && !(turn && dealer); round++) {
        await xidachDealt(page)
        if (role === 'player') {
          if ((await xidachUntil(page, /^(Bốc|Dằn)/)) === 'over') continue
          if (!turn) await measure(page, "the person's turn", problems)
          turn = true
          dealer = await catchPaced(page, () => xidachStand(page), dealerTurn)
          if (dealer) await measure(page, "the dealer's turn", problems)
          await endPaced(page)
        } else {
          // The players' turn: the table stops before each computer move for an early check.
          if ((await xidachUntil(page, /^(Tiếp tục|Bốc|Dằn)/)) === 'over') continue
          if (!turn && (await enabled(page, /^Tiếp tục/).count()) > 0) {
            await measure(page, "the players' turn (the person may check)", problems)
            turn = true
          }
          if ((await page.getByTestId('continue-to-me').count()) > 0) await xidachPress(page, /^Đến thẳng lượt tôi/)
          if ((await xidachUntil(page, /^(Bốc|Dằn)/)) === 'over') continue
          if (!dealer) await measure(page, "the dealer's turn (the person's)", problems)
          // With one computer player there is no pause in the players' turn: the person's first turn is this.
          dealer = true
          turn ||= players === 1
          // Stand when the rules let the dealer stand, else draw (under the dealer's minimum).
          for (let k = 0; k < 16 && (await xidachUntil(page, /^(Tiếp tục|Bốc|Dằn)/)) === 'decide'; k++) {
            if ((await enabled(page, /^Dằn/).count()) > 0) await xidachStand(page)
            else if ((await enabled(page, /^Tiếp tục/).count()) > 0) await xidachPress(page, /^Tiếp tục/)
            else await xidachPress(page, /^Bốc/)
          }
        }
        await expect(phaseNow(page)).toHaveText('Kết thúc ván')
      }
      expect(turn, "the person's turn came").toBe(true)
      expect(dealer, "the dealer's turn was caught").toBe(true)
      await expect(dealButton(page)).toBeVisible()
      await measure(page, 'settled', problems)
      expect(problems, problemsSaid(problems)).toEqual([])
    })
  }
}

// ---- Blackjack ------------------------------------------------------------------------------------

for (let seats = 1; seats <= 7; seats++) {
  const spots = Math.min(3, seats)
  const bots = seats - spots
  test(`layout: Blackjack, ${seats} spots (${spots} of the person's, ${bots} computer players)`, async ({ app }) => {
    test.setTimeout(180_000)
    const { page } = app
    const problems: string[] = []
    await newPlayer(page)
    await page.getByRole('link', { name: 'Blackjack' }).click()
    await sitAtBlackjack(page, spots, bots)
    await measure(page, 'betting', problems)

    const controls = page.getByTestId('bj-controls')
    const decision = page.getByTestId('bj-decision')
    const overNow = controls.and(page.locator('[data-over="yes"]'))
    const dealer = page.getByTestId('bj-dealer')
    const press = async (action: string): Promise<void> => {
      const v = await controls.getAttribute('data-version')
      await decision.locator(`button[data-action="${action}"]`).click()
      await expect(controls).not.toHaveAttribute('data-version', v ?? '')
    }
    let turn = false
    let dealerSeen = false
    let splitSeen = false
    // Rounds go on until a round has been settled with one of the person's spots split (its hands side
    // by side over the next round's stake: the tallest a spot gets), so that is measured too.
    let splitSettled = false
    for (let round = 0; round < 30 && !(turn && dealerSeen && splitSettled); round++) {
      let splitNow = false
      const v = await controls.getAttribute('data-version')
      await page.getByTestId('deal').click()
      await expect(controls).not.toHaveAttribute('data-version', v ?? '')
      const stand = decision.locator('button[data-action="stand"]')
      const decline = decision.locator('button[data-action="decline"]')
      // Stand counts once it can be pressed: after a split the buttons show, disabled, while the hands are
      // dealt, and split aces (one card each, no decision) then end the round with no press at all.
      const standNow = stand.and(page.locator(':enabled'))
      for (let k = 0; k < 16; k++) {
        await expect(standNow.or(decline).or(overNow)).toBeVisible()
        if ((await controls.getAttribute('data-over')) === 'yes') break
        if (await decline.isVisible()) {
          await press('decline')
          continue
        }
        if (!turn) await measure(page, "the person's turn", problems)
        turn = true
        // A pair is split when it comes (split hands side by side are the widest a spot gets), and
        // measured once.
        const split = decision.locator('button[data-action="split"]')
        if (await split.isVisible()) {
          await press('split')
          if (!splitSeen) await measure(page, "the person's turn, after a split", problems)
          splitSeen = true
          splitNow = true
          continue
        }
        // Each stand is paced until the dealer's turn is caught: the last one of the round brings it.
        // (The table is idle first: with the clock still, a call still under way would keep it busy.)
        if (!dealerSeen) {
          await expect(stand).toBeEnabled()
          const found = await catchPaced(
            page,
            () => stand.click(),
            async () =>
              (await page.locator('section[data-pacing="playing"]').count()) > 0 &&
              (await dealer.locator('[data-card]').count()) >= 2 &&
              (await dealer.locator('[data-card="down"]').count()) === 0 &&
              (await decision.count()) === 0
          )
          if (found) {
            dealerSeen = true
            await measure(page, "the dealer's turn", problems)
          }
          await endPaced(page)
          continue
        }
        await press('stand')
      }
      await expect(overNow).toBeVisible()
      if (splitNow && !splitSettled) {
        await measure(page, 'settled, after a split', problems)
        splitSettled = true
      }
    }
    expect(turn, "the person's turn came").toBe(true)
    expect(dealerSeen, "the dealer's turn was caught").toBe(true)
    await measure(page, 'settled', problems)
    expect(problems, problemsSaid(problems)).toEqual([])
  })
}

// ---- Sic Bo ---------------------------------------------------------------------------------------

test('layout: Sic Bo, the whole layout with bets on it, shaking and settled', async ({ app }) => {
  test.setTimeout(120_000)
  const { page } = app
  const problems: string[] = []
  await newPlayer(page)
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) })
    .getByRole('button', { name: 'Ngồi vào bàn' })
    .click()
  const board = page.getByRole('group', { name: 'Bàn cược Sic Bo' })
  await expect(board.getByRole('button')).toHaveCount(50)
  await measure(page, 'betting, no chips down', problems)
  // A chip on every kind of spot, the long names of the breakdown among them.
  for (const spot of [/^Nhỏ, trả/, /^Lớn, trả/, /^Tổng 10, trả/, /^Tổng 4, trả/, /^Bộ ba bất kỳ, trả/])
    await board.getByRole('button', { name: spot }).click()
  for (let i = 0; i < 6; i++)
    await board
      .getByRole('button', { name: /, trả/ })
      .nth(20 + i * 4)
      .click()
  await page.getByRole('checkbox', { name: /lợi thế/i }).check()
  await measure(page, "the person's turn: chips down, the edges shown", problems)
  const roll = page.getByRole('button', { name: 'Lắc', exact: true })
  const shaking = await catchPaced(
    page,
    () => roll.click(),
    async () => (await page.getByRole('button', { name: /^Đang lắc/ }).count()) > 0
  )
  expect(shaking, 'the dice shaking was caught').toBe(true)
  await measure(page, "the dealer's turn: the dice shaking", problems)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.runFor(2_000)
  await page.clock.resume()
  await expect(page.getByTestId('breakdown')).toBeVisible()
  await measure(page, 'settled, with the breakdown', problems)
  expect(problems, problemsSaid(problems)).toEqual([])
})
