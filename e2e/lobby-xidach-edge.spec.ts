/**
 * The lobby's Xì dách simulated house edge (web project): none on fresh data (the exact figures only); the lobby's link leads to the
 * rules screen, where viewing the default rules runs the simulation; back in the lobby, the same
 * figures per dealer AI; and after a restart of the house they are still there, without a new run
 * (the lobby only reads: `analysis.edge { game: xidach, start: false }`, so without the kept result it would
 * say "chưa tính cho luật này" again). The figures' values are checked in e2e/xidach-edge.spec.ts
 * and tests/rulesets/xidach-edge.test.ts; here, that the lobby shows the run that was made.
 */
import { expect, test } from './fixtures'
import { createFirstProfile } from './steps'

test('lobby: a Xì dách house edge worked out once is shown again after a restart', async ({ app }) => {
  test.setTimeout(300_000)
  const { page } = app
  await createFirstProfile(page, 'Thu Hà')
  const xidach = page.getByTestId('lobby-edge-xidach')
  // Nothing simulated yet: the exact figures only (e2e/lobby-xidach-exact-edge.spec.ts), and the link.
  await expect(xidach.getByTestId('lobby-edge-exact-simple')).toHaveAttribute('data-exact', 'true', {
    timeout: 120_000
  })
  await expect(xidach.getByTestId('lobby-edge-simple')).toHaveCount(0)

  await page.getByTestId('lobby-edge-compute').click()
  const edge = page.getByTestId('xd-edge').first()
  await expect(edge).toHaveAttribute('data-state', 'ok', { timeout: 240_000 })
  const worked: Record<string, string> = {}
  for (const dealer of ['simple', 'shrewd']) {
    worked[dealer] = (await edge.getByTestId(`xd-edge-${dealer}`).getAttribute('data-house-edge')) as string
    expect(Number.isFinite(Number(worked[dealer]))).toBe(true)
  }

  const shown = async (): Promise<void> => {
    await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
    for (const dealer of ['simple', 'shrewd']) {
      await expect(xidach.getByTestId(`lobby-edge-${dealer}`)).toHaveAttribute(
        'data-house-edge',
        worked[dealer] as string
      )
    }
    await expect(xidach.getByTestId('lobby-edge-none')).toHaveCount(0)
    await expect(page.getByTestId('lobby-edge-compute')).toHaveCount(0)
  }
  await shown()

  await app.restart()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  await shown()
})
