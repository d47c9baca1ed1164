/**
 * The window's size, position and maximised state, kept in `window-state.json` in the data folder and
 * restored onto a screen that is still there: a window last seen on an unplugged monitor, or one
 * larger than the screen it lands on, comes back centred and fitted on the nearest display.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface WindowState {
  bounds: Rect
  maximized: boolean
}

export const WINDOW_STATE_FILE = 'window-state.json'
export const DEFAULT_SIZE = { width: 1280, height: 800 } as const
export const MIN_SIZE = { width: 1024, height: 700 } as const

const int = z.number().int().min(-100_000).max(100_000)
const stateSchema = z.object({
  bounds: z.object({ x: int, y: int, width: int.min(1), height: int.min(1) }),
  maximized: z.boolean()
})

/** The saved state, or null when there is none or it cannot be read (a fresh start, never an error). */
export function loadWindowState(dataDir: string): WindowState | null {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(join(dataDir, WINDOW_STATE_FILE), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves half a file. */
export function saveWindowState(dataDir: string, state: WindowState): void {
  const file = join(dataDir, WINDOW_STATE_FILE)
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.tmp`
  writeFileSync(tmp, JSON.stringify(state))
  renameSync(tmp, file)
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

/**
 * Where the window opens, given the displays' work areas (primary first). The saved bounds are kept
 * when enough of the window (its title bar's reach: 1/4 of its area) is on one display; otherwise it
 * is centred on the display it overlapped most, or the primary one. Always within the display.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE }
  const wanted = saved?.bounds ?? { x: 0, y: 0, ...DEFAULT_SIZE }
  let best = primary
  let bestOverlap = 0
  for (const area of workAreas) {
    const o = overlap(wanted, area)
    if (o > bestOverlap) {
      best = area
      bestOverlap = o
    }
  }
  const width = Math.min(Math.max(wanted.width, MIN_SIZE.width), best.width)
  const height = Math.min(Math.max(wanted.height, MIN_SIZE.height), best.height)
  const visibleEnough = saved !== null && bestOverlap >= (wanted.width * wanted.height) / 4
  if (visibleEnough) {
    const x = Math.min(Math.max(wanted.x, best.x), best.x + best.width - width)
    const y = Math.min(Math.max(wanted.y, best.y), best.y + best.height - height)
    return { bounds: { x, y, width, height }, maximized: saved.maximized }
  }
  return {
    bounds: {
      x: best.x + Math.round((best.width - width) / 2),
      y: best.y + Math.round((best.height - height) / 2),
      width,
      height
    },
    maximized: saved?.maximized ?? false
  }
}
