/**
 * `fairness.verify`'s input: a finished round's fairness record (src/shared/fairness.ts), its shape and
 * bounds. Apart from the record's type and builder so the renderer, which builds records, does not
 * carry this schema in its bundle (contract/constants.ts says why).
 */
import { z } from 'zod'
import { GAME_IDS } from '../games'

/** How many decks a card record's shoe had: the same bound in the procedure's input and the verifier's schema. */
export const decksField = z
  .number({ error: 'must be 1–8' })
  .int({ error: 'must be 1–8' })
  .min(1, { error: 'must be 1–8' })
  .max(8, { error: 'must be 1–8' })
  .optional()

/**
 * The procedure's input is the record itself. Here only its shape and bounds are checked; main then
 * reads it with the verify CLI's own schema (src/core/fairness/verify.ts: hex seeds, dice 1–6, real
 * cards, game against outcome and decks), so the two can never accept different records.
 */
export const fairnessVerifyInput = z
  .object({
    game: z.enum(GAME_IDS, { error: `must be one of ${GAME_IDS.join(', ')}` }),
    serverSeed: z.string({ error: 'must be text' }).max(64, { error: 'must be 64 hex digits' }),
    serverSeedHash: z.string({ error: 'must be text' }).max(64, { error: 'must be 64 hex digits' }),
    clientSeed: z.string({ error: 'must be text' }).max(256, { error: 'must be at most 256 characters' }),
    nonce: z
      .number({ error: 'must be a whole number ≥ 0' })
      .int({ error: 'must be a whole number ≥ 0' })
      .min(0, { error: 'must be a whole number ≥ 0' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
    decks: decksField,
    stacked: z
      .array(z.string().max(3), { error: 'must be a list of cards' })
      .max(8 * 52, { error: 'lists more cards than a shoe holds' })
      .optional(),
    outcome: z.record(z.string().max(16), z.unknown(), {
      error: 'must be { "dice": [a, b, c] } or { "cards": [...], "offset"?: n }'
    })
  })
  .strict()
