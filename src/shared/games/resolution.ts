/**
 * The one shape of a house-rules resolution, for every game (`resolveSicboRules`,
 * `resolveBlackjackRules`, `resolveXidachRules`): the complete rules, or the first problem, with the
 * key's path as written in the input (`minBet`, `payTable.double`; empty for the whole object) and the
 * reason. The rules editor, the scenario loader and the table service read it the same way.
 */
export type RulesResolution<R> = { ok: true; rules: R } | { ok: false; path: string; message: string }
