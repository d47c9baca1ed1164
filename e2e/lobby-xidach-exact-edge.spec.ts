/**
 * The lobby's exact Xì dách house edge (web project; issue 35, "the lobby shows an edge for every Xì dách
 * preset without a click"): on fresh data, with nothing simulated, the Xì dách card shows the exact
 * heads-up figure of the default rules against both dealer AIs and the exact figure of every preset,
 * each the solver's own (exact-edge.ts, run here), worded as the Vietnamese screens write percentages.
 */
import { resolveXidachRules, XIDACH_PRESETS } from '../src/shared/games/xidach'
import { exactXidachEdge } from '../src/main/engine/games/xidach'
import { expect, test } from './fixtures'
import { viPercent } from './numbers'
import { createFirstProfile } from './steps'

/** The house edge in percent as the house answers it (rounded to 1e-4 %), worked out in the test. */
function exactPercent(preset: string, dealer: 'simple' | 'shrewd'): number {
  const r = resolveXidachRules({ preset })
  if (!r.ok) throw new Error(r.message)
  return Math.round(exactXidachEdge(r.rules, dealer).houseEdge * 1e6) / 1e4
}

test('lobby: an exact Xì dách house edge for the rules in force and for every preset, without a click', async ({
  app
}) => {
  test.setTimeout(180_000)
  const { page } = app
  await createFirstProfile(page, 'Bảo Ngọc')
  const card = page.getByTestId('lobby-edge-xidach')
  // The default rules (wiki): both dealers, exact, no "chưa tính cho luật này".
  for (const dealer of ['simple', 'shrewd'] as const) {
    const line = card.getByTestId(`lobby-edge-exact-${dealer}`)
    await expect(line).toHaveAttribute('data-exact', 'true', { timeout: 120_000 })
    const want = exactPercent('wiki', dealer)
    await expect(line).toHaveAttribute('data-house-edge', String(want))
    await expect(line).toContainText(
      `${viPercent(want)} với nhà cái ${dealer === 'simple' ? 'đơn giản' : 'khôn ngoan'}`
    )
    await expect(line).toContainText('chính xác')
  }
  await expect(card.getByTestId('lobby-edge-none')).toHaveCount(0)

  // Every preset, each against both dealers.
  for (const preset of XIDACH_PRESETS) {
    const row = card.getByTestId(`lobby-xidach-preset-${preset}`)
    await expect(row).toHaveAttribute('data-state', 'ok', { timeout: 120_000 })
    for (const dealer of ['simple', 'shrewd'] as const) {
      const want = exactPercent(preset, dealer)
      await expect(row).toHaveAttribute(`data-${dealer}`, String(want))
      await expect(row).toContainText(viPercent(want))
    }
  }
  await expect(card.getByTestId('lobby-xidach-preset-pho-bien')).toContainText('Luật nhà phổ biến:')
})
