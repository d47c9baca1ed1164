/**
 * One key map and busting (issue 10, items 5 and 8): Bốc is B and Dằn is D at both card tables, the
 * keys are on the buttons, and `?` lists them; a Xì dách hand over 21 shows "Quắc" at once, Bốc stops
 * being the primary button, and a draw that would cost đền bài asks first (a setting turns that off).
 */
import { expect, test } from './fixtures'
import {
  blackjackMoved,
  createFirstProfile,
  enabledNow,
  helpKeys,
  sitAtGame,
  topUp,
  xidachDeal,
  xidachDecide,
  xidachSettled
} from './steps'

test('Bốc is B and Dằn is D at both tables, on the buttons and in the ? help', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Phúc')
  await topUp(page, '1000')

  await sitAtGame(page, 'Blackjack')
  const bj = await helpKeys(page)
  expect(bj).toContain('B: Bốc thêm một lá')
  expect(bj).toContain('D: Dằn: dừng, không bốc thêm')
  const controls = page.getByTestId('bj-controls')
  const decision = page.getByTestId('bj-decision')
  const stand = decision.locator('button[data-action="stand"]')
  const decline = decision.locator('button[data-action="decline"]')
  for (let i = 0; i < 20; i++) {
    const before = await controls.getAttribute('data-version')
    await page.getByTestId('deal').click()
    if ((await blackjackMoved(page, before)) === 'over') continue
    if (await decline.isVisible()) {
      const w = await controls.getAttribute('data-version')
      await expect(decline).toBeEnabled()
      await page.keyboard.press('n')
      if ((await blackjackMoved(page, w)) === 'over') continue
    }
    if (await stand.isVisible()) break
  }
  await expect(decision.locator('button[data-action="hit"]')).toHaveText(/^Bốc\s*B$/)
  await expect(stand).toHaveText(/^Dằn\s*D$/)
  await expect(stand).toHaveAttribute('aria-keyshortcuts', 'D')
  // D stands (it no longer doubles): the hand takes no card.
  const hand = page.getByTestId('hand-you1-0')
  const cards = await hand.getAttribute('data-cards')
  const v = await controls.getAttribute('data-version')
  // A key counts once the table takes decisions again (not while the last request is in flight).
  await expect(stand).toBeEnabled()
  await page.keyboard.press('d')
  let state = await blackjackMoved(page, v)
  await expect(hand).toHaveAttribute('data-cards', cards ?? '')
  while (state !== 'over') {
    const w = await controls.getAttribute('data-version')
    await expect(stand).toBeEnabled()
    await page.keyboard.press('d')
    state = await blackjackMoved(page, w)
  }
  await page.getByRole('button', { name: 'Rời bàn' }).click()

  await sitAtGame(page, 'Xì dách')
  const xd = await helpKeys(page)
  expect(xd).toContain('B: Bốc thêm một lá')
  expect(xd).toContain('D: Dằn: dừng, không bốc thêm')
  await expect(
    page.getByRole('button', { name: /^Bốc/ }).or(page.getByRole('button', { name: 'Chia bài' }))
  ).toBeVisible()
})

test('Xì dách: quắc at once, Bốc no longer primary, and a draw that costs đền bài asks first', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Sơn')
  await topUp(page, '1000')
  await sitAtGame(page, 'Xì dách')
  await page.getByTestId('stake-input').fill('10')
  const section = page.locator('section[data-round]')
  const draw = page.getByRole('button', { name: /^Bốc/ })
  const stand = page.getByRole('button', { name: /^Dằn/ })
  let bust = false
  for (let i = 0; i < 30 && !bust; i++) {
    await xidachDeal(page)
    // Draw until quắc with Bốc still open, or until the person's turn ends; then let the round end.
    for (let k = 0; k < 8 && (await xidachSettled(page)) === 'decide'; k++) {
      if ((await page.getByTestId('bust-you').isVisible()) && (await enabledNow(draw))) {
        bust = true
        break
      }
      await xidachDecide(page, (await enabledNow(draw)) ? draw : stand)
    }
  }
  expect(bust, 'a quắc hand with the draw still open within 30 rounds').toBe(true)
  const total = Number((await page.getByTestId('total-you').textContent())?.replace(/\D+/g, ''))
  expect(total).toBeGreaterThan(21)
  await expect(page.getByTestId('bust-you')).toHaveText('Quắc')
  // Dằn is now the primary button, Bốc is not.
  await expect(stand).toHaveClass(/btn-primary/)
  await expect(draw).not.toHaveClass(/btn-primary/)
  // Bốc (by key too) asks first; declining stands, nothing is drawn.
  const cards = await page.getByTestId('seat-you').locator('.hand').getAttribute('data-count')
  await page.keyboard.press('b')
  const dialog = page.getByRole('alertdialog', { name: 'Bốc khi đã quắc?' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('penalty-confirm')).toContainText('phạt bốc quắc')
  const v = await section.getAttribute('data-version')
  await dialog.getByRole('button', { name: 'Không, dằn bài' }).click()
  await expect(dialog).toBeHidden()
  await expect(section).not.toHaveAttribute('data-version', v ?? '')
  await expect(page.getByTestId('seat-you').locator('.hand')).toHaveAttribute('data-count', cards ?? '')

  // The setting turns the question off.
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  const ask = page.getByRole('checkbox', { name: /Hỏi lại trước khi bốc lúc đã quắc/ })
  await expect(ask).toBeChecked()
  await ask.uncheck()
  await expect(ask).not.toBeChecked()
})
