/**
 * The colour pairs the UI actually uses, each with the WCAG 2.x level it must meet: 'text' 4.5:1,
 * 'large' (≥ 24px, or ≥ 18.66px bold) 3:1, 'ui' (control boundaries, focus ring) 3:1. Colours are
 * token names from tokens.css; `over` composites a translucent layer the way the browser does.
 * Checked by contrast.test.ts and listed in docs/ui.md.
 */
export type Level = 'text' | 'large' | 'ui'
export type Colour = string | { over: string; alpha: number; on: string }

export interface Pair {
  fg: string
  bg: Colour
  level: Level
  where: string
}

export const MIN_RATIO: Record<Level, number> = { text: 4.5, large: 3, ui: 3 }

export const PAIRS: Pair[] = [
  { fg: '--ink', bg: '--felt-light', level: 'text', where: 'text on the brightest point of the felt' },
  { fg: '--ink-muted', bg: '--felt-light', level: 'text', where: 'secondary text on the felt (lobby balance line)' },
  { fg: '--gold', bg: '--felt-light', level: 'large', where: 'screen titles (≥ 36px) on the felt' },
  { fg: '--ink', bg: '--panel', level: 'text', where: 'text on panels and cards' },
  { fg: '--ink', bg: '--panel-raised', level: 'text', where: 'text at the top of panel gradients' },
  { fg: '--ink-muted', bg: '--panel', level: 'text', where: 'hints, blurbs, dates' },
  { fg: '--ink-muted', bg: '--panel-raised', level: 'text', where: 'hints at the top of panel gradients' },
  { fg: '--gold', bg: '--panel-raised', level: 'text', where: 'game meta line, balances, headings in panels' },
  { fg: '--error-ink', bg: '--panel', level: 'text', where: 'inline errors, the delete button text' },
  { fg: '--error-ink', bg: '--panel-raised', level: 'text', where: 'inline errors at the top of a panel' },
  { fg: '--ok-ink', bg: '--panel', level: 'text', where: 'confirmation notices' },
  { fg: '--on-gold', bg: '--gold', level: 'text', where: 'primary buttons, tags, selected segment' },
  { fg: '--on-gold', bg: '--gold-bright', level: 'text', where: 'primary button top / hover' },
  { fg: '--on-danger', bg: '--danger', level: 'text', where: 'confirm-delete button' },
  { fg: '--on-danger', bg: '--danger-hover', level: 'text', where: 'confirm-delete button, hover' },
  { fg: '--ink', bg: '--field', level: 'text', where: 'typed text in inputs, unselected segments' },
  { fg: '--ink', bg: '--topbar', level: 'text', where: 'navigation links' },
  { fg: '--gold', bg: '--topbar', level: 'text', where: 'brand name, balance in the top bar' },
  {
    fg: '--gold-bright',
    bg: { over: '--gold', alpha: 0.16, on: '--topbar' },
    level: 'text',
    where: 'current navigation entry'
  },
  {
    fg: '--ink',
    bg: { over: '--gold', alpha: 0.14, on: '--panel' },
    level: 'text',
    where: 'current profile in the switcher list'
  },
  { fg: '--ink', bg: '--alert', level: 'text', where: 'connection-lost banner' },
  { fg: '--ink-muted', bg: '--alert', level: 'text', where: 'connection-lost banner hint' },
  { fg: '--ivory-ink', bg: '--ivory', level: 'text', where: 'card faces' },
  { fg: '--suit-red', bg: '--ivory', level: 'text', where: 'red suits on card faces' },
  { fg: '--focus', bg: '--felt-light', level: 'ui', where: 'focus ring on the felt' },
  { fg: '--focus', bg: '--panel-raised', level: 'ui', where: 'focus ring on panels' },
  { fg: '--focus', bg: '--topbar', level: 'ui', where: 'focus ring in the top bar' },
  { fg: '--field-border', bg: '--field', level: 'ui', where: 'input and segment borders, inside' },
  { fg: '--field-border', bg: '--panel-raised', level: 'ui', where: 'input and segment borders, outside' },
  { fg: '--error-ink', bg: '--field', level: 'ui', where: 'border of an invalid input' }
]

/** `--name: #rrggbb;` declarations from a stylesheet. */
export function readTokens(css: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of css.matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g))
    out.set(m[1] as string, (m[2] as string).toLowerCase())
  return out
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export function resolve(colour: Colour, tokens: Map<string, string>): string {
  const get = (name: string): string => {
    const v = tokens.get(name)
    if (!v) throw new Error(`tokens.css: ${name} is not defined as a #rrggbb colour`)
    return v
  }
  if (typeof colour === 'string') return get(colour)
  const top = rgb(get(colour.over))
  const under = rgb(get(colour.on))
  const mixed = top.map((c, i) => Math.round(c * colour.alpha + (under[i] as number) * (1 - colour.alpha)))
  return '#' + mixed.map((c) => c.toString(16).padStart(2, '0')).join('')
}
