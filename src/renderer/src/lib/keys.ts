/**
 * One key map for every table (issue 10: one key, one meaning). The same decision has the same
 * Vietnamese word and the same key in every game: Bốc is B and Dằn is D in Xì dách and Blackjack
 * alike. Buttons show their key; `?` opens the keyboard help (components/table/KeyHelp.svelte).
 * Sic Bo rolls with R, and Enter away from a control puts the last layout down again and rolls it.
 */
export const KEYS = {
  draw: 'B',
  stand: 'D',
  double: 'G',
  split: 'T',
  surrender: 'H',
  insurance: 'I',
  evenMoney: 'E',
  decline: 'N',
  continue: 'C',
  /** Sic Bo: roll the chips on the board. Not Space: Space bets on a spot and presses the focused button. */
  roll: 'R',
  help: '?'
} as const

export type KeyAction = keyof typeof KEYS

/**
 * Sic Bo's "same again": the last roll's layout put down and rolled at once. Not a letter of the map:
 * Enter keeps its own meaning on a control (a spot bets, a button presses), see `onControl`.
 */
export const REBET_ROLL_KEY = 'Enter'

/** Which table decision a key press means, or null (the key itself, case-insensitive). */
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

/**
 * A key press on a control that gives Enter its own meaning (a button, a link, a field, a spot of the
 * layout, a chip of the selector): the table's own Enter must leave it alone.
 */
export function onControl(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null
  return (
    el !== null &&
    typeof el.closest === 'function' &&
    el.closest(
      'button, a[href], input, select, textarea, summary, [role="button"], [role="radio"], [role="tab"], [role="option"], [role="listbox"]'
    ) !== null
  )
}
