/**
 * The numbers Blackjack's hot path speaks in: actions are bits (so legality is one mask), results are
 * small codes. The simulator and the strategy lookup use them directly; `step` turns them into words.
 */
import type { BlackjackActionName } from '@shared/games/blackjack'

export const A_HIT = 1

export const A_STAND = 2

export const A_DOUBLE = 4

export const A_SPLIT = 8

export const A_SURRENDER = 16

export const A_INSURANCE = 32

export const A_EVEN_MONEY = 64

export const A_DECLINE = 128

export const A_TIMEOUT = 256

/** Bit code → name, in the order `allowed` lists are written. */
export const ACTION_BITS: ReadonlyArray<readonly [number, BlackjackActionName]> = [
  [A_HIT, 'hit'],
  [A_STAND, 'stand'],
  [A_DOUBLE, 'double'],
  [A_SPLIT, 'split'],
  [A_SURRENDER, 'surrender'],
  [A_INSURANCE, 'insurance'],
  [A_EVEN_MONEY, 'even-money'],
  [A_DECLINE, 'decline']
]

export const ACTION_CODE: Readonly<Record<BlackjackActionName, number>> = {
  hit: A_HIT,
  stand: A_STAND,
  double: A_DOUBLE,
  split: A_SPLIT,
  surrender: A_SURRENDER,
  insurance: A_INSURANCE,
  'even-money': A_EVEN_MONEY,
  decline: A_DECLINE,
  timeout: A_TIMEOUT
}

export const OK = 0

export const E_OVER = 1

export const E_NOT_TURN = 2

export const E_ILLEGAL = 3

export const E_NO_CARDS = 4

export const E_TIMER_OFF = 5
