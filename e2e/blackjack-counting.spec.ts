/**
 * Counting at the Blackjack table end to end (web project, issue 34): the count shown beside the felt
 * is checked against the cards visible on the page, counted here with the published Hi-Lo tags (Stanford
 * Wong, *Professional Blackjack*: +1 for 2–6, 0 for 7–9, −1 for tens and aces), before the hole card
 * turns over (it must not count) and after each round; "what's the count?" is answered by keys (the
 * field takes the focus, Enter answers), right in Vietnamese and wrong in English, and both answers are
 * in History's drills.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { blackjackControls as controls, blackjackMoved as moved, cardValue, createFirstProfile, topUp } from './steps'

const hiLo = (card: string): number => {
  const v = cardValue(card)
  return v >= 2 && v <= 6 ? 1 : v === 1 || v === 10 ? -1 : 0
}

/** The cards face up on the felt now (a face-down card is "down"). */
async function feltCards(page: Page): Promise<string[]> {
  const codes = await page
    .getByTestId('bj-felt')
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? 'down'))
  return codes.filter((c) => c !== 'down')
}

const idle = (page: Page) => expect(page.locator('section[data-pacing]')).toHaveAttribute('data-pacing', 'idle')

async function language(page: Page, settings: string, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: settings }).click()
  await page.getByRole('radio', { name }).check()
}

test('Blackjack counting: the count of the cards shown, and the count quiz answered in Vietnamese and English', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Đếm Bài')
  await topUp(page, '1000')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await page.getByRole('button', { name: 'Ngồi vào bàn' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blackjack', exact: true })).toBeVisible()

  const panel = page.getByTestId('bj-tally')
  await expect(panel).toHaveAttribute('data-on', 'no')
  await panel.getByRole('button', { name: 'Hiện số đếm' }).click()
  await expect(panel).toHaveAttribute('data-on', 'yes')
  // No question at random here: the test asks when it wants one ("Hỏi tôi").
  await panel.getByRole('button', { name: 'Cài đặt đếm bài' }).click()
  await page.getByTestId('bj-tally-quiz-on').uncheck()
  await expect(page.getByTestId('bj-tally-quiz-on')).not.toBeChecked()
  // Nothing seen yet: the count is 0, and the ramp asks for one unit (the table's minimum).
  await expect(page.getByTestId('bj-tally-running')).toHaveAttribute('data-value', '0')
  await expect(page.getByTestId('bj-tally-next-bet')).toBeVisible()

  const running = page.getByTestId('bj-tally-running')
  let before = 0 // the running count of the rounds already over
  let checkedHole = false
  // Three rounds, and on until one has stopped for a decision (with the hole card down): a round can end
  // at the deal (the person's blackjack, or the dealer's under a ten), about 1 in 15, so three rounds
  // with no decision came about once in 3,500 runs. Twelve rounds of one spot stay far from the cut card.
  for (let round = 0; round < 3 || (!checkedHole && round < 12); round++) {
    const v0 = await controls(page).getAttribute('data-version')
    await page.getByTestId('deal').click()
    let state = await moved(page, v0)
    while (state === 'decide') {
      await idle(page)
      // At a decision the hole card is face down: the count is the cards face up, nothing else.
      const shown = await feltCards(page)
      if (await page.getByTestId('bj-dealer').locator('[data-card="down"]').count()) checkedHole = true
      await expect(running).toHaveAttribute('data-value', String(before + shown.reduce((s, c) => s + hiLo(c), 0)))
      const at = await controls(page).getAttribute('data-version')
      await page
        .getByTestId('bj-decision')
        .locator('button[data-action="stand"], button[data-action="decline"]')
        .first()
        .click()
      state = await moved(page, at)
    }
    await idle(page)
    const shown = await feltCards(page)
    before += shown.reduce((s, c) => s + hiLo(c), 0)
    await expect(running).toHaveAttribute('data-value', String(before))
  }
  expect(checkedHole).toBe(true)

  // The quiz, answered right by keys: the field has the focus, the number typed, Enter.
  await page.getByTestId('bj-tally-ask').click()
  await expect(page.getByTestId('bj-tally-answer')).toBeFocused()
  await expect(page.getByTestId('bj-tally-figures')).toHaveCount(0) // the count is hidden while asked
  await page.keyboard.type(String(before))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('bj-tally-result')).toHaveAttribute('data-correct', 'true')
  await expect(page.getByTestId('bj-tally-result')).toContainText('Đúng')

  // In English: a wrong answer is graded wrong, with the true figure.
  await language(page, 'Cài đặt', 'English')
  await page.getByRole('navigation').getByRole('link', { name: 'Lobby' }).click()
  await page.getByRole('link', { name: 'Blackjack' }).click()
  await expect(page.getByTestId('bj-tally')).toHaveAttribute('data-on', 'yes')
  await expect(running).toHaveAttribute('data-value', String(before))
  await page.getByRole('button', { name: 'Ask me now: what’s the count?' }).click()
  await expect(page.getByTestId('bj-tally-answer')).toBeFocused()
  await page.keyboard.type(String(before + 3))
  await page.keyboard.press('Enter')
  const result = page.getByTestId('bj-tally-result')
  await expect(result).toHaveAttribute('data-correct', 'false')
  await expect(result).toContainText('Not quite')
  await expect(result).toContainText(
    `the running count is ${before > 0 ? '+' : before < 0 ? '−' : ''}${Math.abs(before)}`
  )

  // Both answers are kept: History lists the table's quiz with one right of two.
  await page.getByRole('navigation').getByRole('link', { name: 'History' }).click()
  const drills = page.getByTestId('history-drills')
  const quiz = drills.locator('tr[data-drill="bj-table-count"]')
  await expect(quiz).toHaveCount(1)
  await expect(quiz.locator('[data-cell="score"]')).toHaveText('1/2')
  await expect(drills).toContainText('Count quiz at the table')
})

