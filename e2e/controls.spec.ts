/// <reference lib="dom" />
/**
 * Styled selects and inputs (issue 10, item 14): every form control a player can reach wears the app's
 * field style, not the platform's default. On each screen, every visible text box and select must have
 * the field colours, border and radius, the app's font, and (a select) the app's own arrow instead of the
 * native one; every checkbox, radio and slider is tinted gold. The expected values are read from the
 * design tokens (tokens.css) through a probe element, not from the controls themselves.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp } from './steps'

interface Misfit {
  where: string
  control: string
  problem: string
}

/** The controls on screen now that do not wear the field style, each with what is wrong. */
async function misfits(page: Page, where: string): Promise<Misfit[]> {
  // The pointer off every control, so a hover border is not mistaken for the resting one.
  await page.mouse.move(0, 0)
  const found = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.cssText =
      'position:absolute;visibility:hidden;background-color:var(--field);border:1px solid var(--field-border);' +
      'border-radius:var(--radius-small);accent-color:var(--gold);color:var(--error-ink)'
    document.body.append(probe)
    const want = getComputedStyle(probe)
    const field = want.backgroundColor
    const border = want.borderTopColor
    const radius = want.borderTopLeftRadius
    const gold = want.accentColor
    const invalid = want.color
    probe.remove()
    const font = getComputedStyle(document.body).fontFamily
    const out: { control: string; problem: string }[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))) {
      const r = el.getBoundingClientRect()
      if (r.width <= 2 || r.height <= 2 || el.closest('[hidden], [inert]')) continue
      const s = getComputedStyle(el)
      if (s.visibility === 'hidden') continue
      const type = el instanceof HTMLInputElement ? el.type : 'select'
      const name =
        el.getAttribute('aria-label') ??
        el.labels?.[0]?.textContent?.trim().slice(0, 40) ??
        el.getAttribute('data-testid') ??
        el.outerHTML.slice(0, 60)
      const control = `${type} «${name}»`
      const bad = (problem: string): void => {
        out.push({ control, problem })
      }
      if (type === 'checkbox' || type === 'radio' || type === 'range') {
        if (s.accentColor !== gold) bad(`accent ${s.accentColor}, want ${gold}`)
        continue
      }
      if (type === 'file' || type === 'hidden') continue
      if (s.backgroundColor !== field) bad(`background ${s.backgroundColor}, want ${field}`)
      const wantBorder = el.getAttribute('aria-invalid') === 'true' ? invalid : border
      if (s.borderTopColor !== wantBorder) bad(`border ${s.borderTopColor}, want ${wantBorder}`)
      if (s.borderTopStyle !== 'solid') bad(`border style ${s.borderTopStyle}`)
      if (s.borderTopLeftRadius !== radius) bad(`radius ${s.borderTopLeftRadius}, want ${radius}`)
      if (s.fontFamily !== font) bad(`font ${s.fontFamily}`)
      if (type === 'select') {
        if (s.appearance !== 'none') bad(`appearance ${s.appearance} (the native arrow)`)
        if (!s.backgroundImage.startsWith('url(')) bad('no arrow of its own')
      }
    }
    return out
  })
  return found.map((f) => ({ where, ...f }))
}

async function go(page: Page, hash: string, heading: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('every select, text box, checkbox, radio and slider wears the app style on every screen', async ({ app }) => {
  test.setTimeout(120_000)
  const { page } = app
  const all: Misfit[] = []
  all.push(...(await misfits(page, 'welcome')))
  await createFirstProfile(page, 'Khoa')
  await topUp(page, '1000')
  all.push(...(await misfits(page, 'profiles')))
  await go(page, '#/settings', 'Cài đặt')
  all.push(...(await misfits(page, 'settings')))
  for (const game of ['xidach', 'blackjack', 'sicbo']) {
    await page.evaluate((h) => (location.hash = h), `#/rules/${game}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    all.push(...(await misfits(page, `rules/${game}`)))
  }
  await go(page, '#/history', 'Lịch sử chơi')
  all.push(...(await misfits(page, 'history')))
  await go(page, '#/drill/sicbo', 'Luyện tính tiền thưởng')
  all.push(...(await misfits(page, 'drill/sicbo')))
  await go(page, '#/drill/blackjack', 'Luyện Blackjack')
  all.push(...(await misfits(page, 'drill/blackjack')))
  await go(page, '#/sim/blackjack', 'Mô phỏng người đếm bài')
  all.push(...(await misfits(page, 'sim/blackjack')))

  // Xì dách: the sit-down dialog (computer players' styles, the bank), then the table's stake box.
  await go(page, '#/lobby', 'Sảnh chơi')
  await page.getByRole('link', { name: 'Xì dách' }).click()
  await expect(page.getByRole('button', { name: 'Ngồi vào bàn' })).toBeVisible()
  all.push(...(await misfits(page, 'xidach/sit')))
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('stake-input')).toBeVisible()
  all.push(...(await misfits(page, 'xidach/table')))
  await page.getByRole('button', { name: 'Rời bàn' }).click()

  await go(page, '#/lobby', 'Sảnh chơi')
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await expect(page.getByRole('button', { name: 'Ngồi vào bàn' })).toBeVisible()
  all.push(...(await misfits(page, 'blackjack/sit')))
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('deal')).toBeVisible()
  all.push(...(await misfits(page, 'blackjack/table')))
  await page.getByRole('button', { name: 'Rời bàn' }).click()

  await go(page, '#/lobby', 'Sảnh chơi')
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).first().click()
  await expect(page.getByRole('group', { name: 'Bàn cược Sic Bo' })).toBeVisible()
  all.push(...(await misfits(page, 'sicbo/table')))

  expect(all).toEqual([])
})
