/**
 * Drill results on the History screen (web project): a Hi-Lo counting round played (the cards counted
 * here as they show, so both counts are right) is listed under the drills of the profile playing, with
 * its date, drill, score and time, and the drill's count, best and average.
 */
import { expect, test } from './fixtures'
import { countHiLoRight, createFirstProfile } from './steps'

test('History: a drill round played shows under the drills, with its score, time, best and average', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Thu Hà')
  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  await expect(page.getByTestId('history-drills')).toContainText('chưa làm bài luyện nào')

  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-bj-drill').click()
  await countHiLoRight(page)
  await expect(page.getByTestId('drill-score')).toContainText('Chính xác hết!')

  await page.getByRole('navigation').getByRole('link', { name: 'Lịch sử' }).click()
  const drills = page.getByTestId('history-drills')
  await expect(drills.getByRole('heading', { name: 'Bài luyện' })).toBeVisible()
  const row = drills.locator('tbody tr[data-drill="bj-count"]')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Đếm bài Hi-Lo')
  await expect(row.locator('td[data-cell="score"]')).toHaveText('2/2')
  await expect(row).toContainText(/\d+(,\d)? giây/)
  const stats = drills.locator('li[data-drill="bj-count"]')
  await expect(stats.locator('[data-stat="count"]')).toHaveText('1')
  await expect(stats.locator('[data-stat="best"]')).toContainText('2/2')
  await expect(stats.locator('[data-stat="average"]')).toContainText('100')
})
