/**
 * A client seed: 1–64 letters of any script (Vietnamese with its marks too), digits, punctuation or
 * symbols; no spaces, no control or invisible characters, so what the person sees is all there is.
 * The stream HMACs its UTF-8 bytes as given (docs/security.md "Client seeds"). A module of its own:
 * the renderer checks a typed seed with this same schema, and importing it from ./tables would keep
 * every table schema in the renderer's bundle (./constants says why).
 */
import { z } from 'zod'

export const clientSeedSchema = z
  .string({ error: 'must be text' })
  .min(1, { error: 'must not be empty' })
  .max(64, { error: 'must be at most 64 characters' })
  .regex(/^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u, { error: 'must be letters, digits or symbols, without spaces' })
