/**
 * The simulated Xì dách house edge, live in the rules editor (web project): a ruleset from the wiki
 * preset gets both dealer AIs' edges with their 99 % intervals, after a progress bar; changing a key
 * starts a new run, which can be cancelled and started again.
 */
import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

test('rules editor: the simulated Xì dách house edge, with progress, cancel and 99 % intervals', async ({ app }) => {
  test.setTimeout(240_000)
  const { page } = app
  await createFirstProfile(page, 'Minh Khang')
  await page.getByRole('navigation').getByRole('link', { name: 'Luật chơi' }).click()
  await page.getByRole('tab', { name: 'Xì dách' }).click()
  await page.getByRole('button', { name: 'Tạo bộ luật mới…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tạo bộ luật Xì dách' })
  await dialog.getByLabel('Tên bộ luật').fill('Bàn nhà Lan')
  await dialog.getByRole('button', { name: 'Tạo và chỉnh sửa' }).click()
  const editor = page.getByTestId('ruleset-editor')
  await expect(editor.getByRole('heading', { name: 'Sửa «Bàn nhà Lan»' })).toBeVisible()

  const edge = editor.getByTestId('xd-edge')
  await expect(edge).toContainText('Lợi thế nhà cái:')
  await expect(edge).toHaveAttribute('data-state', 'ok', { timeout: 180_000 })
  for (const dealer of ['simple', 'shrewd']) {
    const line = edge.getByTestId(`xd-edge-${dealer}`)
    await expect(line).toContainText('khoảng tin cậy 99 %')
    const h = Number(await line.getAttribute('data-house-edge'))
    const lo = Number(await line.getAttribute('data-lo'))
    const hi = Number(await line.getAttribute('data-hi'))
    expect(lo).toBeLessThan(h)
    expect(h).toBeLessThan(hi)
    // docs/sim-xidach.md: wiki rules, about 0.2 % (simple) and 1.1 % (shrewd) over 1M rounds.
    expect(Math.abs(h - (dealer === 'simple' ? 0.21 : 1.08))).toBeLessThan(1)
  }
  await expect(edge.getByTestId('xd-edge-simple')).toContainText('với nhà cái đơn giản')

  // A new key value: a new run, with its progress bar, which can be cancelled and restarted.
  await editor.getByLabel('Tuổi tối thiểu của nhà cái').fill('15')
  await expect(edge).toHaveAttribute('data-state', 'running', { timeout: 20_000 })
  await expect(edge.getByTestId('xd-edge-progress')).toBeVisible()
  // The bar and its cancel button stay on one line, even in a narrow window.
  await page.setViewportSize({ width: 1024, height: 700 })
  const bar = (await edge.getByTestId('xd-edge-progress').boundingBox())!
  const cancel = (await edge.getByRole('button', { name: 'Hủy' }).boundingBox())!
  expect(Math.abs(bar.y + bar.height / 2 - (cancel.y + cancel.height / 2))).toBeLessThan(4)
  await edge.getByRole('button', { name: 'Hủy' }).click()
  await expect(edge).toHaveAttribute('data-state', 'cancelled')
  await expect(edge).toContainText('Đã hủy mô phỏng.')
  await edge.getByRole('button', { name: 'Mô phỏng lại' }).click()
  await expect(edge).toHaveAttribute('data-state', 'running')
})
