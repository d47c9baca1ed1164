/**
 * The keys of the tables (issue 10: one key, one meaning; issue 32: keys by language and by
 * convention). Each card game keeps its own key map, per language, as data
 * (components/blackjack/keys.ts, components/xidach/keys.ts): English players press the casino's
 * letters (H S D P R), Vietnamese players the initials of their words (B D G T H). What every table
 * shares is here: `?` for the keyboard help, Enter/Space to deal (the next round, the same stakes),
 * and how a key press is read. A key that costs money at once where another language's player would
 * press it for a free action asks first; Shift with it acts at once.
 */
import type { Language } from '@shared/contract/index'

export const KEYS = {
  help: '?'
} as const

export type KeyAction = keyof typeof KEYS

/** Which shared table key a key press means, or null (the key itself, case-insensitive). */
export function actionOfKey(key: string): KeyAction | null {
  const k = key.length === 1 ? key.toUpperCase() : key
  for (const [action, bound] of Object.entries(KEYS)) if (bound === k) return action as KeyAction
  return null
}

/** Key presses meant for a field stay with the field, and modified presses are the browser's. */
export function ignoredKey(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null
  return (
    e.ctrlKey ||
    e.metaKey ||
    e.altKey ||
    (el !== null && (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || el.isContentEditable))
  )
}

/** The keys that deal (or roll) and start the next round, as `KeyboardEvent.key` names them. */
export const GO_KEYS: readonly string[] = ['Enter', ' ']

/**
 * Enter or Space meant for the table: deal, roll, the next round. Not while a field, a button, a link
 * or a radio has the focus: there Enter and Space already mean that control.
 */
export function isGoKey(e: KeyboardEvent): boolean {
  if (!GO_KEYS.includes(e.key) || e.shiftKey || ignoredKey(e)) return false
  const el = e.target as HTMLElement | null
  if (el === null || typeof el.closest !== 'function') return true
  return el.closest('button, a, summary, [role="radio"], [role="button"], dialog') === null
}

/** One decision's key. `confirm`: pressed alone it asks first; with Shift it acts at once. */
export interface KeyBinding {
  readonly key: string
  readonly confirm?: boolean
}

/** A game's keys in one language: every decision it may take by key. */
export type KeyMap<A extends string> = Readonly<Record<A, KeyBinding>>

/** A game's keys in every language of the app. */
export type GameKeys<A extends string> = Readonly<Record<Language, KeyMap<A>>>

/** What a key press means in a key map: the decision and whether it goes at once (Shift) or may ask first. */
export function keyPressed<A extends string>(
  map: KeyMap<A>,
  e: Pick<KeyboardEvent, 'key' | 'shiftKey'>
): { action: A; direct: boolean } | null {
  if (e.key.length !== 1) return null
  const k = e.key.toUpperCase()
  for (const [action, bound] of Object.entries(map) as Array<[A, KeyBinding]>)
    if (bound.key === k) return { action, direct: e.shiftKey }
  return null
}

/** The `aria-keyshortcuts` of a decision's key: the key, and Shift with it where the key alone asks first. */
export function keyShortcuts(b: KeyBinding): string {
  return b.confirm ? `${b.key} Shift+${b.key}` : b.key
}
