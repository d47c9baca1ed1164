/**
 * One validity in the rules editor (issue 32, item 6): the badge and Save use the check a table makes
 * when it opens (a rotating dealer with no maximum stake is not valid), a disabled Save says why
 * beside it, in words that name the field and never its key; "1.000" in a chips field is one thousand
 * (Vietnamese grouping); unticking "Không giới hạn" leaves the field empty instead of pre-filling
 * 0,01; and a field's problem is worded again when the language changes (here from another window),
 * and an amount is rewritten in the new language's decimals.
 */
import { expect, test } from './fixtures'
import { createFirstProfile, useEnglish } from './steps'

test('the rules editor: one validity, Save says why, 1.000 is a thousand, a switch of language rewords', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Lan')
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Xì dách' })
  await dialog.getByLabel('Tên bộ luật').fill('Xoay cái')
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  const editor = page.getByTestId('ruleset-editor')
  const check = page.getByTestId('rules-check')
  const save = editor.getByRole('button', { name: /^Lưu thành bản 2/ })
  const why = page.getByTestId('save-why')
  await expect(check).toContainText('Hợp lệ')
  await expect(save).toBeDisabled()
  await expect(why).toHaveText('Chưa có thay đổi nào để lưu.')

  // A rotating dealer with no maximum stake: the table would refuse it, so the editor does.
  await editor.locator('[data-key="dealerMode"]').locator('select').selectOption('rotate')
  await expect(check).toHaveAttribute('data-state', 'bad')
  await expect(check).toContainText('Chưa hợp lệ — Cược tối đa')
  await expect(check).toContainText('Luật xoay cái cần một mức cược tối đa')
  await expect(check).not.toContainText('✓')
  await expect(save).toBeDisabled()
  await expect(why).toContainText('Luật xoay cái cần một mức cược tối đa')
  await expect(save).toHaveAttribute('aria-describedby', (await why.getAttribute('id')) ?? '')
  for (const text of [await check.textContent(), await why.textContent()]) expect(text).not.toMatch(/maxBet|rules\./)

  // Unticking "Không giới hạn" leaves the field empty and asks for an amount (nothing pre-filled).
  const maxBet = editor.locator('[data-key="maxBet"]')
  await maxBet.getByRole('checkbox', { name: 'Không giới hạn' }).uncheck()
  const maxBetField = maxBet.getByRole('textbox')
  await expect(maxBetField).toBeEnabled()
  await expect(maxBetField).toHaveValue('')
  await expect(why).toContainText('Hãy nhập một số chip.')
  await expect(check).not.toContainText('Hợp lệ:')

  // "1.000" is one thousand chips, as everywhere else in Vietnamese.
  await maxBetField.fill('1.000')
  await expect(maxBet).not.toContainText('Hãy nhập số chip')
  await expect(check).toContainText('Hợp lệ')
  await expect(save).toBeEnabled()
  await expect(why).toBeHidden()
  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu bản 2.' })).toBeVisible()
  await expect(maxBetField).toHaveValue('1000')

  // A field's own problem is named in words, and worded again when the language changes; a field that
  // holds an amount is rewritten the way the new language writes decimals ("0,5" was left as typed,
  // which English reads as a group separator).
  const minBetField = editor.locator('[data-key="minBet"]').getByRole('textbox')
  await minBetField.fill('0,5')
  await maxBetField.fill('1.0.0')
  await expect(maxBet).toContainText('Hãy nhập số chip, tối đa hai chữ số thập phân')
  await expect(check).toContainText('Chưa hợp lệ — Cược tối đa')
  const token = await page.evaluate(() => sessionStorage.getItem('banxanh.token'))
  const other = await page.context().newPage()
  await other.goto(`${new URL(page.url()).origin}/?token=${token}`)
  await useEnglish(other)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(maxBet).toContainText('Please enter chips with at most two decimals')
  await expect(maxBet).not.toContainText('Hãy nhập số chip')
  await expect(check).toContainText('Not valid yet')
  await expect(check).not.toContainText('Chưa hợp lệ')
  await expect(minBetField).toHaveValue('0.5')
  await expect(editor.locator('[data-key="minBet"]')).not.toContainText('Please enter')
  await other.close()

  // The save bar holds one line in English at 1280×800 (it wrapped: Save, Discard, the reason, Duplicate
  // and Delete did not fit beside one another; the last two now sit in the editor's header): Save,
  // Discard and the reason share one row.
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 })
  // The field's problem is the reason beside Save (it said "Nothing has changed yet.": the text that
  // does parse equals the saved version).
  await expect(why).toContainText('Please enter chips with at most two decimals')
  const bar = editor.locator('.actions')
  const parts = [...(await bar.getByRole('button').all()), why]
  expect(parts.length).toBe(3)
  const rows = new Set<number>()
  for (const part of parts) {
    const box = await part.boundingBox()
    if (box) rows.add(Math.round(box.y + box.height / 2))
  }
  const barBox = await bar.boundingBox()
  const saveBox = await bar.getByRole('button', { name: /^Save as version/ }).boundingBox()
  expect(barBox && saveBox && barBox.height < 2 * saveBox.height).toBe(true)
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(4)
})
