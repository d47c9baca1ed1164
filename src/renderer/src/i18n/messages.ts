import type { vi } from './vi'

/** The shape every language must have: the Vietnamese object with each text widened to `string`. */
export type Messages = Shape<typeof vi>
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** Every leaf as a dotted path, e.g. `profiles.create`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** Plural forms are looked up by their base key with `count`; i18next adds the suffix itself. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K

export type MessageKey = WithoutPluralSuffix<Leaves<Messages>>

/** Keys whose text is chosen by a number (`count` is then required). */
export type PluralKey = Leaves<Messages> extends infer L ? (L extends `${infer Base}_other` ? Base : never) : never

export type Vars = Record<string, string | number>
