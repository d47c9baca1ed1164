/**
 * Raw deflate (RFC 1951) of short texts against one fixed preset dictionary, for the round steps
 * (event-codec.ts). zlib gives the same bytes' worth, but each call through Node builds a fresh
 * stream: it allocates and clears its window and tables and hashes the whole dictionary again, which
 * cost more than the step's own compression (≈ 150,000 instructions a step, a quarter of a Sic Bo
 * roll's; issue 12). Here the dictionary is hashed once, and a call only matches its own bytes.
 *
 * The output is one fixed-Huffman block (BTYPE 01), or a stored block where that would be larger.
 * zlib chooses the fixed codes for every step the games write (a few hundred bytes: a dynamic
 * block's code tables cost more than they save), so the sizes match zlib's level 6 within a byte or
 * two. Matching is zlib's lazy evaluation (deflate_slow) with level 6's limits. Any inflater reads
 * the result with the same dictionary; the tests check it against zlib's `inflateRawSync`.
 */

const MIN_MATCH = 3
const MAX_MATCH = 258
/** Inflaters keep a 32 KiB window, so no distance may be longer. */
const MAX_DIST = 32_768
/** zlib level 6: candidates tried per position, and the lazy-matching thresholds. */
const MAX_CHAIN = 128
const GOOD_LENGTH = 8
const NICE_LENGTH = 128
const MAX_LAZY = 16
/** A 3-byte match this far back costs more bits than its literals (zlib's TOO_FAR). */
const TOO_FAR = 4096

const UTF8 = new TextEncoder()

const HASH_BITS = 15
const HASH_SIZE = 1 << HASH_BITS
const HASH_MASK = HASH_SIZE - 1

function hashAt(b: Uint8Array, p: number): number {
  return (((b[p] as number) << 10) ^ ((b[p + 1] as number) << 5) ^ (b[p + 2] as number)) & HASH_MASK
}

/** `bits` low bits of `code`, reversed: Huffman codes are sent from their top bit, the stream from its low bit. */
function reversed(code: number, bits: number): number {
  let r = 0
  for (let i = 0; i < bits; i++) r = (r << 1) | ((code >> i) & 1)
  return r
}

/** The fixed literal/length code (RFC 1951, 3.2.6), each code reversed, and its length in bits. */
const LIT_CODE = new Uint16Array(288)
const LIT_BITS = new Uint8Array(288)
for (let s = 0; s < 288; s++) {
  const [base, first, bits] =
    s < 144 ? [0x30, 0, 8] : s < 256 ? [0x190, 144, 9] : s < 280 ? [0, 256, 7] : [0xc0, 280, 8]
  LIT_CODE[s] = reversed(base + s - first, bits)
  LIT_BITS[s] = bits
}

/** Length 3–258: its symbol (257–285), extra bits and their value (RFC 1951, 3.2.5). */
const LEN_SYMBOL = new Uint16Array(MAX_MATCH + 1)
const LEN_EXTRA_BITS = new Uint8Array(MAX_MATCH + 1)
const LEN_EXTRA = new Uint8Array(MAX_MATCH + 1)
{
  const bases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227
  ]
  const extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]
  for (let i = 0; i < bases.length; i++) {
    const base = bases[i] as number
    const extra = extras[i] as number
    for (let len = base; len < base + (1 << extra) && len < MAX_MATCH; len++) {
      LEN_SYMBOL[len] = 257 + i
      LEN_EXTRA_BITS[len] = extra
      LEN_EXTRA[len] = len - base
    }
  }
  // 258 has a code of its own (285, no extra bits), though 284's range would reach it.
  LEN_SYMBOL[MAX_MATCH] = 285
  LEN_EXTRA_BITS[MAX_MATCH] = 0
  LEN_EXTRA[MAX_MATCH] = 0
}

/** Distance codes 0–29: their first distance and extra bits. Every fixed distance code is 5 bits. */
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577
]
const DIST_CODE_REVERSED = Array.from({ length: 30 }, (_, c) => reversed(c, 5))

