/**
 * How a round's step (its action and the events it produced) is kept on disk since schema 4: one
 * BLOB, a format byte and then the two JSON texts, joined by a newline, deflated (raw deflate) with
 * a fixed preset dictionary of the games' common JSON. A Sic Bo settlement's 309 characters take
 * about 50 bytes. Lossless: `decodeStep` gives back the exact texts `encodeStep` was given.
 *
 * Writing uses dict-deflate.ts (the dictionary hashed once), reading zlib: any deflate stream is
 * read the same way, so steps written by zlib before and by dict-deflate now share format 1.
 *
 * The dictionary of format 1 must never change (every stored step depends on it): a better one is
 * format 2, decoded alongside 1.
 */
import { inflateRawSync } from 'node:zlib'
import { DictDeflater } from './dict-deflate'

const FORMAT_1 = 1

/** Format 1's preset dictionary. Most frequent strings last (deflate reaches the end most cheaply). */
const DICTIONARY_1 = Buffer.from(
  [
    // Xì dách
    '{"type":"dealt","seat":"b1","card":"},{"type":"natural","seat":"dealer","kind":"xi-dach"},{"type":"over"}',
    '{"type":"settled","seat":"b2","outcome":"lose","net":-{"type":"settled","seat":"b1","outcome":"win","net":',
    '{"type":"early-check","seat":"{"type":"draw","seat":"{"type":"stand","seat":"{"do":"draw"}{"do":"stand"}',
    // Blackjack
    '{"type":"reveal","card":"{"type":"hand-settled","seat":"you1","hand":0,"outcome":"lose","net":-',
    '{"type":"round-over","nets":{"you1":,"dealer":-{"type":"action","seat":"you1","hand":0,"do":"hit"}',
    '{"do":"double"}{"do":"split"}{"do":"hit"}{"do":"stand"},"offset":0}',
    '[{"type":"deal","to":"you1","hand":0,"card":"{"type":"deal","to":"dealer","hand":0,"card":null}',
    // Sic Bo
    '"single:1","single:2","single:3","single:4","single:5","single:6","double:1","double:2","double:3",',
    '"double:4","double:5","double:6","triple:","any-triple","combo:1-2","combo:1-3","combo:1-4","combo:1-5",',
    '"combo:1-6","combo:2-3","combo:2-4","combo:2-5","combo:2-6","combo:3-4","combo:3-5","combo:3-6",',
    '"combo:4-5","combo:4-6","combo:5-6","total:10","total:11","total:4","total:9","odd","even"',
    '{"type":"bet","spot":"small","amountMinor":{"type":"bet","spot":"big","amountMinor":{"type":"close"}',
    '[{"type":"bet-placed","bet":{"seat":"you","spot":"big","amountMinor":{"type":"bets-removed","seat":"you"',
    '[{"type":"betting-closed"},{"type":"rolled","dice":[,"total":},{"type":"settled","bets":[',
    '{"seat":"you","spot":"small","amountMinor":,"pays":null,"netMinor":-,"pays":1,"netMinor":}],',
    '"nets":{"you":-,"dealer":},"winningSpots":["small","big","single:',
    // Every game's start entry
    '{"type":"start","bankrolls":{"you":,"dealer":null},"stakes":{}}'
  ].join('')
)

const deflater = new DictDeflater(DICTIONARY_1)

export function encodeStep(actionJson: string, eventsJson: string): Buffer {
  const out = deflater.deflate(`${actionJson}\n${eventsJson}`, 1)
  out[0] = FORMAT_1
  return out
}

export function decodeStep(data: Uint8Array): { action_json: string; events_json: string } {
  if (data[0] !== FORMAT_1) throw new Error(`a round step in an unknown format (${data[0]})`)
  const text = inflateRawSync(data.subarray(1), { dictionary: DICTIONARY_1 }).toString('utf8')
  // JSON.stringify never writes a raw newline, so the first one is the separator.
  const cut = text.indexOf('\n')
  if (cut < 0) throw new Error('a round step without its events')
  return { action_json: text.slice(0, cut), events_json: text.slice(cut + 1) }
}

/**
 * Event times: milliseconds since 1970 (an INTEGER, 6 bytes) when that gives back the same ISO text
 * (what the app writes), else the text itself (an imported file's own spelling is kept). Only years
 * 1970 to 9999 become integers: there SQL's strftime prints them exactly as JS does (columns.ts), so
 * the rounds' and ledger's times, which readers decode in SQL, use this same encoding.
 */
export function encodeTime(iso: string): bigint | string {
  // The steps of one action share its time: the last answer is kept (parsing and re-printing a date
  // cost more than deflating the step).
  if (iso === lastTime.iso) return lastTime.stored
  const ms = Date.parse(iso)
  // A bigint, so the driver binds an INTEGER (a plain number would be stored as REAL).
  const stored = ms >= 0 && ms <= LAST_MS && new Date(ms).toISOString() === iso ? BigInt(ms) : iso
  lastTime = { iso, stored }
  return stored
}

/** 9999-12-31T23:59:59.999Z. */
const LAST_MS = 253_402_300_799_999

let lastTime: { iso: string; stored: bigint | string } = { iso: '', stored: '' }

export function decodeTime(v: number | bigint | string): string {
  return typeof v === 'string' ? v : new Date(Number(v)).toISOString()
}