test('Blackjack drills: the discard tray read as decks left to the half deck, right and then wrong', async ({
  app
}) => {
  const { page } = app
  await createFirstProfile(page, 'Khay Bài')
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByTestId('lobby-bj-drill').click()
  await page.getByRole('radio', { name: 'Ước lượng khay bài' }).check()
  await page.getByTestId('bj-tray-new').click()
  const picture = page.getByTestId('bj-tray-picture')
  await expect(picture).toBeVisible()
  await expect(picture.getByRole('img')).toHaveAttribute('aria-label', /Khay bài bỏ/)
  const read = async (): Promise<{ decks: number; discards: number }> => ({
    decks: Number(await picture.getAttribute('data-decks')),
    discards: Number(await picture.getAttribute('data-discards'))
  })
  // Worked out here: the decks left (cards left ÷ 52), to the nearest half deck.
  let { decks, discards } = await read()
  const half = (d: number, n: number): number => Math.round(((d * 52 - n) / 52) * 2) / 2
  await expect(page.getByTestId('bj-tray-answer')).toBeFocused()
  await page.keyboard.type(String(half(decks, discards)).replace('.', ','))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('bj-tray-result')).toHaveAttribute('data-correct', 'true')
  await expect(page.getByTestId('bj-tray-result')).toContainText('Đúng')

  await page.getByTestId('bj-tray-new').click()
  await expect(page.getByTestId('bj-tray-result')).toHaveCount(0)
  ;({ decks, discards } = await read())
  // A whole deck and a half off is never within the quarter deck that counts as right.
  const right = half(decks, discards)
  const wrong = right >= 1.5 ? right - 1.5 : right + 1.5
  await page.getByTestId('bj-tray-answer').fill(String(wrong))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('bj-tray-result')).toHaveAttribute('data-correct', 'false')
  // Both are kept: the tray results list two, one right, with the shoe and the tray's cards.
  await expect(page.getByTestId('drill-summary')).toContainText('2 lần luyện, 1 lần đúng hết')
  await expect(page.getByTestId('bj-drill').locator('tbody tr')).toHaveCount(2)
  await expect(page.getByTestId('bj-drill').locator('tbody tr').first()).toContainText(`Khay ${discards}`)
})