function distanceCode(dist: number): number {
  // 2 codes per doubling of the distance past 4: the code is twice the bit length, less one if in the lower half.
  if (dist <= 4) return dist - 1
  const d = dist - 1
  const top = 31 - Math.clz32(d)
  return 2 * top + ((d >> (top - 1)) & 1)
}

/** A deflater bound to one dictionary; not re-entrant (one call at a time, as JS runs them). */
export class DictDeflater {
  private readonly dictLength: number
  /** The dictionary, then the text being compressed. */
  private buf: Uint8Array
  /** Newest position of each hash, as the dictionary alone leaves it; restored after every call. */
  private readonly head: Int32Array
  private readonly dictHead: Int32Array
  /** The previous position with the same hash (the chains); the dictionary's part never changes. */
  private prev: Int32Array
  /** Head slots a call changed, to restore. */
  private touched: Int32Array
  private touchedCount = 0

  private out: Uint8Array = new Uint8Array(1024)
  private outLength = 0
  private bitBuf = 0
  private bitCount = 0

  constructor(dictionary: Uint8Array) {
    if (dictionary.length > MAX_DIST) throw new Error('a preset dictionary holds at most 32 KiB')
    this.dictLength = dictionary.length
    this.buf = new Uint8Array(dictionary.length + 1024)
    this.buf.set(dictionary)
    this.head = new Int32Array(HASH_SIZE).fill(-1)
    this.prev = new Int32Array(this.buf.length)
    this.touched = new Int32Array(1024)
    for (let p = 0; p + MIN_MATCH <= dictionary.length; p++) {
      const h = hashAt(this.buf, p)
      this.prev[p] = this.head[h] as number
      this.head[h] = p
    }
    this.dictHead = this.head.slice()
  }

  /**
   * `text`'s UTF-8 bytes as a raw deflate stream that inflates, with the dictionary, to exactly them,
   * after `lead` zero bytes the caller fills (a format byte, say): the stream is copied out once.
   */
  deflate(text: string, lead = 0): Buffer {
    const start = this.dictLength
    this.reserve(start + text.length * 3)
    const end = start + UTF8.encodeInto(text, this.buf.subarray(start)).written
    this.outLength = 0
    this.bitBuf = 0
    this.bitCount = 0
    this.putBits(0b011, 3) // BFINAL, then BTYPE 01 (fixed codes), low bit first
    try {
      this.compress(start, end)
    } finally {
      for (let i = 0; i < this.touchedCount; i++) {
        const slot = this.touched[i] as number
        this.head[slot] = this.dictHead[slot] as number
      }
      this.touchedCount = 0
    }
    this.putSymbol(256)
    if (this.bitCount > 0) this.putByte(this.bitBuf & 0xff)
    const length = end - start
    // Text that does not compress (rare in a step) goes as it is: 5 bytes of header (65,535 at most).
    if (this.outLength > length + 5 && length <= 0xffff) return this.stored(start, end, lead)
    const result = Buffer.alloc(lead + this.outLength)
    result.set(this.out.subarray(0, this.outLength), lead)
    return result
  }

  private reserve(size: number): void {
    if (size <= this.buf.length) return
    const grown = new Uint8Array(Math.max(size, this.buf.length * 2))
    grown.set(this.buf.subarray(0, this.dictLength))
    this.buf = grown
    const prev = new Int32Array(grown.length)
    prev.set(this.prev.subarray(0, this.dictLength))
    this.prev = prev
    this.touched = new Int32Array(grown.length)
  }

  /** Adds position p to its hash chain. */
  private insert(p: number): void {
    const h = hashAt(this.buf, p)
    const first = this.head[h] as number
    if (first === (this.dictHead[h] as number)) this.touched[this.touchedCount++] = h
    this.prev[p] = first
    this.head[h] = p
  }

