/**
 * A form's refusal follows the language: switching to English left "Đã có hồ sơ tên …" (or a field's
 * own reason) in Vietnamese under an English form (issue 32).
 */
import { describe, expect, it } from 'vitest'
import { setLanguage, t } from '../i18n/index.svelte'
import { Attempt } from './attempt.svelte'
import { RpcFailure } from './rpc'

describe('Attempt.error', () => {
  it("the house's refusal is worded again in the new language", async () => {
    setLanguage('vi')
    const attempt = new Attempt()
    const ok = await attempt.run(() =>
      Promise.reject(
        new RpcFailure('conflict', 'A profile named "An" already exists.', {
          key: 'profiles.duplicateName',
          vars: { name: 'An' }
        })
      )
    )
    expect(ok).toBe(false)
    expect(attempt.error).toBe('Đã có hồ sơ tên "An".')
    setLanguage('en')
    expect(attempt.error).toBe('A profile named "An" already exists.')
    setLanguage('vi')
  })

  it("a form's own reason, given as words to read, follows the language too", () => {
    setLanguage('vi')
    const attempt = new Attempt()
    attempt.error = () => t('errors.chipsFormat')
    const vi = attempt.error
    setLanguage('en')
    expect(attempt.error).not.toBe(vi)
    expect(attempt.error).toBe(t('errors.chipsFormat'))
    attempt.error = null
    expect(attempt.error).toBeNull()
    setLanguage('vi')
  })
})
