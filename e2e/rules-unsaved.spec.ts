/**
 * Unsaved edits in the house-rules editor are never dropped without a word (docs/ui.md "House rules"):
 * leaving the editor with changes — a navigation link, the browser's back, another preset, a copy — asks first
 * in the app's own dialog. "Ở lại" (or Esc) keeps the edits and the address; "Bỏ thay đổi" goes on,
 * and the ruleset comes back as saved. A saved editor leaves without a question. Once in English.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

async function newXidachRuleset(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Xì dách' })
  await dialog.getByLabel('Tên bộ luật').fill(name)
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  await expect(page.getByTestId('ruleset-editor').getByRole('heading', { name: `Sửa «${name}»` })).toBeVisible()
}

/** From any screen, by the main navigation (`nav`, its `link`): the rules page, and a saved ruleset of one's own opened. */
async function openMine(page: Page, nav: string, link: string, name: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link }).click()
  await page.getByTestId('my-rulesets').getByRole('button', { name }).click()
}

test('the rules editor asks before its unsaved edits are dropped: a link, back, another preset; not once saved', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Minh')
  await newXidachRuleset(page, 'Nhà tôi')
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' })
  const history = nav.getByRole('link', { name: 'Lịch sử' })
  const editor = page.getByTestId('ruleset-editor')
  const nameField = editor.getByLabel('Tên bộ luật')
  const ask = page.getByRole('alertdialog', { name: 'Bỏ các thay đổi chưa lưu?' })
  const stay = ask.getByRole('button', { name: 'Ở lại' })
  const discard = ask.getByRole('button', { name: 'Bỏ thay đổi' })

  await nameField.fill('Nhà tôi (sửa)')
  await expect(editor).toContainText('Có thay đổi chưa lưu.')

  // A navigation link: asked; "Ở lại" keeps the edit, the editor and the address.
  await history.click()
  await expect(ask).toBeVisible()
  await expect(ask).toContainText('«Nhà tôi»')
  await expect(stay).toBeFocused()
  await stay.click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/#\/rules$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luật chơi')
  await expect(nameField).toHaveValue('Nhà tôi (sửa)')

  // The keyboard: Tab goes between the two answers and stays in the dialog; Esc stays.
  await history.click()
  await expect(stay).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(discard).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(stay).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/#\/rules$/)
  await expect(nameField).toHaveValue('Nhà tôi (sửa)')

  // Another preset in the side list drops the edit too: asked; staying keeps it.
  await page.getByRole('button', { name: /^Ngày Tết/ }).click()
  await expect(ask).toBeVisible()
  await stay.click()
  await expect(nameField).toHaveValue('Nhà tôi (sửa)')
  // So does a copy (made of the saved version, opened in place of this one).
  await editor.getByRole('button', { name: 'Nhân bản…' }).click()
  await expect(ask).toBeVisible()
  await stay.click()
  await expect(page.getByRole('dialog', { name: 'Nhân bản «Nhà tôi»' })).toBeHidden()
  await expect(nameField).toHaveValue('Nhà tôi (sửa)')

  // "Bỏ thay đổi": the history opens; back on the rules, the ruleset is as saved.
  await history.click()
  await discard.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch sử chơi')
  await expect(page).toHaveURL(/#\/history$/)
  // Focus lands on the new screen's heading, as after any move (not on the link behind the dialog).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await openMine(page, 'Điều hướng chính', 'Luật chơi', /Nhà tôi/)
  await expect(nameField).toHaveValue('Nhà tôi')

  // The browser's back (the hash has already moved when the app hears of it): asked; "Ở lại" puts the
  // address back without asking again; "Bỏ thay đổi" goes back.
  await nameField.fill('Nhà tôi (sửa lần hai)')
  await page.goBack()
  await expect(ask).toBeVisible()
  await expect(page).toHaveURL(/#\/history$/)
  await stay.click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/#\/rules$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luật chơi')
  await expect(nameField).toHaveValue('Nhà tôi (sửa lần hai)')
  // Focus goes back to where it was: the field being edited.
  await expect(nameField).toBeFocused()
  await expect(ask).toBeHidden()
  await page.goBack()
  await expect(ask).toBeVisible()
  await discard.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch sử chơi')

  // Saved: the editor is clean and leaves without a question.
  await openMine(page, 'Điều hướng chính', 'Luật chơi', /Nhà tôi/)
  await expect(nameField).toHaveValue('Nhà tôi')
  await nameField.fill('Nhà tôi đã lưu')
  await editor.getByRole('button', { name: /^Lưu thành bản 2/ }).click()
  await expect(page.getByTestId('my-rulesets')).toContainText('Nhà tôi đã lưu')
  await expect(editor).not.toContainText('Có thay đổi chưa lưu.')
  await history.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch sử chơi')
  await expect(ask).toBeHidden()
  await openMine(page, 'Điều hướng chính', 'Luật chơi', /Nhà tôi đã lưu/)
  await expect(nameField).toHaveValue('Nhà tôi đã lưu')
})

test('in English: "Discard unsaved changes?", Stay and Discard', async ({ app }) => {
  const { page } = app
  await createFirstProfile(page, 'Minh')
  await newXidachRuleset(page, 'My house')
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Cài đặt' }).click()
  await page.getByRole('radio', { name: 'English' }).check()
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await openMine(page, 'Main navigation', 'House rules', /My house/)
  const nameField = page.getByTestId('ruleset-editor').getByLabel('Ruleset name')
  await nameField.fill('My house, edited')
  await nav.getByRole('link', { name: 'History' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
  await expect(ask).toContainText('"My house"')
  await ask.getByRole('button', { name: 'Stay' }).click()
  await expect(nameField).toHaveValue('My house, edited')
  await nav.getByRole('link', { name: 'History' }).click()
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play history')
})
