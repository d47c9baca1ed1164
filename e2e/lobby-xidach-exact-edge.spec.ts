/**
 * The lobby's exact Xì dách house edge (web project; issue 35, "the lobby shows an edge for every Xì dách
 * preset without a click"): on fresh data, with nothing simulated, the Xì dách card shows the exact
 * heads-up figure of the rules in force against both dealer AIs — the default preset's, then, sitting at a
 * table under each preset in turn, that preset's — each the solver's own (exact-edge.ts, run here),
 * worded as the Vietnamese screens write percentages.
 */
import type { Page } from '@playwright/test'
import { resolveXidachRules, XIDACH_PRESETS } from '../src/shared/games/xidach'
import { exactXidachEdge } from '../src/core/engine/games/xidach'
import { expect, test } from './fixtures'
import { viPercent } from './numbers'
import { createFirstProfile, topUp } from './steps'

const NAMES: Record<string, string> = {
  wiki: 'Luật cơ bản',
  online: 'A linh hoạt',
  tet: 'Ngày Tết',
  'pho-bien': 'Luật nhà phổ biến'
}

/** The house edge in percent as the house answers it (rounded to 1e-4 %), worked out in the test. */
function exactPercent(preset: string, dealer: 'simple' | 'shrewd'): number {
  const r = resolveXidachRules({ preset })
  if (!r.ok) throw new Error(r.message)
  return Math.round(exactXidachEdge(r.rules, dealer).houseEdge * 1e6) / 1e4
}

const lobby = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' })

/** The card shows `preset`'s exact figures, against both dealers. */
async function showsExact(page: Page, preset: string): Promise<void> {
  const card = page.getByTestId('lobby-edge-xidach')
  for (const dealer of ['simple', 'shrewd'] as const) {
    const figure = card.getByTestId(`lobby-edge-exact-${dealer}`)
    await expect(figure).toHaveAttribute('data-exact', 'true', { timeout: 120_000 })
    const want = exactPercent(preset, dealer)
    await expect(figure).toHaveAttribute('data-house-edge', String(want))
    await expect(figure).toHaveText(viPercent(want))
    await expect(figure).toHaveAttribute(
      'title',
      `${viPercent(want)} với nhà cái ${dealer === 'simple' ? 'đơn giản' : 'khôn ngoan'} (chính xác, chơi tốt nhất)`
    )
  }
  await expect(card.getByTestId('lobby-edge-exact')).toHaveText(
    `${viPercent(exactPercent(preset, 'simple'))} / ${viPercent(exactPercent(preset, 'shrewd'))}`
  )
  await expect(card.getByTestId('lobby-edge-none')).toHaveCount(0)
}

test('lobby: an exact Xì dách house edge for every preset in force, without a click', async ({ app }) => {
  test.setTimeout(300_000)
  const { page } = app
  await createFirstProfile(page, 'Bảo Ngọc')
  // The default rules, no table yet.
  await showsExact(page, 'wiki')
  await expect(page.getByTestId('lobby-edge-xidach').getByTestId('lobby-edge-rules')).toHaveText(
    'Luật mặc định: Luật cơ bản'
  )

  await topUp(page, '1000')
  for (const preset of XIDACH_PRESETS) {
    await lobby(page).click()
    await page.getByRole('link', { name: 'Xì dách' }).click()
    await page.getByRole('radio', { name: new RegExp(`^${NAMES[preset]}`) }).check()
    await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
    await expect(page.getByRole('button', { name: 'Rời bàn' })).toBeVisible()
    await lobby(page).click()
    await expect(page.getByTestId('lobby-edge-xidach').getByTestId('lobby-edge-rules')).toHaveText(
      `Luật của bàn bạn đang ngồi: ${NAMES[preset]}`
    )
    await showsExact(page, preset)
    await page.getByRole('link', { name: 'Xì dách' }).click()
    await page.getByRole('button', { name: 'Rời bàn' }).click()
  }
})