  /** zlib's deflate_slow: each match is taken only if the next position does not start a longer one. */
  private compress(start: number, end: number): void {
    const buf = this.buf
    let p = start
    let prevLength = 0
    let prevDist = 0
    let pending = false
    while (p < end) {
      let length = 0
      let dist = 0
      if (end - p >= MIN_MATCH) {
        const candidate = this.head[hashAt(buf, p)] as number
        this.insert(p)
        if (candidate >= 0 && prevLength < MAX_LAZY) {
          const found = this.longest(p, candidate, end, prevLength)
          length = found >>> 16
          dist = found & 0xffff
          if (length === MIN_MATCH && dist > TOO_FAR) length = 0
        }
      }
      if (pending && prevLength >= MIN_MATCH && length <= prevLength) {
        this.putMatch(prevLength, prevDist)
        // The match started at p - 1; p is in its chain already, the rest of it goes in now.
        const next = p - 1 + prevLength
        for (let q = p + 1; q < next; q++) if (end - q >= MIN_MATCH) this.insert(q)
        p = next
        pending = false
        prevLength = 0
        continue
      }
      if (pending) this.putSymbol(buf[p - 1] as number)
      pending = true
      prevLength = length
      prevDist = dist
      p++
    }
    if (pending) {
      if (prevLength >= MIN_MATCH) this.putMatch(prevLength, prevDist)
      else this.putSymbol(buf[p - 1] as number)
    }
  }

  /** The longest match at p among its chain's candidates, as (length << 16) | distance; 0 when none beats `than`. */
  private longest(p: number, candidate: number, end: number, than: number): number {
    const buf = this.buf
    const prev = this.prev
    const limit = Math.min(MAX_MATCH, end - p)
    const nice = Math.min(NICE_LENGTH, limit)
    let chain = than >= GOOD_LENGTH ? MAX_CHAIN >> 2 : MAX_CHAIN
    let bestLength = Math.max(than, MIN_MATCH - 1)
    let bestDist = 0
    let c = candidate
    while (c >= 0 && p - c <= MAX_DIST && chain-- > 0) {
      // The byte that would make this candidate longer than the best so far is checked first.
      if (buf[c + bestLength] === buf[p + bestLength] && buf[c] === buf[p] && buf[c + 1] === buf[p + 1]) {
        let n = 2
        while (n < limit && buf[c + n] === buf[p + n]) n++
        if (n > bestLength) {
          bestLength = n
          bestDist = p - c
          if (n >= nice) break
        }
      }
      c = prev[c] as number
    }
    return bestDist === 0 ? 0 : (bestLength << 16) | bestDist
  }

  private putMatch(length: number, dist: number): void {
    this.putSymbol(LEN_SYMBOL[length] as number)
    const lenExtra = LEN_EXTRA_BITS[length] as number
    if (lenExtra > 0) this.putBits(LEN_EXTRA[length] as number, lenExtra)
    const code = distanceCode(dist)
    this.putBits(DIST_CODE_REVERSED[code] as number, 5)
    const distExtra = code < 4 ? 0 : (code >> 1) - 1
    if (distExtra > 0) this.putBits(dist - (DIST_BASE[code] as number), distExtra)
  }

  private putSymbol(s: number): void {
    this.putBits(LIT_CODE[s] as number, LIT_BITS[s] as number)
  }

  private putBits(value: number, bits: number): void {
    this.bitBuf |= value << this.bitCount
    this.bitCount += bits
    while (this.bitCount >= 8) {
      this.putByte(this.bitBuf & 0xff)
      this.bitBuf >>>= 8
      this.bitCount -= 8
    }
  }

  private putByte(b: number): void {
    if (this.outLength === this.out.length) {
      const grown = new Uint8Array(this.out.length * 2)
      grown.set(this.out)
      this.out = grown
    }
    this.out[this.outLength++] = b
  }

  /** One stored block (BTYPE 00): the bytes as they are, after their length and its complement. */
  private stored(start: number, end: number, lead: number): Buffer {
    const length = end - start
    const out = Buffer.alloc(lead + length + 5)
    out[lead] = 1 // BFINAL, BTYPE 00, then padding to the byte
    out[lead + 1] = length & 0xff
    out[lead + 2] = length >> 8
    out[lead + 3] = ~length & 0xff
    out[lead + 4] = (~length >> 8) & 0xff
    out.set(this.buf.subarray(start, end), lead + 5)
    return out
  }
}
