/**
 * Xì dách tables through core and a real store: a round as a player, a round as the dealer with a
 * check, the bank cap, what the person may see, the ledger, a crash in the middle of a round, and
 * early checks (kiểm bài sớm) by the person dealing and by the computer dealer.
 * Settlements are checked against an independent by-count settler written here from docs/rules-xidach.md.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/main/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { fairDeck } from '../../src/main/fairness/outcome'
import { hashServerSeed } from '../../src/main/fairness/stream'
import { tablesRepo } from '../../src/main/core/tables/repo'
import { balanceOf, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

const viewOf = (t: TableState): XidachView => t.round!.view as XidachView

// ---- an independent settler for the wiki preset (docs/rules-xidach.md: by-count aces, minimum 16, ngũ linh ≤ 21, both bust push, ×1)

const pip = (c: string): number => (c[0] === 'A' ? 1 : 'TJQK'.includes(c[0]!) ? 10 : Number(c[0]))
/** Best total ≤ 21 with by-count aces (2 cards: 11/1, 3 cards: 10/1, 4+: 1), else the smallest. */
function byCount(cards: string[]): number {
  const hard = cards.reduce((a, c) => a + pip(c), 0)
  const aces = cards.filter((c) => c[0] === 'A').length
  const extra = cards.length === 2 ? 10 : cards.length === 3 ? 9 : 0
  let best = hard
  for (let k = 1; k <= aces; k++) if (hard + k * extra <= 21) best = hard + k * extra
  return best
}
/** The player's net for stake 1 in phase 2 against the dealer's hand as it is. */
function wikiNet(player: string[], dealer: string[]): number {
  const p = byCount(player)
  const d = byCount(dealer)
  const pNgu = player.length === 5 && p <= 21
  const dNgu = dealer.length === 5 && d <= 21
  if (pNgu && dNgu) return Math.sign(d - p)
  if (pNgu) return 1
  if (dNgu) return -1
  if (p <= 21 && p < 16) return -1
  if (p > 21) return d > 21 ? 0 : -1
  if (d > 21) return 1
  return Math.sign(p - d)
}

/** Every quoted card token in a JSON text ("AS", "TD", …). */
function cardTokens(json: string): Set<string> {
  return new Set([...json.matchAll(/"([A2-9TJQK][SHDC])"/g)].map((m) => m[1]!))
}
/** The cards face up to the person in a state. */
function faceUp(t: TableState): Set<string> {
  const v = viewOf(t)
  const out = new Set<string>()
  for (const p of v.players) for (const c of p.cards ?? []) out.add(c)
  for (const c of v.dealer.cards ?? []) out.add(c)
  return out
}
function expectNothingHidden(t: TableState): void {
  expect([...cardTokens(JSON.stringify(t))].sort()).toEqual([...faceUp(t)].sort())
}

async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act']({ tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action }, caller)
}

/** The person dealing: let the bots move at every pause, then stand when allowed, else draw, until the round is over. */
async function finishAsDealer(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 40 && !t.round!.over; guard++) {
    const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')!.allowed
    t = await act(c, t, 'dealer', {
      do: allowed.includes('continue') ? 'continue' : allowed.includes('stand') ? 'stand' : 'draw'
    })
  }
  expect(t.round!.over).toBe(true)
  return t
}

/** The stored decisions of a round (seq 0 is the start entry). */
function storedEvents(c: Core, roundId: number): Array<{ actor: string; action: Record<string, unknown> }> {
  return tablesRepo(c.openStore()!)
    .events(roundId)
    .map((e) => ({ actor: e.actor, action: JSON.parse(e.action_json) as Record<string, unknown> }))
}

