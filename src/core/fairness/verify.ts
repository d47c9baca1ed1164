/**
 * Checks a published fairness record (`FairnessRecordData`, src/shared/fairness.ts): the revealed
 * seed hashes to the commitment shown before the round, and recomputing the outcome from it (through
 * the same functions core deals with) gives exactly the recorded dice or cards.
 */
import { z } from 'zod'
import { parseCard, type Card } from '@shared/cards'
import { GAME_IDS } from '@shared/games'
import type { Dice } from '../engine/random'
import { decksField } from '@shared/contract/fairness-verify'
import type { FairnessRecordData } from '@shared/fairness'
import { fairDeck, fairDice, stackedDeck } from './outcome'
import { hashServerSeed } from './stream'

/** Type-level message, or "missing" when the key is absent. */
const req =
  (message: string) =>
  (iss: { input?: unknown }): string =>
    iss.input === undefined ? 'missing' : message

const hex64 = z.string({ error: req('must be text') }).regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits' })
const die = z
  .number({ error: 'must be a die from 1 to 6' })
  .int({ error: 'must be a die from 1 to 6' })
  .min(1, { error: 'must be a die from 1 to 6' })
  .max(6, { error: 'must be a die from 1 to 6' })
const card = z.string({ error: 'must be a card like "AS" or "TD"' }).transform((s, ctx): Card => {
  const c = parseCard(s)
  if (!c) {
    ctx.addIssue({ code: 'custom', message: `"${s}" is not a card (rank A 2–9 T J Q K, suit S H D C)` })
    return z.NEVER
  }
  return c
})

const outcomeSchema = z.unknown().transform((v, ctx): FairnessRecordData['outcome'] => {
  if (typeof v === 'object' && v !== null && 'dice' in v) {
    const r = z
      .object({ dice: z.tuple([die, die, die], { error: 'must be three dice' }) })
      .strict()
      .safeParse(v)
    if (r.success) return { dice: r.data.dice as Dice }
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path })
    return z.NEVER
  }
  if (typeof v === 'object' && v !== null && 'cards' in v) {
    const r = z
      .object({
        cards: z.array(card, { error: 'must be a list of cards' }).min(1, { error: 'must list at least one card' }),
        offset: z
          .number({ error: 'must be a whole number ≥ 0' })
          .int({ error: 'must be a whole number ≥ 0' })
          .min(0, { error: 'must be a whole number ≥ 0' })
          .optional()
      })
      .strict()
      .safeParse(v)
    if (r.success)
      return r.data.offset === undefined ? { cards: r.data.cards } : { cards: r.data.cards, offset: r.data.offset }
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path })
    return z.NEVER
  }
  ctx.addIssue({
    code: 'custom',
    message: v === undefined ? 'missing' : 'must be { "dice": [a, b, c] } or { "cards": [...], "offset"?: n }'
  })
  return z.NEVER
})

export const fairnessRecordSchema = z
  .object({
    game: z.enum(GAME_IDS, { error: req(`must be one of ${GAME_IDS.join(', ')}`) }),
    serverSeed: hex64,
    serverSeedHash: hex64,
    clientSeed: z.string({ error: req('must be text') }).max(256, { error: 'must be at most 256 characters' }),
    nonce: z
      .number({ error: req('must be a whole number ≥ 0') })
      .int({ error: 'must be a whole number ≥ 0' })
      .min(0, { error: 'must be a whole number ≥ 0' }),
    decks: decksField,
    stacked: z.array(card, { error: 'must be a list of cards' }).optional(),
    outcome: outcomeSchema
  })
  .strict()
  .superRefine((r, ctx) => {
    const dice = 'dice' in r.outcome
    if (r.game === 'sicbo' && !dice)
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'a Sic Bo record holds dice' })
    if (r.game !== 'sicbo' && dice)
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: `a ${r.game} record holds cards` })
    if (r.game === 'sicbo' && r.decks !== undefined)
      ctx.addIssue({ code: 'custom', path: ['decks'], message: 'Sic Bo has no decks' })
    if (r.game === 'xidach' && r.decks !== undefined && r.decks !== 1)
      ctx.addIssue({ code: 'custom', path: ['decks'], message: 'Xì dách plays one deck' })
    if (r.stacked !== undefined && 'cards' in r.outcome && (r.outcome.offset ?? 0) !== 0)
      ctx.addIssue({ code: 'custom', path: ['outcome', 'offset'], message: 'a stacked round starts a fresh shoe (0)' })
    if (r.game === 'blackjack' && r.decks === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['decks'],
        message: 'a Blackjack record must say how many decks the shoe held'
      })
  })

