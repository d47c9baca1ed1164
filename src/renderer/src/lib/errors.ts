/**
 * What to show the user for a failed call: the house's refusal in the user's language when it sent a
 * key the catalogue has (with every value the text needs), else its own message (it names the field and
 * the reason); a dropped connection gets our own translated sentence.
 */
import { t, tServer } from '../i18n/index.svelte'
import { RpcFailure } from './rpc'

export function describeError(e: unknown): string {
  if (e instanceof RpcFailure) {
    if (e.code === 'disconnected') return t('errors.disconnected')
    return (e.i18n ? tServer(e.i18n) : null) ?? e.message
  }
  return e instanceof Error ? e.message : String(e)
}
