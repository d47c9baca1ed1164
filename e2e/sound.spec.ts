/**
 * Sound (issue 10, item 15): chips and dice are synthesized with Web Audio when a bet is placed and the
 * bowl is shaken; mute at the table is the same setting as in Settings, and muted nothing plays.
 */
import { expect, test } from './fixtures'
import { newPlayerAtSicbo } from './steps'

// Counts the synthesized sounds the page starts (oscillators and noise buffers), from its first moment.
const COUNT = `window.__sounds = 0
for (const name of ['createOscillator', 'createBufferSource']) {
  const original = AudioContext.prototype[name]
  AudioContext.prototype[name] = function (...args) { window.__sounds++; return original.apply(this, args) }
}`

test('a chip and the dice are heard; muted at the table, nothing is', async ({ app }) => {
  const { page } = app
  await page.addInitScript({ content: COUNT })
  await page.reload()
  await newPlayerAtSicbo(page, 'Vy', '1000')
  const spot = page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: /^Nhỏ, trả/ })
  const sounds = async (): Promise<number> => (await page.evaluate('window.__sounds')) as number
  expect(await sounds()).toBe(0)
  await spot.click()
  await expect(page.getByTestId('table-staked')).toHaveText('25 chip')
  await expect.poll(sounds).toBeGreaterThan(0)
  const afterChip = await sounds()
  await page.getByRole('button', { name: /^Lắc/ }).click()
  await expect(page.getByTestId('dice').getByRole('img')).toHaveCount(3)
  await expect.poll(sounds).toBeGreaterThan(afterChip)

  // Mute at the table: the setting, and no sound after it.
  const mute = page.getByTestId('mute')
  await mute.click()
  await expect(mute).toHaveAttribute('aria-pressed', 'true')
  const muted = await sounds()
  await page.getByRole('button', { name: 'Cược lại' }).click()
  await expect(page.getByTestId('table-staked')).toHaveText('25 chip')
  expect(await sounds()).toBe(muted)
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  await expect(page.getByRole('checkbox', { name: 'Tắt mọi âm thanh ở bàn' })).toBeChecked()
})
