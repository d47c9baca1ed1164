/**
 * Fairness: outcomes recomputed here straight from HMAC-SHA256 (node:crypto, written independently
 * of the stream class), and `verify` accepting true records and catching every kind of tampering.
 */
import { createHash, createHmac } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { standardDeck, type Card } from '@shared/cards'
import type { FairnessRecordData } from '@shared/fairness'
import type { Dice } from '../../src/core/engine/random'
import { fairDeck, fairDice } from '../../src/core/fairness/outcome'
import { hashServerSeed, newClientSeed, newServerSeed } from '../../src/core/fairness/stream'
import { parseFairnessRecord, verifyRecord } from '../../src/core/fairness/verify'
import { runCli } from '../support/node-programs'

const serverSeed = createHash('sha256').update('banxanh fairness test seed').digest('hex')
const secret = { serverSeed, clientSeed: 'lucky-7', nonce: 42 }

/** The words of architecture.md's stream: HMAC-SHA256(seed, "client:nonce[:domain]:counter"), 32-bit big-endian. */
function* words(seed: string, client: string, nonce: number, domain?: string): Generator<number> {
  for (let counter = 0; ; counter++) {
    const msg = domain === undefined ? `${client}:${nonce}:${counter}` : `${client}:${nonce}:${domain}:${counter}`
    const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(msg).digest()
    for (let o = 0; o < 32; o += 4) yield block.readUInt32BE(o)
  }
}

/** Unbiased integer in [0, n): reject words at or above the largest multiple of n. */
function draw(gen: Generator<number>, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n
  for (;;) {
    const w = gen.next().value as number
    if (w < limit) return w % n
  }
}

describe('outcomes from the seed', () => {
  it('fairDice is three draws of 1–6 from the outcome stream', () => {
    const g = words(serverSeed, 'lucky-7', 42)
    const want = [draw(g, 6) + 1, draw(g, 6) + 1, draw(g, 6) + 1]
    expect(fairDice(secret)).toEqual(want)
  })

  it('fairDeck is a Fisher–Yates shuffle, from the top down, of decks × the canonical deck', () => {
    for (const decks of [1, 2, 6]) {
      const shoe: Card[] = []
      for (let d = 0; d < decks; d++) shoe.push(...standardDeck())
      const g = words(serverSeed, 'lucky-7', 42)
      for (let i = shoe.length - 1; i > 0; i--) {
        const j = draw(g, i + 1)
        ;[shoe[i], shoe[j]] = [shoe[j] as Card, shoe[i] as Card]
      }
      const got = fairDeck(secret, decks)
      expect(got).toEqual(shoe)
      // Every card exactly `decks` times.
      const counts = new Map<string, number>()
      for (const c of got) counts.set(c, (counts.get(c) ?? 0) + 1)
      expect(counts.size).toBe(52)
      expect([...counts.values()].every((n) => n === decks)).toBe(true)
    }
  })

  it('a different nonce, client seed or server seed gives a different shoe', () => {
    const base = fairDeck(secret, 1).join()
    expect(fairDeck({ ...secret, nonce: 43 }, 1).join()).not.toBe(base)
    expect(fairDeck({ ...secret, clientSeed: 'lucky-8' }, 1).join()).not.toBe(base)
    expect(fairDeck({ ...secret, serverSeed: 'ff'.repeat(32) }, 1).join()).not.toBe(base)
  })

  it('refuses a shoe of 0 or 9 decks', () => {
    expect(() => fairDeck(secret, 0)).toThrow(RangeError)
    expect(() => fairDeck(secret, 9)).toThrow(RangeError)
  })
})

const serverSeedHash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex')

function diceRecord(): FairnessRecordData {
  return { game: 'sicbo', ...secret, serverSeedHash, outcome: { dice: fairDice(secret) } }
}

function shoeRecord(): FairnessRecordData {
  return {
    game: 'blackjack',
    ...secret,
    serverSeedHash,
    decks: 6,
    outcome: { cards: fairDeck(secret, 6).slice(40, 52), offset: 40 }
  }
}

