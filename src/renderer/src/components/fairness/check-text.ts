/**
 * One fairness check in the person's words, from its name and result; a check the UI does not know
 * keeps the house's English sentence (the CLI's).
 */
import { t } from '@renderer/i18n/index.svelte'

export interface FairnessCheck {
  name: string
  ok: boolean
  detail: string
  expected?: string | undefined
  actual?: string | undefined
}

export function checkText(c: FairnessCheck): string {
  if (c.name === 'seed-hash') return t(c.ok ? 'tableKit.fairness.checkSeedOk' : 'tableKit.fairness.checkSeedFail')
  if (c.name === 'outcome') {
    return c.ok
      ? t('tableKit.fairness.checkOutcomeOk')
      : t('tableKit.fairness.checkOutcomeFail', { expected: c.expected ?? '?', actual: c.actual ?? '?' })
  }
  if (c.name === 'stacked') return t('tableKit.fairness.checkStacked')
  return c.detail
}
