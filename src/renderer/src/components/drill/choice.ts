/** A drill's option rows (DrillOptions draws them): each a compact choice over one field of the drill's state. */

export interface DrillChoice {
  /** The field's name: it names the radio group too. */
  key: string
  legend: string
  options: { value: string; label: string }[]
  value: string
  onchange: (value: string) => void
}

/** The keys of `S` whose values are strings: the fields a choice can set. */
type TextKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S] & string

/**
 * The choice that shows and sets `state[key]` (a `$state` object, so the row follows the field). The
 * options' values are the field's own type, so a choice can only ever set a value the field takes.
 */
export function fieldChoice<S extends object, K extends TextKey<S>>(
  state: S,
  key: K,
  legend: string,
  options: { value: S[K] & string; label: string }[]
): DrillChoice {
  return {
    key,
    legend,
    options,
    value: state[key] as S[K] & string,
    onchange: (v) => {
      state[key] = v as S[K]
    }
  }
}
