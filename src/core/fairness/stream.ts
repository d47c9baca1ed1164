/**
 * Provably fair randomness (architecture.md, "Fairness"). A round's server seed (32 OS-random bytes)
 * is committed to by its SHA-256 before anything is dealt; the outcome comes from an HMAC-SHA256
 * stream keyed by the server seed over `clientSeed:nonce:counter`, so anyone holding the revealed
 * seed can recompute it.
 */
import { createHmac, hash, randomFillSync } from 'node:crypto'
import { uniformFromWords, type RandomSource } from '../engine/random'

export interface Commitment {
  /** SHA-256 of the server seed, hex; shown before the deal or roll. */
  serverSeedHash: string
  clientSeed: string
  nonce: number
}

export interface FairnessSecret extends Commitment {
  /** 64 hex chars; stays in main until the round (or shoe) is over. */
  serverSeed: string
}

/**
 * OS randomness drawn 4 KiB at a time (one call per 128 server seeds instead of one per seed, as
 * Node's own randomUUID does); every byte is handed out once and then zeroed in the pool.
 */
const pool = Buffer.alloc(4096)
let poolAt = pool.length

function freshHex(bytes: number): string {
  if (poolAt + bytes > pool.length) {
    randomFillSync(pool)
    poolAt = 0
  }
  const hex = pool.toString('hex', poolAt, poolAt + bytes)
  pool.fill(0, poolAt, poolAt + bytes)
  poolAt += bytes
  return hex
}

export function newServerSeed(): string {
  return freshHex(32)
}

/** One-shot `hash`: a `createHash` object costs more than the hashing (Node checks its options on every one). */
export function hashServerSeed(serverSeed: string): string {
  return hash('sha256', Buffer.from(serverSeed, 'hex'), 'hex')
}

export function newFairness(clientSeed: string, nonce: number): FairnessSecret {
  const serverSeed = newServerSeed()
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce }
}

export function newClientSeed(): string {
  return freshHex(8)
}

/**
 * The HMAC word stream. `domain` separates independent uses of one seed (the deck or dice vs. the
 * computer seats' choices) so that one never shifts the other: `${clientSeed}:${nonce}:${counter}`
 * for the outcome, `${clientSeed}:${nonce}:${domain}:${counter}` for any other domain.
 */
export class HmacStream implements RandomSource {
  private counter = 0
  private block: Buffer = Buffer.alloc(0)
  private offset = 0
  private readonly key: Buffer

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    private readonly domain: string | null = null
  ) {
    this.key = Buffer.from(serverSeed, 'hex')
  }

  private nextWord(): number {
    if (this.offset + 4 > this.block.length) {
      const msg =
        this.domain === null
          ? `${this.clientSeed}:${this.nonce}:${this.counter}`
          : `${this.clientSeed}:${this.nonce}:${this.domain}:${this.counter}`
      this.block = createHmac('sha256', this.key).update(msg).digest()
      this.counter++
      this.offset = 0
    }
    const w = this.block.readUInt32BE(this.offset)
    this.offset += 4
    return w
  }

  int(n: number): number {
    return uniformFromWords(() => this.nextWord(), n)
  }
}