describe('seeds', () => {
  it('the commitment is SHA-256 of the seed bytes (FIPS 180-2 vector, and 32 zero bytes)', () => {
    // SHA-256("abc") and SHA-256 of 32 zero bytes, as published (FIPS 180-2; widely listed).
    expect(hashServerSeed('616263')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(hashServerSeed('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })

  it('server and client seeds are fresh random hex, never repeated across the randomness pool refills', () => {
    const seen = new Set<string>()
    // 1,000 seeds of 32 bytes and 1,000 of 8 cross the 4 KiB pool's refill many times.
    for (let i = 0; i < 1000; i++) {
      const s = newServerSeed()
      const c = newClientSeed()
      expect(s).toMatch(/^[0-9a-f]{64}$/)
      expect(c).toMatch(/^[0-9a-f]{16}$/)
      seen.add(s)
      seen.add(c)
    }
    expect(seen.size).toBe(2000)
    // Every byte value turns up (a stuck or zeroed pool would not): 40,000 bytes, 256 values.
    const bytes = new Set<string>()
    for (const s of seen) for (let i = 0; i < s.length; i += 2) bytes.add(s.slice(i, i + 2))
    expect(bytes.size).toBe(256)
  })
})

describe('verifyRecord', () => {
  it('accepts a true dice record and a true shoe record (cards from an offset)', () => {
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash)
    expect(verifyRecord(diceRecord())).toMatchObject({
      ok: true,
      checks: [
        { name: 'seed-hash', ok: true },
        { name: 'outcome', ok: true }
      ]
    })
    expect(verifyRecord(shoeRecord()).ok).toBe(true)
    const xd: FairnessRecordData = {
      game: 'xidach',
      ...secret,
      serverSeedHash,
      outcome: { cards: fairDeck(secret, 1).slice(0, 9) }
    }
    expect(verifyRecord(xd).ok).toBe(true)
  })

  it('catches a changed server seed (the hash no longer matches)', () => {
    const r = { ...diceRecord(), serverSeed: serverSeed.replace(/^./, (c) => (c === '0' ? '1' : '0')) }
    const v = verifyRecord(r)
    expect(v.ok).toBe(false)
    expect(v.checks[0]).toMatchObject({ name: 'seed-hash', ok: false })
  })

  it('catches a changed published hash', () => {
    const v = verifyRecord({ ...diceRecord(), serverSeedHash: 'ab'.repeat(32) })
    expect(v.ok).toBe(false)
    expect(v.checks[0]?.ok).toBe(false)
    expect(v.checks[1]?.ok).toBe(true)
  })

  it('catches changed dice', () => {
    const rec = diceRecord()
    const dice: Dice = 'dice' in rec.outcome ? rec.outcome.dice : [1, 1, 1]
    const changed: FairnessRecordData = { ...rec, outcome: { dice: [(dice[0] % 6) + 1, dice[1], dice[2]] } }
    const v = verifyRecord(changed)
    expect(v.ok).toBe(false)
    expect(v.checks[1]).toMatchObject({ name: 'outcome', ok: false, expected: dice.join('-') })
  })

  it('catches a changed card, a wrong offset, a changed nonce or client seed', () => {
    const rec = shoeRecord()
    const cards = 'cards' in rec.outcome ? rec.outcome.cards : []
    const swapped = [cards[1], cards[0], ...cards.slice(2)] as Card[]
    expect(verifyRecord({ ...rec, outcome: { cards: swapped, offset: 40 } }).ok).toBe(cards[0] === cards[1])
    expect(verifyRecord({ ...rec, outcome: { cards, offset: 41 } }).ok).toBe(false)
    expect(verifyRecord({ ...rec, nonce: 43 }).ok).toBe(false)
    expect(verifyRecord({ ...rec, clientSeed: 'lucky-8' }).ok).toBe(false)
    expect(verifyRecord({ ...rec, decks: 5 }).ok).toBe(false)
  })

  it('says when the record lists more cards than the shoe holds', () => {
    const v = verifyRecord({
      game: 'xidach',
      ...secret,
      serverSeedHash,
      outcome: { cards: fairDeck(secret, 1).slice(0, 3), offset: 50 }
    })
    expect(v.ok).toBe(false)
    expect(v.checks[1]?.detail).toContain('shoe holds only 52')
  })
})

describe('parseFairnessRecord', () => {
  it('names the key and the reason', () => {
    expect(parseFairnessRecord({ ...diceRecord(), serverSeed: 'xyz' })).toEqual({
      ok: false,
      error: { path: 'serverSeed', message: 'must be 64 hex digits' }
    })
    expect(parseFairnessRecord({ ...diceRecord(), outcome: { cards: ['AS'] } })).toMatchObject({
      ok: false,
      error: { path: 'outcome' }
    })
    expect(parseFairnessRecord({ ...shoeRecord(), decks: undefined })).toMatchObject({
      ok: false,
      error: { path: 'decks' }
    })
    expect(parseFairnessRecord({ ...shoeRecord(), outcome: { cards: ['AS', 'ZZ'] } })).toMatchObject({
      ok: false,
      error: { path: 'outcome.cards[1]' }
    })
    expect(parseFairnessRecord({ ...diceRecord(), outcome: { dice: [1, 2, 7] } })).toMatchObject({
      ok: false,
      error: { path: 'outcome.dice[2]' }
    })
    expect(parseFairnessRecord({ ...diceRecord(), extra: 1 })).toMatchObject({ ok: false })
    expect(parseFairnessRecord([])).toMatchObject({ ok: false, error: { path: '' } })
  })

  it('reads lower-case cards and an upper-case hash', () => {
    const rec = shoeRecord()
    const cards = 'cards' in rec.outcome ? rec.outcome.cards : []
    const p = parseFairnessRecord({
      ...rec,
      serverSeedHash: serverSeedHash.toUpperCase(),
      outcome: { cards: cards.map((c) => c.toLowerCase()), offset: 40 }
    })
    if (!p.ok) throw new Error(p.error.message)
    expect(verifyRecord(p.record).ok).toBe(true)
  })
})

describe('npm run verify (the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'banxanh-verify-'))
  function cli(arg: string, input = ''): { status: number | null; stdout: string; stderr: string } {
    const r = runCli('verify', [arg], { input, timeout: 60_000 })
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  }

  it('exit 0 for a matching record', () => {
    const file = join(dir, 'good.json')
    writeFileSync(file, JSON.stringify(diceRecord()))
    const r = cli(file)
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/^verified:/m)
    expect(r.stderr).toBe('')
  })

  it('exit 1 for a tampered record, read from standard input', () => {
    const r = cli('-', JSON.stringify({ ...shoeRecord(), nonce: 41 }))
    expect(r.status).toBe(1)
    expect(r.stdout).toMatch(/^NOT verified:/m)
  })

  it('exit 2 with one error line for an invalid or unreadable file', () => {
    const bad = cli('-', JSON.stringify({ game: 'sicbo' }))
    expect(bad.status).toBe(2)
    expect(bad.stdout).toBe('')
    expect(bad.stderr).toBe('error: stdin: serverSeed: missing\n')
    const missing = cli(join(dir, 'nope.json'))
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatch(/^error: .*nope\.json: cannot read the file \(ENOENT\)\n$/)
  })
})
