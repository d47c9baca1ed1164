/**
 * The browser host hands out a per-run token in the page URL (`?token=…`). We read it once, keep it in
 * sessionStorage so a reload still works, and take it out of the visible URL (history, screenshots,
 * shoulder-surfing).
 */
export const TOKEN_KEY = 'banxanh.token'

export interface TokenPlace {
  location: Pick<Location, 'href'>
  history: Pick<History, 'replaceState' | 'state'>
  storage: Pick<Storage, 'getItem' | 'setItem'>
}

export function takeToken(place: TokenPlace): string | null {
  const url = new URL(place.location.href)
  const fromUrl = url.searchParams.get('token')
  if (fromUrl) {
    place.storage.setItem(TOKEN_KEY, fromUrl)
    url.searchParams.delete('token')
    place.history.replaceState(place.history.state, '', url.pathname + url.search + url.hash)
    return fromUrl
  }
  return place.storage.getItem(TOKEN_KEY)
}
