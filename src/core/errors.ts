import type { ErrorCode } from '@shared/contract/index'
import type { ServerText } from '@shared/contract/server-text'

/** The codes a handler may answer with; bad-request, unknown-procedure and internal belong to the dispatcher. */
export type CoreErrorCode = Exclude<ErrorCode, 'bad-request' | 'unknown-procedure' | 'internal'>

/**
 * An expected refusal, with a message meant for the user. The dispatcher passes code, message and
 * (when given) `i18n` across the boundary as they are; anything else thrown becomes a generic `internal`.
 * `i18n` names the same refusal in the renderer's catalogue so it can be shown in the user's language;
 * the English message stays the fallback.
 */
export class CoreError extends Error {
  constructor(
    readonly code: CoreErrorCode,
    message: string,
    readonly i18n: ServerText
  ) {
    super(message)
    this.name = 'CoreError'
  }
}

export const refused = (message: string, i18n: ServerText): CoreError => new CoreError('refused', message, i18n)
export const notFound = (message: string, i18n: ServerText): CoreError => new CoreError('not-found', message, i18n)
export const conflict = (message: string, i18n: ServerText): CoreError => new CoreError('conflict', message, i18n)

/**
 * House rules that failed their check, refused as the rules editor words them: the key (`rules.maxBet`)
 * and the reason, or the check's own text where two keys contradict each other.
 */
export function rulesRefusal(
  r: { path: string; message: string; i18n?: ServerText | undefined },
  code: CoreErrorCode = 'refused'
): CoreError {
  const field = `rules${r.path ? `.${r.path}` : ''}`
  return new CoreError(
    code,
    `${field}: ${r.message}`,
    r.i18n ?? { key: 'rulesets.invalid', vars: { field, problem: r.message } }
  )
}
