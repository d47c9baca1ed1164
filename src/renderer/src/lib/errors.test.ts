/**
 * Which text a failed call shows: the house's refusal from the catalogue (`server.<key>`) in the
 * current language when it sent a key the catalogue has with every value the text needs; otherwise
 * the house's own message. Runs `describeError` itself, on the app's language rune and real catalogue
 * (vitest compiles the `.svelte.ts` module).
 */
import { describe, expect, it } from 'vitest'
import type { Language } from '@shared/contract/index'
import { setLanguage } from '../i18n/index.svelte'
import { describeError } from './errors'
import { RpcFailure } from './rpc'

const show = (e: unknown, lng: Language = 'vi'): string => {
  setLanguage(lng)
  return describeError(e)
}

describe('describeError', () => {
  const duplicate = new RpcFailure('conflict', 'A profile named "An" already exists.', {
    key: 'profiles.duplicateName',
    vars: { name: 'An' }
  })

  it('words a keyed refusal from the catalogue in the current language', () => {
    expect(show(duplicate, 'vi')).toBe('Đã có hồ sơ tên "An".')
    expect(show(duplicate, 'en')).toBe('A profile named "An" already exists.')
    expect(show(new RpcFailure('refused', 'Choose or create a profile first.', { key: 'tables.noProfile' }))).toBe(
      'Hãy chọn hoặc tạo một hồ sơ trước.'
    )
  })

  it('words an engine code that has a text', () => {
    const e = new RpcFailure('refused', 'betting has closed for this roll', { key: 'engine.betting-closed' })
    expect(show(e, 'vi')).toBe('Đã hết giờ đặt cược cho lượt lắc này.')
  })

  it('words a Sic Bo refusal with its amounts, and a spot by its name', () => {
    const e = new RpcFailure('refused', "you's bets on this roll would total 10.01, more than you's chips (10)", {
      key: 'engine.over-max-bet',
      vars: { spot: 'small', stake: 1250.5, max: 1000 }
    })
    // The spot comes as its key and is named in the language shown (the board's own words for it).
    expect(show(e, 'vi')).toBe('Cược ở cửa Nhỏ sẽ là 1.250,5 chip, vượt mức tối đa 1.000 chip mỗi cửa.')
    expect(show(e, 'en')).toBe(
      'The stake on Small would be 1,250.5 chips, over the table maximum of 1,000 chips per spot.'
    )
  })

  it('writes numbers the language’s way', () => {
    const e = new RpcFailure(
      'refused',
      'A balance may not exceed 1,000,000,000,000 chips; this top-up would pass it.',
      {
        key: 'profiles.balanceLimit',
        vars: { maxChips: 1_000_000_000_000 }
      }
    )
    expect(show(e, 'vi')).toContain('1.000.000.000.000 chip')
    expect(show(e, 'en')).toContain('1,000,000,000,000 chips')
  })

  it('falls back to the house’s message for a key the catalogue lacks, or one naming a section', () => {
    expect(show(new RpcFailure('refused', 'From a newer house.', { key: 'tables.somethingNew' }))).toBe(
      'From a newer house.'
    )
    expect(show(new RpcFailure('refused', 'Over the maximum.', { key: 'engine.over-max-bet' }))).toBe(
      'Over the maximum.'
    )
    expect(show(new RpcFailure('refused', 'A section.', { key: 'profiles' }))).toBe('A section.')
    expect(show(new RpcFailure('refused', 'Empty.', { key: '' }))).toBe('Empty.')
  })

  it('falls back to the message when a value the text needs did not come', () => {
    expect(
      show(new RpcFailure('conflict', 'A profile named "An" already exists.', { key: 'profiles.duplicateName' }))
    ).toBe('A profile named "An" already exists.')
    expect(
      show(new RpcFailure('conflict', 'Wrong value name.', { key: 'profiles.duplicateName', vars: { id: 'An' } }))
    ).toBe('Wrong value name.')
  })

  it('shows the message when no key came, our sentence for a lost connection, and any other error’s message', () => {
    expect(show(new RpcFailure('refused', 'stake: must be at least 1 chip'))).toBe('stake: must be at least 1 chip')
    expect(show(new RpcFailure('disconnected', 'socket closed', { key: 'tables.noProfile' }), 'en')).toBe(
      'The connection to the server was lost; nothing was done. Please try again.'
    )
    expect(show(new RpcFailure('disconnected', 'socket closed'), 'vi')).toBe(
      'Mất kết nối với máy chủ, yêu cầu chưa được thực hiện. Hãy thử lại.'
    )
    expect(show(new Error('plain'))).toBe('plain')
    expect(show('text')).toBe('text')
  })
})