/** The person as a player: draw under 16, else stand, until the round is over. Returns the snapshots seen. */
async function playAsPlayer(c: Core, t: TableState, seen: TableState[]): Promise<TableState> {
  for (let guard = 0; guard < 10 && !t.round!.over; guard++) {
    seen.push(t)
    const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
    expect(mine).toBeDefined()
    const me = viewOf(t).players.find((p) => p.id === 'you')!
    t = await act(c, t, 'you', { do: me.total! < 16 && mine!.allowed.includes('draw') ? 'draw' : 'stand' })
  }
  expect(t.round!.over).toBe(true)
  return t
}

describe('Xì dách table', () => {
  it('plays a round as a player: fair deck in dealing order, nothing hidden sent, nets sum to 0, the ledger moves by the net', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki' } },
        config: { role: 'player', bots: ['standard', 'cautious'], dealerAi: 'simple' }
      },
      caller
    )
    expect(opened.seats.map((s) => [s.seat, s.kind, s.policy ?? null])).toEqual([
      ['you', 'you', null],
      ['b1', 'bot', 'standard'],
      ['b2', 'bot', 'cautious'],
      ['dealer', 'dealer-ai', 'simple']
    ])
    expect(opened.rulesName).toBe('wiki')
    const before = await balanceOf(c)
    let t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] },
      caller
    )
    // The seed stays hidden while the round plays; a natural at the deal ends the round at once, and
    // then it is revealed with the result.
    if (t.round!.over) expect(hashServerSeed(t.round!.fairness.serverSeed!)).toBe(opened.next.serverSeedHash)
    else expect(t.round!.fairness.serverSeed).toBeUndefined()
    expect(t.round!.fairness.serverSeedHash).toBe(opened.next.serverSeedHash)
    const seen: TableState[] = []
    t = await playAsPlayer(c, t, seen)
    for (const s of seen) {
      expectNothingHidden(s)
      // Bots' unsettled hands show their count only.
      for (const p of viewOf(s).players) if (p.id !== 'you' && p.status !== 'settled') expect(p.cards).toBeNull()
    }
    const r = t.round!
    const seed = r.fairness.serverSeed!
    expect(hashServerSeed(seed)).toBe(r.fairness.serverSeedHash)
    const deck = fairDeck({ serverSeed: seed, clientSeed: r.fairness.clientSeed, nonce: r.fairness.nonce }, 1)
    const v = viewOf(t)
    // Deal order p1, p2, p3, dealer, twice: the person is seat 0 of 3 players.
    const ids = v.players.map((p) => p.id)
    expect(ids).toEqual(['you', 'b1', 'b2'])
    ids.forEach((id, i) => expect(v.players[i]!.cards!.slice(0, 2)).toEqual([deck[i], deck[4 + i]]))
    expect(v.dealer.cards!.slice(0, 2)).toEqual([deck[3], deck[7]])
    const nets = r.nets!
    expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
    expect(await balanceOf(c)).toBe(before + nets['you']!)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
    // The computer seats' stacks moved by their nets.
    expect(t.seats.find((s) => s.seat === 'b1')!.balanceMinor).toBe(100_000 + nets['b1']!)
    expect(t.seats.find((s) => s.seat === 'dealer')!.balanceMinor).toBe(10_000_000 + nets['dealer']!)
    // Without a natural on either side, the net is the rules' settlement of the final hands (the simple dealer never checks).
    const naturals = t.round!.events.some((e) => e.type === 'natural' && (e.seat === 'you' || e.seat === 'dealer'))
    const me = v.players[0]!
    if (!naturals && me.outcome !== 'penalised') expect(nets['you']).toBe(1000 * wikiNet(me.cards!, v.dealer.cards!))
  })

  it('plays a round as the dealer with a check (kiểm bài) on a bot, settled at that moment', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 5000)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: {} },
        config: { role: 'dealer', bots: ['standard', 'bold', 'cautious'], dealerAi: 'shrewd' }
      },
      caller
    )
    expect(opened.yourSeats).toEqual(['dealer'])
    // The dealer stakes nothing.
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'dealer', amountMinor: 100 }] },
          caller
        ))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('dealer places no stake')
    })
    let checked = false
    for (let round = 0; round < 40 && !checked; round++) {
      const startBalance = await balanceOf(c)
      let t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
      for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
        expectNothingHidden(t)
        const mine = t.round!.yourTurn.find((y) => y.seat === 'dealer')!
        expect(mine).toBeDefined()
        const v = viewOf(t)
        for (const p of v.players) if (p.status !== 'settled') expect(p.cards).toBeNull()
        const check = mine.allowed.find((a) => a.startsWith('check '))
        if (check && !checked) {
          const target = check.slice(6)
          const dealerCards = v.dealer.cards!
          const stake = v.players.find((p) => p.id === target)!.stake
          t = await act(c, t, 'dealer', { do: 'check', target })
          const after = viewOf(t).players.find((p) => p.id === target)!
          expect(after.status).toBe('settled')
          expect(after.cards).not.toBeNull()
          expect(after.net).toBe(stake * wikiNet(after.cards!, dealerCards))
          checked = true
        } else if (mine.allowed.includes('continue')) t = await act(c, t, 'dealer', { do: 'continue' })
        else if (mine.allowed.includes('stand')) t = await act(c, t, 'dealer', { do: 'stand' })
        else t = await act(c, t, 'dealer', { do: 'draw' })
      }
      expect(t.round!.over).toBe(true)
      const nets = t.round!.nets!
      expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
      expect(await balanceOf(c)).toBe(startBalance + nets['dealer']!)
    }
    expect(checked).toBe(true)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
  })

  it('refuses a stake over the bank with the largest stake still possible, and starts nothing', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 10_000)
    // tet pays up to ×2, so a 500-chip bank covers at most 250 chips of stakes.
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'tet' } },
        config: { role: 'player', bots: [], dealerAi: 'shrewd', bankMinor: 50_000 }
      },
      caller
    )
    const before = await balanceOf(c)
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 30_000 }] },
          caller
        ))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('the largest stake still possible is 250')
    })
    expect((await c.handlers['tables.get']({ tableId: opened.tableId }, caller)).round).toBeNull()
    expect(await balanceOf(c)).toBe(before)
    const t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 25_000 }] },
      caller
    )
    expect(viewOf(t).dealer.bank).toBe(50_000)
  })

  it('resumes a round interrupted by a crash, and pays it exactly once', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1000)
    const opened = await first.handlers['tables.open'](
      { game: 'xidach', ruleset: { rules: {} }, config: { role: 'player', bots: ['bold'], dealerAi: 'shrewd' } },
      caller
    )
    let t: TableState | null = null
    // Rounds that end on a natural leave nothing to resume; deal until the person has a decision.
    for (let i = 0; i < 20; i++) {
      const s = await first.handlers['tables.start'](
        { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 500 }] },
        caller
      )
      if (!s.round!.over) {
        t = s
        break
      }
    }
    expect(t).not.toBeNull()
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(t!.round!.roundId)
    expect(resumed?.round?.version).toBe(t!.round!.version)
    expect(resumed?.round?.view).toEqual(t!.round!.view)
    const balanceMid = await balanceOf(second)
    const done = await playAsPlayer(second, resumed!, [])
    expect(await balanceOf(second)).toBe(balanceMid + done.round!.nets!['you']!)
    const third = newCore(dir)
    expect(await third.handlers['tables.list']({}, caller)).toEqual([expect.objectContaining({ round: null })])
    expect(await balanceOf(third)).toBe(balanceMid + done.round!.nets!['you']!)
    expect(third.openStore()!.ledger.unbalanced()).toEqual([])
  })

  describe('early checks (kiểm bài sớm, rules.md §1)', () => {
    const anyTime = { preset: 'wiki', earlyCheck: 'any-time' }

    it("pauses the person dealing before a bot moves; an early check settles against the dealer's two cards; continue lets exactly one bot move; a crash keeps the check and shows the pause again", async () => {
      const dir = tempDir()
      const c = newCore(dir)
      await profileWith(c, 'An', 5000)
      const opened = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: anyTime },
          config: { role: 'dealer', bots: ['standard', 'bold', 'cautious'], dealerAi: 'shrewd' }
        },
        caller
      )
      let paused: TableState | null = null
      for (let i = 0; i < 40 && !paused; i++) {
        const t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
        const v = viewOf(t)
        if (!t.round!.over && v.phase === 'players') paused = t
        else await finishAsDealer(c, t)
      }
      expect(paused).not.toBeNull()
      let t = paused!
      const v = viewOf(t)
      // Any time: the dealer's two cards reach the minimum (16), and every unsettled hand may be checked.
      expect(byCount(v.dealer.cards!)).toBeGreaterThanOrEqual(16)
      const unsettled = v.players.filter((p) => p.status !== 'settled').map((p) => p.id)
      expect(t.round!.yourTurn).toEqual([
        { seat: 'dealer', allowed: [...unsettled.map((id) => `check ${id}`), 'continue'] }
      ])
      // Before the first bot's draw: nothing but the start entry is stored, the bot on turn still holds its two cards.
      expect(t.round!.version).toBe(0)
      expect(storedEvents(c, t.round!.roundId)).toHaveLength(1)
      expect(t.round!.waitingFor).toEqual([v.turn])
      expect(v.players.find((p) => p.id === v.turn)!.cardCount).toBe(2)

      // Check the last unsettled bot early: settled now, against the dealer's two cards.
      const target = unsettled[unsettled.length - 1]!
      const stake = v.players.find((p) => p.id === target)!.stake
      t = await act(c, t, 'dealer', { do: 'check', target })
      const checked = viewOf(t).players.find((p) => p.id === target)!
      expect(checked.status).toBe('settled')
      expect(checked.net).toBe(stake * wikiNet(checked.cards!, v.dealer.cards!))
      expect(t.round!.events).toContainEqual({ type: 'checked', seat: target, early: true })
      expect(storedEvents(c, t.round!.roundId).slice(1)).toEqual([{ actor: 'dealer', action: { do: 'check', target } }])
      expectNothingHidden(t)
      if (viewOf(t).phase !== 'players') return // that was the last hand in play
      expect(t.round!.yourTurn[0]!.allowed).toContain('continue')

      // A crash here: the check was stored, `continue` never is; the resumed round pauses again.
      const second = newCore(dir)
      const [resumed] = await second.handlers['tables.list']({}, caller)
      expect(resumed!.round!.version).toBe(t.round!.version)
      expect(resumed!.round!.view).toEqual(t.round!.view)
      expect(resumed!.round!.yourTurn).toEqual(t.round!.yourTurn)
      t = resumed!

      // Continue: exactly one bot move (the one on turn), then the pause again while the players draw.
      for (let guard = 0; guard < 20 && !t.round!.over && viewOf(t).phase === 'players'; guard++) {
        const before = storedEvents(second, t.round!.roundId).length
        const onTurn = viewOf(t).turn
        const version = t.round!.version
        t = await act(second, t, 'dealer', { do: 'continue' })
        expect(t.round!.version).toBe(version + 1)
        const rows = storedEvents(second, t.round!.roundId)
        expect(rows).toHaveLength(before + 1)
        expect(rows[rows.length - 1]!.actor).toBe(onTurn)
        if (!t.round!.over && viewOf(t).phase === 'players') expect(t.round!.yourTurn[0]!.allowed).toContain('continue')
      }
      // The dealer's own turn: nothing to let pass, and no engine action is named `continue`.
      if (!t.round!.over) {
        expect(t.round!.yourTurn[0]!.allowed).not.toContain('continue')
        await expect((async () => act(second, t, 'dealer', { do: 'continue' }))()).rejects.toMatchObject({
          code: 'refused',
          message: expect.stringContaining('not paused')
        })
      }
      const balanceMid = await balanceOf(second)
      t = await finishAsDealer(second, t)
      expect(await balanceOf(second)).toBe(balanceMid + t.round!.nets!['dealer']!)
      expect(viewOf(t).players.find((p) => p.id === target)!.net).toBe(checked.net)
      // Only real decisions were stored: no `continue` in the round's record.
      expect(storedEvents(second, t.round!.roundId).some((e) => e.action['do'] === 'continue')).toBe(false)
      expect(second.openStore()!.ledger.unbalanced()).toEqual([])
    })

    it('never pauses and no dealer checks early with earlyCheck off', async () => {
      const c = newCore(tempDir())
      await profileWith(c, 'An', 5000)
      const dealing = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: { preset: 'wiki', earlyCheck: 'off' } },
          config: { role: 'dealer', bots: ['bold', 'standard', 'cautious'], dealerAi: 'shrewd' }
        },
        caller
      )
      for (let i = 0; i < 15; i++) {
        let t = await c.handlers['tables.start']({ tableId: dealing.tableId, stakes: [] }, caller)
        for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
          // The bots played straight through: the person is asked only on the dealer's own turn.
          expect(viewOf(t).phase).toBe('dealer')
          const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')!.allowed
          expect(allowed).not.toContain('continue')
          t = await act(c, t, 'dealer', { do: allowed.includes('stand') ? 'stand' : 'draw' })
        }
        expect(t.round!.over).toBe(true)
      }
      await c.handlers['tables.close']({ tableId: dealing.tableId }, caller)
      const playing = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: { preset: 'wiki', earlyCheck: 'off' } },
          config: { role: 'player', bots: ['bold', 'bold', 'bold', 'bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      for (let i = 0; i < 30; i++) {
        let t = await c.handlers['tables.start'](
          { tableId: playing.tableId, stakes: [{ seat: 'you', amountMinor: 100 }] },
          caller
        )
        if (!t.round!.over) t = await act(c, t, 'you', { do: 'stand' })
        expect(t.round!.over).toBe(true)
        expect(t.round!.events.some((e) => e.type === 'checked' && e.early)).toBe(false)
      }
    })

    it("steps and records the computer dealer's early checks; replaying the stored decisions from the seed gives the same round", async () => {
      const c = newCore(tempDir())
      await profileWith(c, 'An', 5000)
      const opened = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: anyTime },
          config: { role: 'player', bots: ['bold', 'bold', 'bold', 'bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      let found: TableState | null = null
      for (let i = 0; i < 300 && !found; i++) {
        let t = await c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 100 }] },
          caller
        )
        // Never paused for the person: the computer dealer's optional checks are its own.
        if (!t.round!.over) {
          expect(t.round!.yourTurn.map((y) => y.allowed.includes('continue'))).toEqual([false])
          t = await act(c, t, 'you', { do: 'stand' })
        }
        expect(t.round!.over).toBe(true)
        if (t.round!.events.some((e) => e.type === 'checked' && e.early)) found = t
      }
      expect(found).not.toBeNull()
      const t = found!
      const v = viewOf(t)
      const rows = storedEvents(c, t.round!.roundId)
      for (const e of t.round!.events) {
        if (e.type !== 'checked' || !e.early) continue
        // Stored as the dealer's own decision, and settled against its two dealt cards.
        expect(rows).toContainEqual({ actor: 'dealer', action: { do: 'check', target: e.seat } })
        const p = v.players.find((x) => x.id === e.seat)!
        expect(p.net).toBe(p.stake * wikiNet(p.cards!, v.dealer.cards!.slice(0, 2)))
      }
      // The history replays every stored decision from the seed (a step that failed would leave no views).
      const recall = await c.handlers['history.round']({ roundId: t.round!.roundId }, caller)
      expect(recall.steps).toHaveLength(rows.length)
      expect(recall.steps.every((s) => s.view !== undefined)).toBe(true)
      expect(recall.steps[recall.steps.length - 1]!.view).toEqual(t.round!.view)
      expect(recall.nets).toEqual(t.round!.nets)
    })
  })
})
