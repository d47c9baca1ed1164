/**
 * Pacing (issue 10, item 2): with motion allowed, a Blackjack round plays to the person one event at a
 * time — cards land one after another, the hole card turns over, and the result comes last — while
 * the house has long answered; a reload in the middle shows the true state at once; and with reduced
 * motion (the fixture's default: the page asks for it) nothing is paced at all.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, standOutBlackjack, topUp } from './steps'

interface Snap {
  pacing: string
  dealer: number
  down: number
  mine: number
  outcomes: number
  net: boolean
}

/** Records every distinct state of the table the page shows, in order, from now on. */
// Run in the page (plain script text: this project's TypeScript has no DOM library).
const RECORD = `(() => {
  window.__snaps = []
  const q = (sel) => document.querySelectorAll(sel).length
  const snap = () => {
    const s = {
      pacing: document.querySelector('section.bj')?.getAttribute('data-pacing') ?? '',
      dealer: q('[data-testid="bj-dealer"] [data-card]'),
      down: q('[data-testid="bj-dealer"] [data-card="down"]'),
      mine: q('[data-testid="spot-you1"] [data-card]'),
      outcomes: q('[data-testid$="-outcome"]'),
      net: document.querySelector('[data-testid="round-net"]') !== null
    }
    const last = window.__snaps[window.__snaps.length - 1]
    if (JSON.stringify(last) !== JSON.stringify(s)) window.__snaps.push(s)
  }
  // A result put in the page and taken out again within one update was never meant to show: that is
  // the page running ahead of the pacer for a moment (a flash a slow frame could paint).
  window.__flash = false
  const result = (n) => n.nodeType === 1 && (n.matches('[data-testid="round-net"]') || n.querySelector('[data-testid="round-net"]'))
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (!n.isConnected && result(n)) window.__flash = true
    snap()
  }).observe(document.body, { subtree: true, childList: true, attributes: true })
  snap()
})()`
/** Records every distinct state of the table the page shows, in order, from now on. */
async function record(page: Page): Promise<void> {
  await page.evaluate(RECORD)
}
const snaps = async (page: Page): Promise<Snap[]> => (await page.evaluate('window.__snaps')) as Snap[]

async function sitBlackjack(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
}

test('A Blackjack round plays out in order at the chosen pace, the result last; a reload shows the true state at once', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Hải')
  await topUp(page, '1000')
  // Motion allowed (the page asks for reduced motion; the setting overrides it), normal pace.
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  await page.getByRole('group', { name: 'Giảm chuyển động' }).getByRole('radio', { name: 'Tắt' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'full')
  await page.getByRole('group', { name: 'Tốc độ ván bài' }).getByRole('radio', { name: 'Vừa' }).check()
  await sitBlackjack(page)
  await expect(page.getByTestId('pace')).toHaveValue('normal')

  await record(page)
  await page.getByTestId('deal').click()
  await standOutBlackjack(page, 30_000)
  await expect(page.getByTestId('round-net')).toBeVisible()
  const seen = await snaps(page)
  expect(await page.evaluate('window.__flash'), 'the result put in the page before its turn, then taken out').toBe(
    false
  )
  const final = seen[seen.length - 1] as Snap
  // The deal landed card by card: the person's hand was on show with 1 card, then 2.
  expect(seen.some((s) => s.mine === 1)).toBe(true)
  expect(seen.some((s) => s.mine === 2)).toBe(true)
  // Nothing of the result while the round was playing out, and when it came, the dealer's hand was as it
  // ends: every card there and every card the rules turn over turned. A round with nothing left for the
  // dealer to play (the person's blackjack, a bust) never turns the hole card (docs/rules-blackjack.md);
  // a dealer who drew has turned it.
  for (const s of seen) {
    if (s.pacing === 'playing') {
      expect(s.net).toBe(false)
    }
    if (s.net) {
      expect(s.dealer).toBe(final.dealer)
      expect(s.down).toBe(final.down)
    }
  }
  if (final.dealer > 2) expect(final.down).toBe(0)
  const firstNet = seen.findIndex((s) => s.net)
  expect(firstNet).toBeGreaterThan(0)
  // The dealer's hand grew while the page played (the hole card then each draw), not all at once.
  expect(new Set(seen.slice(0, firstNet).map((s) => s.dealer)).size).toBeGreaterThan(1)

  // A reload while a round plays out: the page shows the house's state at once, nothing replayed.
  await page.getByTestId('pace').selectOption('slow')
  await expect(page.getByTestId('pace')).toHaveValue('slow')
  await page.getByTestId('deal').click()
  await expect(page.locator('section.bj')).toHaveAttribute('data-pacing', 'playing')
  // From the reload's first moment: did the page ever show the round playing out?
  await page.addInitScript({
    content: `window.__played = false
new MutationObserver(() => {
  if (document.querySelector('section.bj[data-pacing="playing"]')) window.__played = true
}).observe(document, { subtree: true, childList: true, attributes: true })`
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()
  const controls = page.getByTestId('bj-controls')
  await expect(page.getByTestId('bj-decision').or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible()
  expect(await page.evaluate('window.__played')).toBe(false)
  await expect(page.locator('section.bj')).toHaveAttribute('data-pacing', 'idle')
})

test('Under reduced motion a round is not paced', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Yến')
  await topUp(page, '1000')
  await sitBlackjack(page)
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce')
  await record(page)
  await page.getByTestId('deal').click()
  await standOutBlackjack(page, 30_000)
  expect((await snaps(page)).some((s) => s.pacing === 'playing')).toBe(false)
})
