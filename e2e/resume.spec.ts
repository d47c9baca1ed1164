/**
 * Issue 6, and issue 12's one-commit roll: the host dies with SIGKILL (no shutdown code runs) around a
 * Sic Bo roll. The chips on the board before "Roll" are the window's own, not yet an action: a kill
 * then stores and pays nothing, and the table comes back on the same commitment. The roll (the chips
 * and the dice, one action, one commit) is durable once answered: a kill right after it loses nothing
 * and pays nothing twice. The balance after the roll is the balance before plus the round's net as the
 * breakdown shows it, and stays so across one more restart. The data file is read directly as well
 * (read-only): one round for the session, over, and its ledger entries sum to zero with the profile's
 * side equal to the net. (A round left in play, by a crash in another game or a store from before,
 * resumes where it stood: tests/tables/*-table.test.ts and tests/store/migration-v4.test.ts.)
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { DB_FILE } from '../src/core/store/paths'
import { expect, test } from './fixtures'
import { createFirstProfile, topUp, sitAtSicboTrainer } from './steps'

/** "1.250,5 chip", "+12,5 chip", "−65 chip" (Vietnamese grouping and decimals) → signed minor units. */
function signedMinor(text: string): number {
  const m = /^([+−-]?)([\d.]+(?:,\d{1,2})?) chip$/.exec(text.replace(/\u00a0/g, ' ').trim())
  if (!m) throw new Error(`no chip amount in "${text}"`)
  const minor = Math.round(Number((m[2] as string).replace(/\./g, '').replace(',', '.')) * 100)
  return m[1] === '' || m[1] === '+' ? minor : -minor
}

const board = (page: Page) => page.getByRole('group', { name: 'Bàn cược Sic Bo' })
const spot = (page: Page, name: string) => board(page).getByRole('button', { name: new RegExp(`^${name}, trả`) })

async function openSicbo(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Sảnh chơi' }).click()
  await page.getByRole('link', { name: 'Sic Bo' }).click()
}

async function shownCommitment(page: Page): Promise<string> {
  const text = (await page.getByTestId('commitment').locator('code').first().textContent()) ?? ''
  expect(text).toMatch(/^[0-9a-f]{64}$/)
  return text
}

interface RoundRow {
  id: number
  session_id: number
  status: string
  server_seed_hash: string
}

/** Reads the data file while the host is running or stopped; never writes. */
function readStore<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

const roundsOfSession = (db: Database.Database, sessionId: number): RoundRow[] =>
  db
    // The hash is stored as its bytes (schema 7): read back as the hex the app wrote.
    .prepare(
      'SELECT id, session_id, status, lower(hex(server_seed_hash)) AS server_seed_hash FROM rounds WHERE session_id = ? ORDER BY id'
    )
    .all(sessionId) as RoundRow[]

const ledgerOfRound = (db: Database.Database, roundId: number): Array<{ profile: string | null; amount: number }> =>
  db
    .prepare(
      `SELECT (SELECT id FROM profiles WHERE key = e.profile_key) AS profile, e.amount_minor AS amount
       FROM ledger_entries e JOIN ledger_tx t ON t.id = e.tx_id WHERE t.round_id = ? ORDER BY e.id`
    )
    .all(roundId) as Array<{ profile: string | null; amount: number }>