export type ParseRecordResult =
  { ok: true; record: FairnessRecordData } | { ok: false; error: { path: string; message: string } }

export function parseFairnessRecord(raw: unknown): ParseRecordResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: { path: '', message: 'a fairness record is one JSON object' } }
  }
  const r = fairnessRecordSchema.safeParse(raw)
  if (r.success) return { ok: true, record: r.data as FairnessRecordData }
  const issue = r.error.issues[0]
  let path = ''
  for (const p of issue?.path ?? []) path += typeof p === 'number' ? `[${p}]` : path ? `.${String(p)}` : String(p)
  return { ok: false, error: { path, message: issue?.message ?? 'invalid' } }
}

export interface VerifyCheck {
  /** `stacked` is a note, always ok: the first cards were placed from a scenario file, not shuffled. */
  name: 'seed-hash' | 'outcome' | 'stacked'
  ok: boolean
  /** One sentence for people; the fields below carry the same facts for code. */
  detail: string
  expected?: string
  actual?: string
}

export interface VerifyResult {
  ok: boolean
  checks: VerifyCheck[]
}

function hashCheck(record: FairnessRecordData): VerifyCheck {
  const actual = hashServerSeed(record.serverSeed)
  const ok = actual === record.serverSeedHash.toLowerCase()
  return ok
    ? { name: 'seed-hash', ok, detail: 'SHA-256 of the server seed matches the published hash' }
    : {
        name: 'seed-hash',
        ok,
        detail: 'SHA-256 of the server seed does not match the published hash',
        expected: record.serverSeedHash.toLowerCase(),
        actual
      }
}

function outcomeCheck(record: FairnessRecordData): VerifyCheck {
  if ('dice' in record.outcome) {
    const want = fairDice(record).join('-')
    const got = record.outcome.dice.join('-')
    return want === got
      ? { name: 'outcome', ok: true, detail: `the dice ${got} are what the seed gives` }
      : {
          name: 'outcome',
          ok: false,
          detail: `the record says dice ${got}, the seed gives ${want}`,
          expected: want,
          actual: got
        }
  }
  const decks = record.decks ?? 1
  const offset = record.outcome.offset ?? 0
  const cards = record.outcome.cards
  let shoe: Card[]
  try {
    shoe = record.stacked ? stackedDeck(record, decks, record.stacked) : fairDeck(record, decks)
  } catch (e) {
    return { name: 'outcome', ok: false, detail: `the placed cards do not fit the shoe: ${(e as Error).message}` }
  }
  if (offset + cards.length > shoe.length) {
    return {
      name: 'outcome',
      ok: false,
      detail: `the record lists cards up to position ${offset + cards.length}, but the shoe holds only ${shoe.length}`
    }
  }
  const want = shoe.slice(offset, offset + cards.length)
  const at = cards.findIndex((c, i) => c !== want[i])
  if (at === -1) {
    const placed = Math.min(record.stacked?.length ?? 0, cards.length)
    return {
      name: 'outcome',
      ok: true,
      detail: record.stacked
        ? `the ${cards.length - placed} cards after the ${placed} placed ones are what the seed gives for the rest of the ${decks}-deck shoe`
        : `all ${cards.length} cards from position ${offset} of the ${decks}-deck shoe are what the seed gives`
    }
  }
  return {
    name: 'outcome',
    ok: false,
    detail: `card ${at + 1} (shoe position ${offset + at}): the record says ${cards[at]}, the seed gives ${want[at]}`,
    expected: want.join(' '),
    actual: cards.join(' ')
  }
}

/** A stacked round says so in its verdict: its first cards were placed, so they prove nothing random. */
function stackedNote(placed: readonly Card[]): VerifyCheck {
  return {
    name: 'stacked',
    ok: true,
    detail: `the first ${placed.length} cards were placed from a scenario file, not shuffled; the rest of the shoe verifies against the seed`
  }
}

export function verifyRecord(record: FairnessRecordData): VerifyResult {
  const checks = [hashCheck(record), outcomeCheck(record)]
  if (record.stacked) checks.push(stackedNote(record.stacked))
  return { ok: checks.every((c) => c.ok), checks }
}
