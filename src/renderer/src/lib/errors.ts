import { t } from '../i18n/index.svelte'
import { RpcFailure } from './rpc'

/**
 * What to show the user for a failed call. Server messages are shown as the house wrote them (they
 * name the field and the reason); a dropped connection gets our own translated sentence.
 */
export function describeError(e: unknown): string {
  if (e instanceof RpcFailure) {
    if (e.code === 'disconnected') return t('errors.disconnected')
    return e.message
  }
  return e instanceof Error ? e.message : String(e)
}
