/** The choice behind `describeError` (lib/errors.ts), apart from the language rune so tests can call it. */
import type { RpcError } from '../../../shared/contract/index'
import { RpcFailure } from './rpc'

export interface ErrorWords {
  /** Our sentence for a lost connection. */
  disconnected(): string
  /** The house's refusal in the user's language, or null when the catalogue has no complete text for it. */
  server(text: RpcError['i18n']): string | null
}

export function errorText(e: unknown, words: ErrorWords): string {
  if (e instanceof RpcFailure) {
    if (e.code === 'disconnected') return words.disconnected()
    return (e.i18n ? words.server(e.i18n) : null) ?? e.message
  }
  return e instanceof Error ? e.message : String(e)
}
