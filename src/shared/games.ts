export const GAME_IDS = ['xidach', 'blackjack', 'sicbo'] as const
export type GameId = (typeof GAME_IDS)[number]

/** Seat ids as in scenario.md: `[a-z0-9_-]{1,16}`; "dealer" is reserved for the dealer/house. */
export const SEAT_ID_RE = /^[a-z0-9_-]{1,16}$/
export const DEALER = 'dealer'
export type SeatId = string