test('SIGKILL before a Sic Bo roll stores nothing; after it, the roll is durable and paid exactly once', async ({
  app
}) => {
  // Three host starts and a build check on two shared cores: more than the default 90 s may be needed.
  test.setTimeout(180_000)
  const { page } = app
  await createFirstProfile(page, 'Bảo Ngọc')
  await topUp(page, '1000')
  await openSicbo(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Chọn bàn Sic Bo' })).toBeVisible()
  await sitAtSicboTrainer(page)

  // Before: the balance, then three spots with chips (10 on Small, 25 twice on single 3, 5 on total 10).
  const balanceBefore = 100_000
  const placeLayout = async (): Promise<void> => {
    await page.getByRole('radio', { name: 'Chip 10 chip' }).click()
    await spot(page, 'Nhỏ').click()
    await page.getByRole('radio', { name: 'Chip 25 chip' }).click()
    await spot(page, 'Số đơn 3').click()
    await spot(page, 'Số đơn 3').click()
    await page.getByRole('radio', { name: 'Chip 5 chip' }).click()
    await spot(page, 'Tổng 10').click()
    await expect(page.getByTestId('table-staked')).toHaveText('65 chip')
  }
  const layout: Array<[string, RegExp]> = [
    ['Nhỏ', /đang cược 10 chip/],
    ['Số đơn 3', /đang cược 50 chip/],
    ['Tổng 10', /đang cược 5 chip/]
  ]
  await expect(page.getByTestId('table-balance')).toHaveText('1.000 chip')
  await placeLayout()
  for (const [name, staked] of layout) await expect(spot(page, name)).toHaveAccessibleName(staked)
  await expect(board(page).getByRole('button', { name: /đang cược/ })).toHaveCount(3)
  // Chips on the board do not move the balance; only settlement does.
  await expect(page.getByTestId('table-balance')).toHaveText('1.000 chip')
  const commitment = await shownCommitment(page)

  // Nothing is stored before the roll: the session is open, it has no round, nothing is paid.
  const sessionId = readStore(app.dataDir, (db) => {
    const session = db.prepare(`SELECT id FROM sessions WHERE game = 'sicbo' AND ended_at IS NULL`).all() as Array<{
      id: number
    }>
    expect(session).toHaveLength(1)
    const id = (session[0] as { id: number }).id
    expect(roundsOfSession(db, id)).toEqual([])
    return id
  })

  // The first crash, before the roll: then a new host on the same data directory, and the page
  // opened again from its new address. The table is there, on the same commitment, with no chips.
  await app.kill()
  await app.start()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  await openSicbo(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(page.getByTestId('table-staked')).toHaveText('0 chip')
  await expect(board(page).getByRole('button', { name: /đang cược/ })).toHaveCount(0)
  expect(await shownCommitment(page)).toBe(commitment)
  await expect(page.getByTestId('table-balance')).toHaveText('1.000 chip')

  // The roll, then the money: the balance moves by the net the breakdown shows, no more.
  await placeLayout()
  await page.getByRole('button', { name: 'Lắc', exact: true }).click()
  await expect(page.getByTestId('breakdown')).toBeVisible()
  await expect(page.getByTestId('breakdown').getByRole('row')).toHaveCount(1 + layout.length)
  const net = signedMinor((await page.getByTestId('round-net').textContent()) ?? '')
  // No dice make this layout break even (±10, then −50/+50/+100/+150, then −5/+30): a settlement is always a ledger entry.
  expect(Math.abs(net)).toBeGreaterThan(0)
  expect(signedMinor((await page.getByTestId('new-balance').textContent()) ?? '')).toBe(balanceBefore + net)
  expect(signedMinor((await page.getByTestId('table-balance').textContent()) ?? '')).toBe(balanceBefore + net)
  const after = (await page.getByTestId('table-balance').textContent()) ?? ''
  const inPlay = readStore(app.dataDir, (db) => {
    const rounds = roundsOfSession(db, sessionId)
    expect(rounds).toHaveLength(1)
    expect(rounds[0]?.server_seed_hash).toBe(commitment)
    return rounds[0] as RoundRow
  })

  // The second crash, right after the roll was answered: it was durable.
  await app.kill()
  await app.start()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  await expect(page.getByTestId('balance')).toHaveText(after)

  // Once more, a plain restart: the settled round is not paid again.
  await app.restart()
  await expect(page.getByRole('heading', { level: 1, name: 'Sảnh chơi' })).toBeVisible()
  await expect(page.getByTestId('balance')).toHaveText(after)
  await openSicbo(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Sic Bo', exact: true })).toBeVisible()
  await expect(page.getByTestId('table-balance')).toHaveText(after)

  // The store: one round for the session, over, the same one; its entries sum to zero, the profile's
  // side is the net; the profile's whole ledger is the top-up and that net.
  readStore(app.dataDir, (db) => {
    const rounds = roundsOfSession(db, inPlay.session_id)
    expect(rounds).toEqual([{ ...inPlay, status: 'over' }])
    expect(inPlay.status).toBe('over')
    const entries = ledgerOfRound(db, inPlay.id)
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0)
    expect(entries.filter((e) => e.profile !== null).map((e) => e.amount)).toEqual([net])
    expect(db.prepare('SELECT count(*) FROM ledger_tx WHERE round_id = ?').pluck().get(inPlay.id)).toBe(1)
    const profileId = db.prepare('SELECT id FROM profiles').pluck().get() as string
    const sum = db.prepare(
      'SELECT sum(amount_minor) FROM ledger_entries WHERE profile_key = (SELECT key FROM profiles WHERE id = ?)'
    )
    expect(sum.pluck().get(profileId)).toBe(balanceBefore + net)
  })
})
