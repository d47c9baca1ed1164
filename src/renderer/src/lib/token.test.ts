import { describe, expect, it } from 'vitest'
import { TOKEN_KEY, takeToken, type TokenPlace } from './token'

function place(
  href: string,
  stored: string | null = null
): TokenPlace & { replaced: string[]; store: Map<string, string> } {
  const store = new Map<string, string>()
  if (stored !== null) store.set(TOKEN_KEY, stored)
  const replaced: string[] = []
  return {
    location: { href },
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url))
    },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    replaced,
    store
  }
}

describe('takeToken', () => {
  it('reads the token from the URL, stores it, and removes it from the visible URL (keeping the route)', () => {
    const p = place('http://127.0.0.1:4000/?token=abc_DEF-123&x=1#/profiles')
    expect(takeToken(p)).toBe('abc_DEF-123')
    expect(p.store.get(TOKEN_KEY)).toBe('abc_DEF-123')
    expect(p.replaced).toEqual(['/?x=1#/profiles'])
  })

  it('falls back to the stored token after a reload without ?token=', () => {
    const p = place('http://127.0.0.1:4000/#/lobby', 'stored')
    expect(takeToken(p)).toBe('stored')
    expect(p.replaced).toEqual([])
  })

  it('prefers a new URL token over an old stored one (a restarted host)', () => {
    const p = place('http://127.0.0.1:4000/?token=new', 'old')
    expect(takeToken(p)).toBe('new')
    expect(p.store.get(TOKEN_KEY)).toBe('new')
  })

  it('returns null when there is no token anywhere', () => {
    expect(takeToken(place('http://127.0.0.1:4000/'))).toBeNull()
  })
})
