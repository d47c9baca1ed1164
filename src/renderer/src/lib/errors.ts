import { t, tServer } from '../i18n/index.svelte'
import { errorText } from './error-text'

/**
 * What to show the user for a failed call: the house's refusal in the user's language when it sent a
 * key the catalogue has, else its own message (it names the field and the reason); a dropped
 * connection gets our own translated sentence.
 */
export function describeError(e: unknown): string {
  return errorText(e, { disconnected: () => t('errors.disconnected'), server: tServer })
}
