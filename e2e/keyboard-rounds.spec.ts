/**
 * Twenty rounds of each game at 1024×700 with the most seats the table takes, played by keyboard alone
 * (issue 32's "Done when"). Nothing at the table is clicked: controls are reached by focus and pressed
 * with Enter or Space, and every decision is a key of the game's key map in the language shown
 * (Vietnamese: Blackjack D stands, N declines insurance; Xì dách D stands; Sic Bo R rolls; Enter away
 * from a control deals, starts the next round or puts the same bets down again and rolls them).
 * Setting up the profile (creating it, topping up) is the lobby's business and uses the shared steps.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { blackjackControls, blackjackMoved, createFirstProfile, sicboSmall, topUp, xidachWaiting } from './steps'

const ROUNDS = 20

test.use({ viewport: { width: 1024, height: 700 } })

/** Presses a key with the focus on the page itself (the table's own keys, not a control's). */
async function tableKey(page: Page, key: string): Promise<void> {
  await page.locator('h1').focus()
  await page.keyboard.press(key)
}

/** Reaches a control by focus and presses it with the keyboard. */
async function press(page: Page, control: ReturnType<Page['locator']>, key = 'Enter'): Promise<void> {
  await control.focus()
  await expect(control).toBeFocused()
  await page.keyboard.press(key)
}

async function openTable(page: Page, game: string): Promise<void> {
  await press(page, page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }))
  await press(page, page.getByRole('link', { name: game }))
}

test('Blackjack: 20 rounds with 3 spots and 4 computer players, by keyboard', async ({ app }) => {
  test.setTimeout(300_000)
  const { page } = app
  await createFirstProfile(page, 'Phím Một')
  await topUp(page, '100000')
  await openTable(page, 'Blackjack')
  await press(page, page.locator('input[name="bj-spots"][value="3"]'), 'Space')
  await press(page, page.locator('input[name="bj-bots"][value="4"]'), 'Space')
  await press(page, page.getByTestId('bj-sit'))
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()

  const controls = blackjackControls(page)
  const decision = page.getByTestId('bj-decision')
  let played = 0
  for (let round = 0; round < ROUNDS; round++) {
    const before = await controls.getAttribute('data-version')
    // Enter deals: the first round with the stakes the table offers, then the same stakes again.
    await tableKey(page, 'Enter')
    let state = await blackjackMoved(page, before)
    for (let k = 0; k < 30 && state === 'decide'; k++) {
      const v = await controls.getAttribute('data-version')
      const insurance = await decision.locator('button[data-action="decline"]').isVisible()
      await expect(decision.locator(`button[data-action="${insurance ? 'decline' : 'stand'}"]`)).toBeEnabled()
      await tableKey(page, insurance ? 'n' : 'd')
      state = await blackjackMoved(page, v)
    }
    expect(state).toBe('over')
    played++
  }
  expect(played).toBe(ROUNDS)
  // Seven spots, three of them the person's.
  await expect(page.locator('[data-testid^="spot-"]')).toHaveCount(7)
  await expect(page.getByTestId('spot-you3')).toBeVisible()
})

test('Xì dách: 20 rounds with seven players, by keyboard', async ({ app }) => {
  test.setTimeout(400_000)
  const { page } = app
  await createFirstProfile(page, 'Phím Hai')
  await topUp(page, '100000')
  await openTable(page, 'Xì dách')
  // "Luật nhà phổ biến": seven players a table. Its radio takes Space.
  await press(page, page.getByRole('radio', { name: /Luật nhà phổ biến/ }), 'Space')
  await expect(page.getByRole('radio', { name: /Luật nhà phổ biến/ })).toBeChecked()
  // As many computer players as the rules take beside the person ("Thêm máy" goes when full).
  const add = page.getByRole('button', { name: 'Thêm máy' })
  for (let i = 0; i < 10 && (await add.isEnabled({ timeout: 2_000 })); i++) await press(page, add)
  await expect(add).toBeDisabled()
  const bots = await page.locator('fieldset.bots select').count()
  expect(bots).toBe(6)
  await press(page, page.getByRole('button', { name: 'Ngồi vào bàn' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  await expect(page.locator('[data-seat]')).toHaveCount(bots + 2)

  const section = page.locator('section[data-round]')
  const stake = page.getByTestId('stake-input')
  await stake.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('20')
  for (let round = 0; round < ROUNDS; round++) {
    const before = await section.getAttribute('data-round')
    // The first deal from the stake box (Enter there deals), the rest by Enter at the table.
    if (round === 0) await stake.press('Enter')
    else await tableKey(page, 'Enter')
    await expect(section).not.toHaveAttribute('data-round', before ?? '')
    for (let k = 0; k < 12 && (await xidachWaiting(page)) === 'waiting'; k++) {
      const v = await section.getAttribute('data-version')
      await tableKey(page, 'd')
      // Standing non asks first: its question takes the keyboard's focus on "Không" (Enter goes back),
      // and Dằn's key pressed again says yes.
      const confirm = page.getByTestId('confirm-non')
      await expect(async () => {
        if (await confirm.isVisible()) {
          await expect(confirm.getByRole('button', { name: 'Không, quay lại' })).toBeFocused()
          await page.keyboard.press('d')
        }
        expect(await section.getAttribute('data-version')).not.toBe(v)
      }).toPass({ timeout: 15_000 })
    }
  }
  await expect(section).toHaveAttribute('data-round', String(ROUNDS))
})

test('Sic Bo: 20 rolls, by keyboard', async ({ app }) => {
  test.setTimeout(300_000)
  const { page } = app
  await createFirstProfile(page, 'Phím Ba')
  await topUp(page, '100000')
  await openTable(page, 'Sic Bo')
  await press(
    page,
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) })
      .getByRole('button', { name: 'Ngồi vào bàn' })
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  // A chip on Small by keyboard: a spot takes the selected chip on Enter.
  await press(page, sicboSmall(page))
  await expect(page.getByTestId('table-staked')).not.toHaveText('0 chip')
  const beads = page.getByTestId('rolls-board').locator('[data-kind]')
  for (let round = 0; round < ROUNDS; round++) {
    // R rolls the first layout; after it, Enter at the table puts the same bets down again and rolls.
    await tableKey(page, round === 0 ? 'r' : 'Enter')
    await expect(beads).toHaveCount(round + 1)
    await expect(page.getByTestId('breakdown')).toContainText('Nhỏ')
  }
})
