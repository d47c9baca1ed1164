import type { eventWordsVi } from './events.vi'
import { xidachOutcomeEn } from './outcome.en'
import type { Shape } from './words'

/** A recorded event in words, English; typed against the Vietnamese, so a missing word is a type error. */
export const eventWordsEn: Shape<typeof eventWordsVi> = {
  cards: {
    name: '{{rank}} of {{suit}}',
    ranks: {
      A: 'Ace',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
      '7': '7',
      '8': '8',
      '9': '9',
      T: '10',
      J: 'Jack',
      Q: 'Queen',
      K: 'King'
    },
    suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' }
  },
  spot: {
    small: 'Small',
    big: 'Big',
    odd: 'Odd',
    even: 'Even',
    single: 'Single {{face}}',
    total: 'Total {{total}}',
    double: 'Double {{face}}',
    triple: 'Triple {{face}}',
    anyTriple: 'Any triple',
    combo: 'Combination {{a}}–{{b}}'
  },
  moves: {
    hit: 'Hit',
    stand: 'Stand',
    double: 'Double',
    split: 'Split',
    surrender: 'Surrender',
    insurance: 'Insurance',
    'even-money': 'Even money',
    decline: 'No insurance',
    timeout: 'Time ran out: stands (at the insurance question: declines)',
    draw: 'Draw',
    check: 'Check'
  },
  hand: 'hand {{n}}',
  deal: '{{card}} to {{seat}}',
  dealHidden: 'A card face down to {{seat}}',
  over: 'The round is over',
  unknown: 'Event "{{type}}"',
  sicbo: {
    bet: '{{seat}} bet {{chips}} on {{spot}}',
    removed: '{{seat}} took the bets off {{spot}}',
    cleared: '{{seat}} took every bet off',
    closed: 'The dealer closed betting',
    rolled: 'The dice showed {{a}}-{{b}}-{{c}}, total {{total}}',
    rolledTriple: 'Triple {{a}}-{{b}}-{{c}}, total {{total}}',
    settled: 'Settlement: {{nets}}'
  },
  blackjack: {
    action: '{{seat}}, {{hand}}: {{move}}',
    peekYes: 'The dealer peeked: blackjack',
    peekNo: 'The dealer peeked: no blackjack',
    reveal: 'The dealer turned up {{card}}',
    insurance: '{{seat}}: insurance {{net}}',
    handSettled: '{{seat}}, {{hand}}: {{outcome}} {{net}}',
    outcome: {
      blackjack: 'Blackjack',
      win: 'Win',
      charlie: 'Charlie',
      'even-money': 'Even money',
      push: 'Push',
      lose: 'Lose',
      bust: 'Bust',
      surrender: 'Surrendered',
      'dealer-blackjack': 'Dealer blackjack'
    }
  },
  xidach: {
    natural: '{{seat}}: {{kind}}!',
    turn: 'Turn: {{seat}}',
    drew: '{{seat}} drew {{card}}',
    drewHidden: '{{seat}} drew a card face down',
    stood: '{{seat}} stood',
    checked: 'The dealer checks (kiểm bài) {{seat}}.',
    checkedEarly: 'The dealer checks (kiểm bài) {{seat}} early.',
    penalised: '{{seat}} drew while bust: bust-draw penalty {{chips}}.',
    settled: '{{seat}}: {{outcome}} {{net}}',
    dealerPenalisedNon: 'The dealer stood non: đền làng, it pays every player not yet checked.',
    dealerPenalisedDen: 'The dealer is đền: đền làng, it pays every player not yet checked.',
    paidForDealer: '{{seat}} pays {{chips}} for the dealer (penalised non / đền).',
    unpaid: '{{seat}} goes without {{chips}}: the penalised player is short of chips to pay for the dealer.',
    outcome: xidachOutcomeEn
  }
}
