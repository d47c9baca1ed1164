/**
 * Xì dách's saved rules read back (upgrade.ts is the entry point; upgrade-kit.ts says how). The keys
 * issues 14 and 35 added are optional in `xidachRulesSchema` and the engine reads a missing one as its
 * default, the behaviour before the key (xidach-rules.ts): a snapshot without them is valid as it
 * stands and is not rewritten. A key that cannot be left optional goes into `XIDACH_RULES_ADDED`.
 */
import type { z } from 'zod'
import { xidachRulesSchema, type XidachRules } from '../games/xidach-rules'
import { rulesUpgrade, type Upgraded } from './upgrade-kit'

/** Keys added that the engine needs present, each with the value that keeps the old behaviour (none yet). */
export const XIDACH_RULES_ADDED: Readonly<Partial<XidachRules>> = {}

/** A stored rule set: issue 14's and 35's keys may be absent (read as their defaults). */
export type StoredXidachRules = z.output<typeof xidachRulesSchema>

export const upgradeXidachRules: (raw: unknown, format: number) => Upgraded<StoredXidachRules> = rulesUpgrade(
  xidachRulesSchema,
  XIDACH_RULES_ADDED
)
