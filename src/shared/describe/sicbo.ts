/**
 * One Sic Bo event in words: a bet, bets taken off, betting closed, the roll, the settlement. The
 * table announces the roll with it and the recall's log says every event with it.
 */
import type { SicboEvent } from '../games/sicbo'
import { spotWords } from './spots'
import type { EventWords } from './words'

/**
 * `yours`: the seats whose nets the settlement names (the person's); every seat when empty. The event
 * comes from a record, so a type this code does not know is still said, by its type.
 */
export function describeSicbo(e: SicboEvent, w: EventWords, yours: readonly string[] = []): string {
  const { t } = w
  switch (e.type) {
    case 'bet-placed':
      return t('events.sicbo.bet', {
        seat: w.seat(e.bet.seat),
        chips: w.chips(e.bet.amountMinor),
        spot: spotWords(e.bet.spot, t)
      })
    case 'bets-removed':
      return e.spot === null
        ? t('events.sicbo.cleared', { seat: w.seat(e.seat) })
        : t('events.sicbo.removed', { seat: w.seat(e.seat), spot: spotWords(e.spot, t) })
    case 'betting-closed':
      return t('events.sicbo.closed')
    case 'rolled': {
      const [a, b, c] = e.dice
      return t(a === b && b === c ? 'events.sicbo.rolledTriple' : 'events.sicbo.rolled', { a, b, c, total: e.total })
    }
    case 'settled': {
      const nets = Object.entries(e.nets)
        .filter(([s]) => yours.length === 0 || yours.includes(s))
        .map(([s, n]) => `${w.seat(s)} ${w.signed(n)}`)
        .join(', ')
      return t('events.sicbo.settled', { nets })
    }
    default:
      return t('events.unknown', { type: String((e as { type?: unknown }).type) })
  }
}
