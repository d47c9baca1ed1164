import type { outcomeVi, xidachOutcomeVi } from './outcome.vi'
import type { Shape } from './words'

/** A round's outcome in words, English; typed against the Vietnamese, so a missing word is a type error. */
export const xidachOutcomeEn: Shape<typeof xidachOutcomeVi> = {
  'xi-bang': 'Xì bàng (two aces)',
  'xi-dach': 'Xì dách (ace + ten)',
  'ngu-linh': 'Ngũ linh (five cards)',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Quắc (bust)',
  non: 'Non (under the minimum)',
  penalised: 'Bust-draw penalty',
  den: 'Đền (bust at the đền total)'
}

export const outcomeEn: Shape<typeof outcomeVi> = {
  xidach: xidachOutcomeEn,
  unknown: 'Unknown',
  you: 'You',
  youDealing: 'You dealing',
  dealer: 'dealer',
  faceDown: 'face down',
  dice: 'Dice {{a}} · {{b}} · {{c}}, total {{total}} ({{side}})',
  diceTriple: 'Dice {{a}} · {{b}} · {{c}}: a triple, total {{total}}',
  small: 'Small',
  big: 'Big'
}
