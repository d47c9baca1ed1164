/**
 * The one shape of a house-rules resolution, for every game (`resolveSicboRules`,
 * `resolveBlackjackRules`, `resolveXidachRules`): the complete rules, or the first problem, with the
 * key's path as written in the input (`minBet`, `payTable.double`; empty for the whole object) and the
 * reason. The rules editor, the scenario loader and the table service read it the same way.
 */
import type { ServerText } from '../contract/server-text'

/** A failure's `i18n`: the reason as the screens word it, where the check has a text for it (two keys in conflict). */
export type RulesResolution<R> =
  { ok: true; rules: R } | { ok: false; path: string; message: string; i18n?: ServerText }
