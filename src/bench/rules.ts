/** The house rules a bench plays, resolved as a table would resolve them. */
import type { RulesResolution } from '@shared/games/resolution'

/** The resolved rules; rules the game refuses stop the bench at once, naming the key. */
export function benchRules<R>(resolved: RulesResolution<R>): R {
  if (!resolved.ok) throw new Error(`rules${resolved.path ? `.${resolved.path}` : ''}: ${resolved.message}`)
  return resolved.rules
}
