import { join } from 'node:path'
import { DB_FILE } from '../src/core/store/paths'
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

test.describe('a damage notice left by an earlier start', () => {
  // The app was stopped without answering: the notice on disk is all that is left of what happened.
  test.use({
    seedFiles: {
      'banxanh.damaged.json': JSON.stringify({
        state: 'damaged',
        reason: 'unreadable',
        movedTo: '/somewhere/banxanh.sqlite.damaged-2026-12-01T10-00-00-000Z',
        message:
          'The data file is damaged and cannot be read. It was moved to /somewhere/banxanh.sqlite.damaged-2026-12-01T10-00-00-000Z; nothing was deleted.'
      })
    }
  })

  test('is shown again, with the folder and the backup choices, until the user answers', async ({ app }) => {
    const { page } = app
    const dialog = page.getByRole('alertdialog', { name: 'Tệp dữ liệu bị hỏng' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Không đọc được tệp dữ liệu.')
    await expect(dialog.locator('code')).toContainText('/somewhere/banxanh.sqlite.damaged-2026-12-01T10-00-00-000Z')
    await expect(dialog).toContainText('Không có bản sao lưu nào mở được để khôi phục.')
    await expect(dialog).toContainText('thông báo này sẽ hiện lại lần sau')
    await expect(dialog.getByRole('button', { name: 'Mở thư mục dữ liệu' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Khôi phục/ })).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Bắt đầu với dữ liệu mới' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng đến Bàn Xanh' })).toBeVisible()
  })
})
