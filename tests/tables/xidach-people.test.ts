/**
 * Several people at one Xì dách table on one computer (issue 35, docs/rules-xidach.md "Several people at
 * one table"): each person's seat plays with their own profile's chips, every stake and decision is
 * checked against the profile whose seat it is, and the window is sent nobody's hidden cards until the
 * person whose turn it is presses to look, and only theirs, until their turn ends. The cards each seat
 * really held are read from the finished round (every hand face up) and looked for in every state sent
 * before: a card of a person's hand that was not theirs to see must never be in it.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import type { Core } from '../../src/core/index'
import { attempt, balanceOf, call, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { cardTokens, faceUp, viewOf } from '../support/xidach-table'
import { rotating } from '../support/xidach-rotating'
import { anAndLanAtTable, playOut, profileOfSeat, stakesOf, type TurnWatch } from '../support/xidach-people'

interface Seen {
  state: TableState
  /** Whose hidden cards the state was allowed to show (the seat that had pressed to look), or null. */
  looking: string | null
}

/**
 * How this file plays a round out (playOut): before a person looks, they may not act, and the state is
 * kept in `seen` as showing nobody's hidden cards; once they look, as showing theirs.
 */
function lookFirst(c: Core, seen: Seen[] = []): TurnWatch {
  return {
    async beforeLook(t, seat, profileId) {
      await expect(
        attempt(() =>
          c.handlers['tables.act'](
            {
              tableId: t.tableId,
              roundId: t.round!.roundId,
              version: t.round!.version,
              seat,
              action: { do: 'stand' },
              profileId
            },
            caller
          )
        )
      ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.lookFirst' } })
      seen.push({ state: t, looking: null })
    },
    looked(t, seat) {
      seen.push({ state: t, looking: seat })
    }
  }
}

/** Every card each seat held, from the finished round (all hands face up once it is over). */
function finalHands(t: TableState): Map<string, string[]> {
  const v = viewOf(t)
  const out = new Map<string, string[]>()
  for (const p of v.players) out.set(p.id, [...(p.cards ?? [])])
  out.set('dealer', [...(v.dealer.cards ?? [])])
  return out
}

/**
 * No state carries a card of a person's hand it was not allowed to show: a hand not settled then, not
 * the looking seat's, is face down (its cards, known from the end of the round, appear nowhere in the
 * state), and every card in the state is one the state shows face up.
 */
function expectPrivate(seen: Seen[], end: TableState, people: string[]): void {
  const hands = finalHands(end)
  for (const { state, looking } of seen) {
    const json = JSON.stringify(state)
    const tokens = cardTokens(json)
    expect([...tokens].sort()).toEqual([...faceUp(state)].sort())
    const v: XidachView = viewOf(state)
    for (const seat of people) {
      if (seat === looking) continue
      const p = seat === 'dealer' ? null : v.players.find((x) => x.id === seat)
      if (seat !== 'dealer' && (!p || p.status === 'settled')) continue
      if (seat === 'dealer' && v.dealer.cards !== null) continue
      const count = seat === 'dealer' ? v.dealer.cardCount : p!.cardCount
      for (const card of (hands.get(seat) ?? []).slice(0, count)) expect(tokens.has(card)).toBe(false)
    }
  }
}

describe('Xì dách with several people at one table', () => {
  it('seats each person with their own profile and chips, checks every stake and decision against the seat’s profile, shows nobody’s cards before they look, and pays each person’s ledger', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, { lan: 800, an: 1000, bots: ['standard'] })
    expect(opened.seats.map((s) => [s.seat, s.kind, s.profileId ?? null, s.name ?? null])).toEqual([
      ['you', 'you', an, 'An'],
      ['p2', 'you', lan, 'Lan'],
      ['b1', 'bot', null, null],
      ['dealer', 'dealer-ai', null, null]
    ])
    expect(opened.seats.find((s) => s.seat === 'p2')!.balanceMinor).toBe(80_000)
    expect(opened.people).toEqual({ looking: null })
    // A stake must come with the profile of its seat.
    for (const profileId of [undefined, an]) {
      await expect(
        attempt(() =>
          c.handlers['tables.start'](
            {
              tableId: opened.tableId,
              stakes: [
                { seat: 'you', amountMinor: 1_000, profileId: an },
                { seat: 'p2', amountMinor: 2_000, ...(profileId ? { profileId } : {}) }
              ]
            },
            caller
          )
        )
      ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.notProfileSeat' } })
    }
    const seen: Seen[] = []
    let rounds = 0
    let decided = 0
    for (let i = 0; i < 8; i++) {
      const anBefore = await balanceOf(c, an)
      const lanBefore = await balanceOf(c, lan)
      let t = await c.handlers['tables.start'](
        {
          tableId: opened.tableId,
          stakes: stakesOf({ an, lan }, { you: 1_000, p2: 2_000 })
        },
        caller
      )
      const start = seen.length
      if (!t.round!.over) {
        const turn = t.round!.yourTurn[0]
        if (turn) {
          // Someone else may not look at this turn's cards, nor may the seat look as another profile.
          const other = turn.seat === 'you' ? 'p2' : 'you'
          await expect(
            attempt(() =>
              c.handlers['tables.look']({ tableId: t.tableId, seat: other, profileId: profileOfSeat(t, other) }, caller)
            )
          ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.notLookTurn' } })
          await expect(
            attempt(() =>
              c.handlers['tables.look'](
                { tableId: t.tableId, seat: turn.seat, profileId: profileOfSeat(t, other) },
                caller
              )
            )
          ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.notProfileSeat' } })
        }
        t = await playOut(c, t, lookFirst(c, seen))
      }
      decided += seen.length - start
      expectPrivate(seen.slice(start), t, ['you', 'p2'])
      const nets = t.round!.nets!
      expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
      // Each person's own profile moved by their own seat's net.
      expect(await balanceOf(c, an)).toBe(anBefore + nets['you']!)
      expect(await balanceOf(c, lan)).toBe(lanBefore + nets['p2']!)
      rounds++
    }
    expect(rounds).toBe(8)
    expect(decided).toBeGreaterThan(0)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
    // The session's page: the whole table's results, person by person, as each person's balance moved.
    const detail = await c.handlers['history.session']({ sessionId: Number(opened.tableId), maxPoints: 2000 }, caller)
    expect(detail.xidachPeople!.map((p) => [p.name, p.rounds])).toEqual([
      ['An', 8],
      ['Lan', 8]
    ])
    expect(detail.xidachPeople![0]!.netMinor).toBe((await balanceOf(c, an)) - 100_000)
    expect(detail.xidachPeople![1]!.netMinor).toBe((await balanceOf(c, lan)) - 80_000)
    expect(detail.xidachPeople![1]!.wageredMinor).toBe(8 * 2_000)
  })

  it('exports a session of several people and imports it into a fresh install: each person’s balance and the table’s results come back', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, { lan: 800, an: 1000, bots: ['bold'] })
    for (let i = 0; i < 5; i++) {
      const t = await c.handlers['tables.start'](
        {
          tableId: opened.tableId,
          stakes: stakesOf({ an, lan }, { you: 3_000, p2: 1_000 })
        },
        caller
      )
      if (!t.round!.over) await playOut(c, t, lookFirst(c))
    }
    await c.handlers['tables.close']({ tableId: opened.tableId }, caller)
    const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const text = readFileSync(exported.path, 'utf8')
    const fresh = newCore(tempDir())
    let uploadId: string | undefined
    for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX)
      uploadId = (
        await call(fresh, 'history.upload', {
          ...(uploadId ? { uploadId } : {}),
          offset: at,
          text: text.slice(at, at + UPLOAD_CHUNK_MAX)
        })
      ).uploadId
    const result = await call(fresh, 'history.import', { uploadId: uploadId! })
    expect(result).toMatchObject({ sessions: 1, rounds: 5 })
    expect(await balanceOf(fresh, an)).toBe(await balanceOf(c, an))
    expect(await balanceOf(fresh, lan)).toBe(await balanceOf(c, lan))
    const sessionId = Number(opened.tableId)
    const before = await call(c, 'history.session', { sessionId })
    const list = await call(fresh, 'history.sessions', {})
    const after = await call(fresh, 'history.session', { sessionId: list.items[0]!.sessionId })
    expect(after.xidachPeople).toEqual(before.xidachPeople)
  })

  it('saves a named table setup, replaces it by name, opens a table from it, and deletes it', async () => {
    const c = newCore(tempDir())
    const lan = await profileWith(c, 'Lan', 500)
    await profileWith(c, 'An', 500)
    expect(await call(c, 'tables.setups', { game: 'xidach' })).toEqual([])
    const config = {
      role: 'player' as const,
      bots: ['bold' as const, 'cautious' as const],
      dealerAi: 'simple' as const,
      botChipsMinor: 250_000,
      people: [{ profileId: lan }]
    }
    await call(c, 'tables.saveSetup', {
      game: 'xidach',
      name: 'Bàn nhà ngoại',
      ruleset: { rules: { preset: 'wiki' } },
      config: { ...config, bots: ['standard'] }
    })
    const saved = await call(c, 'tables.saveSetup', {
      game: 'xidach',
      name: '  bàn nhà ngoại ',
      ruleset: { rules: { preset: 'wiki' } },
      config
    })
    // The same name (case and spaces aside) replaces the earlier one.
    expect(saved.map((s) => [s.name, s.config])).toEqual([['bàn nhà ngoại', config]])
    const t = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: saved[0]!.ruleset,
      config: saved[0]!.config as typeof config
    })
    expect(t.seats.map((s) => [s.seat, s.name ?? null, s.balanceMinor])).toEqual([
      ['you', 'An', 50_000],
      ['p2', 'Lan', 50_000],
      ['b1', null, 250_000],
      ['b2', null, 250_000],
      ['dealer', null, 10_000_000]
    ])
    expect(await call(c, 'tables.deleteSetup', { game: 'xidach', name: 'BÀN NHÀ NGOẠI' })).toEqual([])
  })

  it('deleting the profile that opened the table leaves the other people’s balances as they are', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, { lan: 800, an: 1000, bots: [] })
    let moved = false
    for (let i = 0; i < 10 && !moved; i++) {
      let t = await c.handlers['tables.start'](
        {
          tableId: opened.tableId,
          stakes: stakesOf({ an, lan }, { you: 1_000, p2: 1_000 })
        },
        caller
      )
      if (!t.round!.over) t = await playOut(c, t, lookFirst(c))
      moved = t.round!.nets!['p2'] !== 0
    }
    expect(moved).toBe(true)
    await c.handlers['tables.close']({ tableId: opened.tableId }, caller)
    const lanBalance = await balanceOf(c, lan)
    expect(lanBalance).not.toBe(80_000)
    await c.handlers['profiles.delete']({ id: an, confirm: true }, caller)
    expect(await balanceOf(c, lan)).toBe(lanBalance)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
  })

  it('creates a profile for someone at the table without switching to it (profiles.create select: false)', async () => {
    const c = newCore(tempDir())
    const an = await profileWith(c, 'An', 100)
    const s = await c.handlers['profiles.create']({ name: 'Lan', select: false }, caller)
    expect(s.currentId).toBe(an)
    expect(s.profiles.map((p) => p.name).sort()).toEqual(['An', 'Lan'])
  })

  it('refuses a person who is not there, twice at the table, or the table’s own profile again; keeps a seated person’s profile', async () => {
    const c = newCore(tempDir())
    const lan = await profileWith(c, 'Lan', 100)
    const an = await profileWith(c, 'An', 100)
    const open = (people: Array<{ profileId: string }>) =>
      attempt(() =>
        c.handlers['tables.open'](
          { game: 'xidach', ruleset: { rules: {} }, config: { role: 'player', bots: [], dealerAi: 'simple', people } },
          caller
        )
      )
    await expect(open([{ profileId: 'nobody' }])).rejects.toMatchObject({ i18n: { key: 'tables.personMissing' } })
    await expect(open([{ profileId: lan }, { profileId: lan }])).rejects.toMatchObject({
      i18n: { key: 'tables.personTwice' }
    })
    await expect(open([{ profileId: an }])).rejects.toMatchObject({ i18n: { key: 'tables.personTwice' } })
    // The other people are players too: with a fixed computer dealer, 5 players at most (wiki maxPlayers 6).
    const many = await Promise.all(
      ['B', 'C', 'D', 'E', 'F'].map((n) => c.handlers['profiles.create']({ name: n }, caller))
    )
    const ids = many
      .at(-1)!
      .profiles.filter((p) => p.name.length === 1)
      .map((p) => ({ profileId: p.id }))
    await c.handlers['profiles.select']({ id: an }, caller)
    await expect(open(ids)).rejects.toMatchObject({ i18n: { key: 'tables.botsRange' } })
    // Someone at another person's open table keeps their profile until the table is left.
    const t = await open([{ profileId: lan }])
    await expect(
      attempt(() => c.handlers['profiles.delete']({ id: lan, confirm: true }, caller))
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'profiles.seatedElsewhere' } })
    await c.handlers['tables.close']({ tableId: t.tableId }, caller)
    const left = await c.handlers['profiles.delete']({ id: lan, confirm: true }, caller)
    expect(left.profiles.some((p) => p.id === lan)).toBe(false)
  })

  it('passes a rotating bank among people and computers; a person dealing sees what the dealer may see only', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, {
      lan: 2000,
      an: 2000,
      bots: ['standard'],
      rules: rotating({ rotateEvery: 1 })
    })
    expect(opened.bank!.participants.map((p) => [p.seat, p.name ?? null])).toEqual([
      ['you', 'An'],
      ['p2', 'Lan'],
      ['b1', null]
    ])
    const dealers: string[] = []
    for (let i = 0; i < 6; i++) {
      const table = await c.handlers['tables.get']({ tableId: opened.tableId }, caller)
      const next = table.bank!.next!
      const players = ['you', 'p2'].filter((s) => s !== next)
      const lanBefore = await balanceOf(c, lan)
      let t = await c.handlers['tables.start'](
        {
          tableId: opened.tableId,
          stakes: players.map((seat) => ({ seat, amountMinor: 1_000, profileId: seat === 'you' ? an : lan }))
        },
        caller
      )
      dealers.push(t.bank!.current!)
      const seen: Seen[] = []
      if (!t.round!.over) t = await playOut(c, t, lookFirst(c, seen))
      // The person dealing is the dealer seat: what they looked at is the dealer's view, no player's hand.
      const people = next === 'b1' ? ['you', 'p2'] : [...players, 'dealer']
      expectPrivate(seen, t, people)
      for (const s of seen)
        if (s.looking === 'dealer')
          for (const p of viewOf(s.state).players) if (p.status !== 'settled') expect(p.cards).toBeNull()
      const nets = t.round!.nets!
      const lanSeat = next === 'p2' ? 'dealer' : 'p2'
      expect(await balanceOf(c, lan)).toBe(lanBefore + (nets[lanSeat] ?? 0))
    }
    // Seat order you, p2, b1, the bank every round: b1 first, then round the table.
    expect(dealers).toEqual(['b1', 'you', 'p2', 'b1', 'you', 'p2'])
  })

  it('lets any person offered a rotating bank pass it on, and play that round with their own stake', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, {
      lan: 2000,
      an: 2000,
      bots: ['standard'],
      rules: rotating({ rotateEvery: 1 })
    })
    // Round 1: b1 deals; then the bank is offered to An, who passes it on to Lan.
    let t = await c.handlers['tables.start'](
      {
        tableId: opened.tableId,
        stakes: stakesOf({ an, lan }, { you: 1_000, p2: 1_000 })
      },
      caller
    )
    if (!t.round!.over) await playOut(c, t, lookFirst(c))
    t = await c.handlers['tables.get']({ tableId: opened.tableId }, caller)
    expect([t.bank!.next, t.bank!.ifDeclined]).toEqual(['you', 'p2'])
    // Lan's own chips hold the bank: her balance moves by the dealer's net.
    const lanBefore = await balanceOf(c, lan)
    t = await c.handlers['tables.start'](
      {
        tableId: opened.tableId,
        stakes: [{ seat: 'you', amountMinor: 1_000, profileId: an }],
        declineBank: true
      },
      caller
    )
    expect(t.bank!.current).toBe('p2')
    expect(t.seats.find((s) => s.seat === 'dealer')).toMatchObject({ kind: 'you', holder: 'p2', profileId: lan })
    if (!t.round!.over) t = await playOut(c, t, lookFirst(c))
    expect(await balanceOf(c, lan)).toBe(lanBefore + t.round!.nets!['dealer']!)
    // Lan held it this round: it goes on round the table, to b1 (a computer: nobody to pass it on).
    t = await c.handlers['tables.get']({ tableId: opened.tableId }, caller)
    expect([t.bank!.next, t.bank!.ifDeclined]).toEqual(['b1', null])
  })

  describe('the decision timer', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('waits behind the privacy screen: a person’s clock starts when they press to look, not while the computer is passed', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
      const c = newCore(tempDir())
      const { an, lan, opened } = await anAndLanAtTable(c, {
        lan: 800,
        an: 1000,
        bots: [],
        rules: { preset: 'wiki', decisionSeconds: 10 }
      })
      let checked = 0
      for (let i = 0; i < 10 && checked < 2; i++) {
        let t = await c.handlers['tables.start'](
          {
            tableId: opened.tableId,
            stakes: stakesOf({ an, lan }, { you: 1_000, p2: 1_000 })
          },
          caller
        )
        for (let guard = 0; guard < 40 && !t.round!.over; guard++) {
          const turn = t.round!.yourTurn[0]!
          const profileId = profileOfSeat(t, turn.seat)
          // A decision to draw or stand has the rules' clock (xidach/pauses.ts); a pause has none.
          if (turn.allowed.includes('stand') && t.people!.looking !== turn.seat) {
            // Behind the screen: no deadline, and a minute passing takes no decision for them.
            expect(t.round!.deadline).toBeNull()
            const version = t.round!.version
            vi.advanceTimersByTime(60_000)
            expect((await c.handlers['tables.get']({ tableId: t.tableId }, caller)).round!.version).toBe(version)
            t = await c.handlers['tables.look']({ tableId: t.tableId, seat: turn.seat, profileId }, caller)
            // Pressed to look: their ten seconds run from now.
            expect(t.round!.deadline).toBe(Date.now() + 10_000)
            checked++
          }
          if (t.people!.looking !== turn.seat)
            t = await c.handlers['tables.look']({ tableId: t.tableId, seat: turn.seat, profileId }, caller)
          const action = turn.allowed.includes('continue') ? 'continue' : 'stand'
          t = await c.handlers['tables.act'](
            {
              tableId: t.tableId,
              roundId: t.round!.roundId,
              version: t.round!.version,
              seat: turn.seat,
              action: { do: action },
              profileId
            },
            caller
          )
        }
      }
      expect(checked).toBeGreaterThanOrEqual(2)
    })
  })
})
