/** How a computer player is named, English (the Vietnamese, seats.vi.ts, is the source of truth). */
import type { Shape } from './words'
import type { seatsVi } from './seats.vi'

export const seatsEn: Shape<typeof seatsVi> = {
  computer: 'Computer {{n}}'
}
