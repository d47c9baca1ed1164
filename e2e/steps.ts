/** Small user-level steps shared by the specs (Vietnamese UI, the default language). */
import { expect, type Locator, type Page } from '@playwright/test'

export async function createFirstProfile(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng đến Bàn Xanh' })).toBeVisible()
  // No starting chips: each spec tops up what it needs (the default, 1.000 chip, is tested on its own).
  await page.getByRole('group', { name: 'Số chip ban đầu' }).getByRole('radio', { name: 'Không' }).check()
  // No guided first rounds either: the specs know what to press (the guide is tested on its own).
  await page.getByRole('checkbox', { name: 'Hướng dẫn ván đầu ở mỗi bàn' }).uncheck()
  await page.getByLabel('Tên hồ sơ').fill(name)
  await page.getByRole('button', { name: 'Tạo hồ sơ và vào sảnh' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
}

export async function topUp(page: Page, chipsText: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Hồ sơ' }).click()
  await page.getByRole('button', { name: 'Nạp chip', exact: true }).click()
  await page.getByLabel('Số chip muốn nạp').fill(chipsText)
  await page.getByRole('button', { name: 'Nạp chip', exact: true }).click()
}

/** The Blackjack table's controls: their `data-version` moves with every answer, `data-over` says the round ended. */
export const blackjackControls = (page: Page): Locator => page.getByTestId('bj-controls')
/** The playing decisions (not insurance). */
export const BLACKJACK_PLAYS = ['hit', 'stand', 'double', 'split', 'surrender']

/** Waits until the house has answered (the version moved) and the table shows a decision or the result. */
export async function blackjackMoved(page: Page, before: string | null): Promise<'decide' | 'over'> {
  await expect(async () => {
    expect(await blackjackControls(page).getAttribute('data-version')).not.toBe(before)
    const decide = await page.getByTestId('bj-decision').isVisible()
    const over = (await blackjackControls(page).getAttribute('data-over')) === 'yes'
    expect(decide || over).toBe(true)
  }).toPass({ timeout: 15_000 })
  return (await blackjackControls(page).getAttribute('data-over')) === 'yes' ? 'over' : 'decide'
}

/**
 * Stands (or declines insurance) at every decision until the Blackjack round is over. Each press waits
 * for the house's answer (the version moves), not for the button to go: declining insurance brings up
 * "stand" in the same place. `timeout` covers a paced table playing a round out.
 */
export async function standOutBlackjack(page: Page, timeout = 5_000): Promise<void> {
  const controls = blackjackControls(page)
  for (let i = 0; i < 12; i++) {
    const decision = page
      .getByTestId('bj-decision')
      .locator('button[data-action="stand"], button[data-action="decline"]')
      .first()
    await expect(decision.or(controls.and(page.locator('[data-over="yes"]')))).toBeVisible({ timeout })
    if ((await controls.getAttribute('data-over')) === 'yes') return
    const v = await controls.getAttribute('data-version')
    await decision.click()
    await expect(controls).not.toHaveAttribute('data-version', v ?? '')
  }
}

/** A card table's phase now (the step of its phase bar that is current). */
export const phaseNow = (page: Page): Locator => page.getByTestId('phase').locator('[aria-current="step"]')

/** Whether the Xì dách round on the page is over (its phase bar at "Kết thúc ván"). */
export async function xidachOver(page: Page): Promise<boolean> {
  return (await phaseNow(page).textContent()) === 'Kết thúc ván'
}

/**
 * Whether a control is on the page and enabled now. `isEnabled` alone waits for its element, with no
 * time limit, and a table's controls go when its round ends (a fifth card ends a Xì dách turn, the
 * dealer's last card ends the round), so "can I press this?" must answer "no" when it is gone.
 */
export async function enabledNow(control: Locator): Promise<boolean> {
  if (!(await control.isVisible())) return false
  return control.isEnabled({ timeout: 1_000 }).catch(() => false)
}

/**
 * Xì dách: waits until the table has settled after a deal or a decision, and says how: a decision of
 * the person's is open (Bốc or Dằn enabled), or the round is over. Between the two, neither may show
 * for a moment (the request still in flight, computer seats that draw before the person, the dealer
 * playing after), so asking "is Bốc enabled?" at once can say "no" of a round that still waits for
 * the person, and a spec that then deals again waits for a "Ván mới" that never comes.
 */
export async function xidachSettled(page: Page, timeout = 15_000): Promise<'decide' | 'over'> {
  const open = page.getByRole('button', { name: /^(Bốc|Dằn)/ }).and(page.locator(':enabled'))
  const over = phaseNow(page).filter({ hasText: /^Kết thúc ván$/ })
  await expect(open.or(over).first()).toBeVisible({ timeout })
  return (await xidachOver(page)) ? 'over' : 'decide'
}

/**
 * Xì dách, either seat: waits until the table waits for the person (Tiếp tục, Bốc or Dằn enabled) or
 * the round is over, and says which. Like `xidachSettled`, with the dealer's "Tiếp tục" too: a loop
 * that asks "is it enabled?" at once and goes round again on "no" spends its tries while the last
 * request is still in flight, and gives up on a round that still waits for the person.
 */
export async function xidachWaiting(page: Page, timeout = 15_000): Promise<'waiting' | 'over'> {
  const open = page.getByRole('button', { name: /^(Tiếp tục|Bốc|Dằn)/ }).and(page.locator(':enabled'))
  const over = phaseNow(page).filter({ hasText: /^Kết thúc ván$/ })
  await expect(open.or(over).first()).toBeVisible({ timeout })
  return (await xidachOver(page)) ? 'over' : 'waiting'
}

/** Xì dách: presses a decision's button and waits until the table shows the step it made. */
export async function xidachDecide(page: Page, button: Locator): Promise<void> {
  const section = page.locator('section[data-round]')
  const before = await section.getAttribute('data-version')
  await button.click()
  await expect(section).not.toHaveAttribute('data-version', before ?? '')
}

/** Xì dách: deals a new round and waits until the table shows it. */
export async function xidachDeal(page: Page): Promise<void> {
  const section = page.locator('section[data-round]')
  const before = Number(await section.getAttribute('data-round'))
  await page.getByRole('button', { name: /^(Chia bài|Ván mới)$/ }).click()
  await expect(section).not.toHaveAttribute('data-round', String(before))
}

/** At the Sic Bo table picker: a seat at the trainer table, until its table shows. */
export async function sitAtSicboTrainer(page: Page): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Trình luyện tập' }) })
    .getByRole('button', { name: 'Ngồi vào bàn' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
}

/** From any screen: to the lobby, into Sic Bo, and a seat at the trainer table. */
export async function goToSicboTrainer(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()
  await sitAtSicboTrainer(page)
}

/** A new player (`name`, topped up with `chipsText`) seated at the Sic Bo trainer table: most specs' start. */
export async function newPlayerAtSicbo(page: Page, name: string, chipsText: string): Promise<void> {
  await createFirstProfile(page, name)
  await topUp(page, chipsText)
  await goToSicboTrainer(page)
}

/** The Sic Bo board's Small spot. */
export const sicboSmall = (page: Page): Locator =>
  page.getByRole('group', { name: 'Bàn cược Sic Bo' }).getByRole('button', { name: /^Nhỏ, trả/ })

/** One Sic Bo round: the chip chosen on Small, the dice rolled, until the result shows. */
export async function rollOnSmall(page: Page): Promise<void> {
  await sicboSmall(page).click()
  await page.getByRole('button', { name: 'Lắc', exact: true }).click()
  await expect(page.getByTestId('breakdown')).toBeVisible()
}

/** A card's Blackjack value from its code ("TS" → 10, "AH" → 1). */
export const cardValue = (card: string): number => {
  const r = card[0] as string
  return r === 'A' ? 1 : 'TJQK'.includes(r) ? 10 : Number(r)
}

/**
 * At the Blackjack drills: a Hi-Lo round of ten cards of a 6-deck shoe, one a second, counted here as
 * they show (Hi-Lo: 2–6 +1, 10 and A −1), answered right; the cards seen, in order, and the running count.
 */
export async function countHiLoRight(page: Page): Promise<{ seen: string[]; running: number }> {
  await page.getByRole('radio', { name: 'Đếm bài Hi-Lo' }).check()
  await page.getByRole('radio', { name: '10', exact: true }).check()
  await page.getByRole('radio', { name: '1 giây' }).check()
  // The page's clock is driven here, a card's second at a time, so the ten cards take no ten seconds of
  // the run (Playwright's own waits keep the real timers).
  await page.clock.install()
  await page.getByTestId('bj-count-start').click()
  const seen: string[] = []
  for (let k = 1; k <= 10; k++) {
    if (k > 1) await page.clock.runFor(1000)
    // The progress and the card read together, in the page: read one after the other, the next card
    // could show between them on a slow run.
    const card = await page.waitForFunction(
      (k) => {
        const progress = document.querySelector('[data-testid="bj-count-progress"]')?.textContent?.trim()
        const shown = document.querySelector('[data-testid="bj-count-card"]')?.getAttribute('data-card')
        return progress === `Lá ${k}/10` && shown ? shown : null
      },
      k,
      { polling: 50 }
    )
    const shown = await card.jsonValue()
    if (!shown) throw new Error(`card ${k} of the count drill has no code`)
    seen.push(shown)
  }
  const running = seen.reduce((s, c) => {
    const v = cardValue(c)
    return s + (v >= 2 && v <= 6 ? 1 : v === 1 || v === 10 ? -1 : 0)
  }, 0)
  await page.getByTestId('bj-count-running').fill(String(running))
  await page.getByTestId('bj-count-true').fill((running / ((6 * 52 - 10) / 52)).toFixed(1).replace('.', ','))
  await page.getByTestId('bj-count-check').click()
  return { seen, running }
}

/** From any screen in Vietnamese: Settings, then English (the screen stays on Settings). */
export async function useEnglish(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt' }).click()
  await page.getByRole('radio', { name: 'English' }).check()
}

/**
 * From any screen: the lobby, the game's page and its default table's seat, in the language the page is
 * in (`lang`), until the table's heading shows.
 */
export async function sitAtGame(page: Page, game: string, lang: 'vi' | 'en' = 'vi'): Promise<void> {
  const words = lang === 'vi' ? { lobby: 'Sảnh chơi', seat: 'Ngồi vào bàn' } : { lobby: 'Lobby', seat: 'Take a seat' }
  await page.getByRole('navigation').getByRole('link', { name: words.lobby }).click()
  await page.getByRole('link', { name: game }).click()
  await page.getByRole('button', { name: words.seat }).click()
  await expect(page.getByRole('heading', { level: 1, name: game, exact: true })).toBeVisible()
}

/**
 * From Blackjack's sit-down (Vietnamese): `spots` of the person's and `bots` computer players, seated,
 * with all the person's spots staked (the first is staked by default), once every spot is on the felt.
 */
export async function sitAtBlackjack(page: Page, spots: number, bots: number): Promise<void> {
  await page.getByRole('group', { name: 'Số ô cược của bạn' }).getByText(String(spots), { exact: true }).click()
  await page
    .getByRole('group', { name: 'Người chơi máy (theo chiến lược cơ bản)' })
    .getByText(String(bots), { exact: true })
    .click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByTestId('bj-felt').locator('[data-testid^="spot-"]')).toHaveCount(spots + bots)
  for (let s = 2; s <= spots; s++) await page.getByTestId(`stake-you${s}`).click()
}

/** The keys a table's `?` help lists, as "key: words"; the help is closed again with Esc. */
export async function helpKeys(page: Page): Promise<string[]> {
  await page.keyboard.press('?')
  const help = page.getByTestId('key-help')
  await expect(help).toBeVisible()
  const rows = await help
    .locator('div')
    .evaluateAll((els) =>
      els.map((e) => `${e.querySelector('kbd')?.textContent}: ${e.querySelector('dd')?.textContent}`)
    )
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  return rows
}
