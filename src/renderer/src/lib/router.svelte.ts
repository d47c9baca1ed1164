/**
 * Hash routes (`#/lobby`, `#/table/sicbo` …): they work the same under Electron's `app://bundle` page and
 * the browser host, and need no server-side routing: the page is always the one index.html. To add a screen: add its case to `Route`, to
 * `parseRoute` and `routeHref`, then render it in App.svelte (see docs/ui.md).
 */
import { GAME_IDS, type GameId } from '@shared/games'

export type Route =
  | { name: 'lobby' }
  | { name: 'table'; game: GameId }
  | { name: 'drill'; game: 'sicbo' | 'blackjack' }
  /** A simulator (Blackjack's counter's: docs/ui.md "Counter's simulator"). */
  | { name: 'sim'; game: 'blackjack' }
  | { name: 'profiles' }
  | { name: 'settings' }
  /** The history; `sessionId` opens that session's figures, chart and rounds. */
  | { name: 'history'; sessionId?: number }
  /** One round reopened for recall (read-only). */
  | { name: 'recall'; roundId: number }
  | { name: 'rules'; game?: GameId }
  /** How a game is played, in plain words (players', not the house-rules editor's). */
  | { name: 'howto'; game: GameId }
  | { name: 'not-found'; path: string }

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '') || '/lobby'
  const parts = path.split('/').filter(Boolean)
  switch (parts[0]) {
    case 'lobby':
      if (parts.length === 1) return { name: 'lobby' }
      break
    case 'profiles':
      if (parts.length === 1) return { name: 'profiles' }
      break
    case 'settings':
      if (parts.length === 1) return { name: 'settings' }
      break
    case 'table': {
      const game = GAME_IDS.find((g) => g === parts[1])
      if (game && parts.length === 2) return { name: 'table', game }
      break
    }
    case 'drill':
      if (parts[1] === 'sicbo' && parts.length === 2) return { name: 'drill', game: 'sicbo' }
      if (parts[1] === 'blackjack' && parts.length === 2) return { name: 'drill', game: 'blackjack' }
      break
    case 'sim':
      if (parts[1] === 'blackjack' && parts.length === 2) return { name: 'sim', game: 'blackjack' }
      break
    case 'history': {
      if (parts.length === 1) return { name: 'history' }
      const n = parts.length === 3 ? rowId(parts[2]) : null
      if (n !== null && parts[1] === 'session') return { name: 'history', sessionId: n }
      if (n !== null && parts[1] === 'round') return { name: 'recall', roundId: n }
      break
    }
    case 'howto': {
      const game = GAME_IDS.find((g) => g === parts[1])
      if (game && parts.length === 2) return { name: 'howto', game }
      break
    }
    case 'rules': {
      if (parts.length === 1) return { name: 'rules' }
      const game = GAME_IDS.find((g) => g === parts[1])
      if (game && parts.length === 2) return { name: 'rules', game }
      break
    }
  }
  return { name: 'not-found', path }
}

/** A positive whole number as written in a path ("12"), else null. */
function rowId(part: string | undefined): number | null {
  if (part === undefined || !/^[1-9]\d{0,15}$/.test(part)) return null
  const n = Number(part)
  return Number.isSafeInteger(n) ? n : null
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'table':
      return `#/table/${route.game}`
    case 'drill':
      return `#/drill/${route.game}`
    case 'sim':
      return `#/sim/${route.game}`
    case 'howto':
      return `#/howto/${route.game}`
    case 'history':
      return route.sessionId === undefined ? '#/history' : `#/history/session/${route.sessionId}`
    case 'recall':
      return `#/history/round/${route.roundId}`
    case 'rules':
      return route.game === undefined ? '#/rules' : `#/rules/${route.game}`
    case 'not-found':
      return `#${route.path}`
    default:
      return `#/${route.name}`
  }
}

let current = $state<Route>(typeof window === 'undefined' ? { name: 'lobby' } : parseRoute(window.location.hash))

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    current = parseRoute(window.location.hash)
  })
}

export function route(): Route {
  return current
}

export function navigate(to: Route): void {
  const href = routeHref(to)
  if (window.location.hash === href) current = to
  else window.location.hash = href
}
