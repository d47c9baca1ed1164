import { join } from 'node:path'
import { DB_FILE } from '../src/main/store/paths'
import { expect, test } from './fixtures'

test.describe('a damaged data file', () => {
  test.use({ seedFiles: { [DB_FILE]: 'This is not an SQLite database.\n'.repeat(64) } })

  test('is explained in a dialog that only "start fresh" closes', async ({ app }) => {
    const { page } = app
    const dialog = page.getByRole('alertdialog', { name: 'Tệp dữ liệu bị hỏng' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Tệp dữ liệu không phải là cơ sở dữ liệu hợp lệ.')
    // Where the old file went: next to the data file, renamed, never deleted.
    await expect(dialog.locator('code')).toContainText(join(app.dataDir, `${DB_FILE}.damaged`))

    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Bắt đầu với dữ liệu mới' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng đến Bàn Xanh' })).toBeVisible()
  })
})
