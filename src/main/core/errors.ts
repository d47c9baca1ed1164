import type { ErrorCode } from '../../shared/contract/index'

/** The codes a handler may answer with; bad-request, unknown-procedure and internal belong to the dispatcher. */
export type CoreErrorCode = Exclude<ErrorCode, 'bad-request' | 'unknown-procedure' | 'internal'>

/**
 * An expected refusal, with a message meant for the user. The dispatcher passes code and message
 * across the boundary as they are; anything else thrown becomes a generic `internal`.
 */
export class CoreError extends Error {
  constructor(
    readonly code: CoreErrorCode,
    message: string
  ) {
    super(message)
    this.name = 'CoreError'
  }
}

export const refused = (message: string): CoreError => new CoreError('refused', message)
export const notFound = (message: string): CoreError => new CoreError('not-found', message)
export const conflict = (message: string): CoreError => new CoreError('conflict', message)
