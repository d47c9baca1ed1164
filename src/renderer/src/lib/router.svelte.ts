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

/** The game a rules route shows: `#/rules` alone opens Xì dách's tab. */
export function rulesGame(r: Extract<Route, { name: 'rules' }>): GameId {
  return r.game ?? 'xidach'
}

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

// ---- leave guards ----------------------------------------------------------------------------------
// A screen holding work the person has not saved (the house-rules editor) registers a guard; before the
// route changes, every guard is asked and any may keep the screen. Route changes come two ways: through
// `navigate`, asked before the hash moves, and through the hash itself (a nav link, back/forward, a typed
// address), which has already moved when `hashchange` fires, so a "stay" puts the old hash back.

/**
 * Resolves true when the screen may be left (its unsaved state dropped), false to stay. `to` is the
 * route about to be shown, so a guard can let pass one that keeps its state; undefined for a change
 * inside the screen (`confirmLeave()`).
 */
export type LeaveGuard = (to?: Route) => Promise<boolean>

const guards = new Set<LeaveGuard>()
/** The question being asked, so a second route change meanwhile waits for the same answer. */
let asking: Promise<boolean> | null = null

/** Registers a guard; returns its unregistering (an `$effect` can return it as is). */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard)
  return () => {
    guards.delete(guard)
  }
}

/**
 * Whether the current screen may be left: every guard agrees (none registered: at once). Also for a
 * change inside a screen that drops the same state (opening another ruleset).
 */
export function confirmLeave(to?: Route): Promise<boolean> {
  if (guards.size === 0) return Promise.resolve(true)
  asking ??= (async () => {
    try {
      for (const guard of [...guards]) if (!(await guard(to))) return false
      return true
    } finally {
      asking = null
    }
  })()
  return asking
}

const sameRoute = (a: Route, b: Route): boolean => routeHref(a) === routeHref(b)

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const to = parseRoute(window.location.hash)
    if (sameRoute(to, current)) return
    if (guards.size === 0) {
      current = to
      return
    }
    void confirmLeave(to).then((ok) => {
      // Read again: the hash may have moved once more while the question was open.
      const latest = parseRoute(window.location.hash)
      if (ok) current = latest
      // Stay: the screen never changed, so the address goes back to it as a new history entry (the
      // `hashchange` it fires finds the route shown and asks nothing). A new entry, not replaceState:
      // after "back, stay", the entry behind is again the one left, so a second back asks again
      // instead of landing on a copy of this screen and seeming to do nothing.
      else if (!sameRoute(latest, current)) window.location.hash = routeHref(current)
    })
  })
}

export function route(): Route {
  return current
}

export function navigate(to: Route): void {
  if (sameRoute(to, current) || guards.size === 0) return go(to)
  void confirmLeave(to).then((ok) => {
    if (ok) go(to)
  })
}

function go(to: Route): void {
  const href = routeHref(to)
  // `current` first: the `hashchange` this causes then finds the route already shown and asks nothing.
  current = to
  if (window.location.hash !== href) window.location.hash = href
}
