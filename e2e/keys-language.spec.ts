/**
 * Keys by language (issue 32, item 3 and "Keys"): in English the Blackjack table takes the casino's
 * letters (H hit, S stand, D double, P split, R surrender), a key that costs money where a Vietnamese
 * player's reflex would press it for a free decision (D doubles in English, stands in Vietnamese)
 * asks first, and so does surrender; the `?` list shows the English keys; Enter deals the next round.
 * At the Xì dách table Enter in the stake box deals, and Enter deals the next round.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  blackjackControls,
  blackjackMoved,
  createFirstProfile,
  helpKeys,
  sitAtGame,
  topUp,
  useEnglish,
  xidachSettled
} from './steps'

async function toEnglish(page: Page): Promise<void> {
  await useEnglish(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
}

test('English Blackjack: H hits, S stands, D and R ask first, the help lists them, Enter deals', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Ann')
  await topUp(page, '1000')
  await toEnglish(page)
  await sitAtGame(page, 'Blackjack', 'en')

  const help = await helpKeys(page)
  expect(help).toContain('H: Hit: take a card')
  expect(help).toContain('S: Stand: no more cards')
  expect(help).toContain('D: Double the stake, take exactly one card (asks first; Shift+D at once)')
  expect(help).toContain('P: Split the pair into two hands')
  expect(help).toContain('R: Surrender half the stake (asks first; Shift+R at once)')
  expect(help).toContain('Enter: Enter or Space: deal, the next round with the same stakes')
  expect(help.some((row) => row.startsWith('B:') || row.startsWith('G:') || row.startsWith('T:'))).toBe(false)

  const controls = blackjackControls(page)
  const decision = page.getByTestId('bj-decision')
  const hit = decision.locator('button[data-action="hit"]')
  const surrender = decision.locator('button[data-action="surrender"]')
  const decline = decision.locator('button[data-action="decline"]')
  // Deal by Enter alone until a first decision where surrender is open (late surrender: no dealer blackjack).
  let found = false
  for (let i = 0; i < 30 && !found; i++) {
    const before = await controls.getAttribute('data-version')
    await page.locator('h1').focus()
    await page.keyboard.press('Enter')
    if ((await blackjackMoved(page, before)) === 'over') continue
    if (await decline.isVisible()) {
      const w = await controls.getAttribute('data-version')
      await expect(decline).toBeEnabled()
      await page.keyboard.press('n')
      if ((await blackjackMoved(page, w)) === 'over') continue
    }
    if (await surrender.isVisible()) found = true
    else {
      // Not a fresh two-card decision: stand it out by key.
      while ((await controls.getAttribute('data-over')) !== 'yes') {
        const w = await controls.getAttribute('data-version')
        await expect(decision.locator('button[data-action="stand"]')).toBeEnabled()
        await page.keyboard.press('s')
        await blackjackMoved(page, w)
      }
    }
  }
  expect(found, 'a decision with surrender open within 30 rounds').toBe(true)
  await expect(hit).toHaveText(/^Hit\s*H$/)
  await expect(decision.locator('button[data-action="stand"]')).toHaveText(/^Stand\s*S$/)
  await expect(surrender).toHaveText(/^Surrender\s*R$/)
  await expect(hit).toBeEnabled()

  // R asks first and sends nothing; Esc goes back.
  const v = await controls.getAttribute('data-version')
  await page.keyboard.press('r')
  const ask = page.getByTestId('bj-ask')
  await expect(ask).toBeVisible()
  await expect(ask).toHaveAttribute('data-action', 'surrender')
  await expect(ask).toContainText('Surrender, losing half the stake?')
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(controls).toHaveAttribute('data-version', v ?? '')
  // D (Vietnamese "dằn") asks before it doubles.
  if (await decision.locator('button[data-action="double"]').isVisible()) {
    await page.keyboard.press('d')
    await expect(ask).toHaveAttribute('data-action', 'double')
    await page.keyboard.press('Escape')
    await expect(ask).toBeHidden()
    await expect(controls).toHaveAttribute('data-version', v ?? '')
  }

  // H hits: the hand takes one card (it no longer surrenders).
  const hand = page.getByTestId('hand-you1-0')
  const cards = Number(await hand.getAttribute('data-cards'))
  await page.keyboard.press('h')
  const state = await blackjackMoved(page, v)
  await expect(hand).toHaveAttribute('data-cards', String(cards + 1))
  if (state === 'decide') {
    const w = await controls.getAttribute('data-version')
    await expect(decision.locator('button[data-action="stand"]')).toBeEnabled()
    await page.keyboard.press('s')
    await blackjackMoved(page, w)
  }
})

test('Xì dách: Enter in the stake box deals, and Enter deals the next round', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Bình')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Xì dách', exact: true })).toBeVisible()
  const section = page.locator('section[data-round]')
  const stake = page.getByTestId('stake-input')
  await stake.fill('20')
  await stake.press('Enter')
  await expect(section).not.toHaveAttribute('data-round', '0')
  // Play the round out by key (D stands; a non that asks is answered with its button).
  for (let k = 0; k < 8 && (await xidachSettled(page)) === 'decide'; k++) {
    const v = await section.getAttribute('data-version')
    await page.locator('h1').focus()
    await page.keyboard.press('d')
    const confirm = page.getByTestId('confirm-non')
    await expect(async () => {
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Có, dằn non' }).click()
      expect(await section.getAttribute('data-version')).not.toBe(v)
    }).toPass({ timeout: 15_000 })
  }
  await expect(page.getByRole('button', { name: 'Ván mới' })).toBeEnabled()
  const round = await section.getAttribute('data-round')
  await page.locator('h1').focus()
  await page.keyboard.press('Enter')
  await expect(section).not.toHaveAttribute('data-round', round ?? '')
})
