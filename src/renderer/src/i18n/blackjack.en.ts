import { eventWordsEn } from '@shared/i18n/events.en'
import { drillKitEn } from './drill.en'
import type { Messages } from './messages'

/** English for the Blackjack table; typed against the Vietnamese, so a missing key is a type error. */
export const blackjackEn: Messages['blackjack'] = {
  title: 'Blackjack',
  open: {
    title: 'Sit at a Blackjack table',
    intro:
      'Choose the rules, how many spots you play and how many computer players join. The dealer is the computer and draws by rule.',
    spots: 'Your spots',
    bots: 'Computer players (basic strategy)',
    sit: 'Take a seat',
    loading: 'Looking for your table…'
  },
  stacked: {
    legend: 'Practise a situation (scenario file)',
    what: 'Choose a Blackjack scenario file (banxanh-scenario/1): the table plays its rules and seats, and each round deals one of its rounds’ cards first, in turn, over and over; the rest of the shoe is still shuffled from the seed. Stakes and decisions are yours; hints and grading work as at any table.',
    choose: 'Scenario file',
    clear: 'Drop the file, use the rules chosen',
    chosen: 'File chosen: {{name}}. The rules and spots come from it.',
    tooLarge: 'The file is too large (64 KB at most).',
    unreadable: 'This file cannot be read.',
    invalid:
      'This file is not a valid Blackjack scenario: the problem is at {{where}}. Fix the file or choose another.',
    pill: 'Stacked shoe',
    pillHint:
      'Each round first deals placed cards (from a scenario file or the situations you picked on the chart), not shuffled.'
  },
  seat: {
    you: 'Your spot {{n}}',
    dealer: 'Dealer'
  },
  hand: {
    label: '{{seat}}, hand {{n}}',
    total: 'Total {{total}}',
    soft: 'soft {{low}}/{{total}}',
    hard: 'hard {{total}}',
    stake: 'Stake {{chips}}',
    doubled: 'doubled',
    insurance: 'Insurance {{chips}}',
    insuranceNet: 'Insurance: {{chips}}',
    net: 'Net {{chips}}',
    turn: 'To act'
  },
  dealer: {
    label: 'Dealer’s cards',
    total: 'Dealer: {{total}}',
    shows: 'Dealer shows {{card}}'
  },
  outcome: eventWordsEn.blackjack.outcome,
  drill: {
    ...drillKitEn,
    title: 'Blackjack drills',
    link: 'Strategy and counting drills',
    tableLink: 'Drills',
    intro:
      'Two drills, scored, timed and kept for this profile: strategy flashcards (one hand at a time; the answer is the exact best play for the rules chosen) and Hi-Lo counting.',
    back: 'Back to the Blackjack table',
    kind: 'Drill',
    strategy: 'Basic strategy',
    count: 'Hi-Lo counting',
    hard: 'Hard',
    soft: 'Soft (with an ace)',
    pair: 'Pairs',
    mixed: 'All hands',
    cells: 'Cells picked on the chart',
    you: 'Your cards',
    dealer: 'Dealer',
    newBest: 'A new best!',
    bestPlay: 'The best play: {{best}}.',
    cell: 'Chart cell {{row}} against {{up}}: {{chart}}.',
    cellElse: 'Chart cell {{row}} against {{up}}: {{first}}, else {{chart}}, as for this hand.',
    composition: 'With exactly these two cards, {{best}} beats the chart cell (the composition effect).',
    evs: 'EV: {{list}}',
    decks: 'Decks',
    cards: 'Cards',
    speed: 'Speed (per card)',
    seconds: '{{s}} s',
    start: 'Start dealing',
    showing: 'Card {{at}} of {{total}}',
    countHint: 'Hi-Lo: 2–6 count +1, 7–9 count 0, tens and aces −1. True count = running count ÷ decks not yet dealt.',
    running: 'Running count',
    trueCount: 'True count',
    trueHint: 'Right within {{tol}}.',
    invalidNumber: 'Enter a whole number for the running count and a number for the true count.',
    countResult: 'The running count is {{running}}, the true count {{trueCount}} ({{decksLeft}} decks left).',
    runningRight: 'Running count: right',
    runningWrong: 'Running count: wrong (you said {{given}})',
    trueRight: 'True count: right',
    trueWrong: 'True count: wrong (you said {{given}})',
    countResultAllOut:
      'The running count is {{running}}. Every card is out, so there is no true count (it is the count per deck still to come).',
    trueNone: 'Every card is out: no true count is asked.',
    dealt: 'The cards dealt',
    results: {
      title: 'Your results',
      none: 'No results yet.',
      summary_one: '{{count}} drill, {{correct}} all right.',
      summary_other: '{{count}} drills, {{correct}} all right.',
      when: 'When',
      score: 'Score',
      time: 'Time',
      what: 'Drill'
    }
  },
  cards: {
    mode: 'Hands',
    pickHint:
      'Click cells on the chart below to pick them (click a row’s or a column’s heading for the whole row or column).',
    pickFirst: 'Pick at least one cell on the chart.',
    picked_one: '{{count}} cell picked.',
    picked_other: '{{count}} cells picked.',
    start: 'Start',
    restart: 'New session',
    keys: 'Answer by key ({{keys}}) or click. The cells you get wrong come up more often.',
    prompt: 'Hand {{n}}: your play?',
    handLabel: 'Hand {{n}}: {{cards}} against the dealer’s {{up}}',
    last: 'Last hand: {{cards}} against {{up}}. You chose {{play}}.',
    tally: 'This session: {{answered}} hands, {{right}} right ({{share}}).',
    heatTitle: 'Where you go wrong — {{rules}}',
    heatIntro:
      'The redder a cell, the more often you got it wrong; green cells you always got right (every session of this profile under rules that play like these); the small number is how many times wrong.',
    showPlays: 'Show the chart’s plays',
    preparing: 'Working out the exact EVs for these rules…'
  },
  situations: {
    legend: 'Practise situations picked on the chart',
    what: 'Pick cells (a hard or soft total, or a pair, against a dealer up-card): each round deals your spot the two cards and the up-card of a cell picked, under the house rules above; the hole card and the rest of the shoe are still shuffled from the seed. One spot, no computer players.',
    grid: 'Situations to practise',
    clear: 'Clear the cells',
    fileFirst: 'A scenario file is chosen: clear it to practise situations picked on the chart.'
  },
  chartGrid: {
    cell: '{{row}} against {{up}}',
    heat: 'wrong {{wrong}} of {{seen}} times',
    row: 'Pick the whole row {{row}}',
    column: 'Pick the whole column of the dealer’s {{up}}'
  },
  grades: {
    /** A partial insurance where the full one was the best play: the two names it is graded by. */
    partInsurance: 'Part insurance',
    fullInsurance: 'Full insurance (half the stake)',
    insuranceWhy:
      'Insurance pays only when more than a third of the cards you have not seen are tens; here {{share}} are.',
    title: 'Strategy mistakes',
    help: 'The app grades each of your decisions as it arrives, with the exact EV of the cards you had not seen then.',
    summary: 'Decisions graded: {{graded}}; mistakes: {{mistakes}}; EV lost in all: {{chips}}.',
    none: 'No mistakes among the graded decisions.',
    noneGraded: 'No decision has been graded yet.',
    item: 'Round {{round}}, {{seat}}, hand {{hand}}: {{action}} instead of {{best}} — cost {{chips}}',
    itemRound: '{{seat}}, hand {{hand}}: {{action}} instead of {{best}} — cost {{chips}}',
    good: '{{seat}}, hand {{hand}}: {{action}} — the best play',
    evs: 'EV: {{list}}',
    open: 'Recall round {{round}}',
    roundTitle: 'Decisions graded'
  },
  coach: {
    hints: 'Hints',
    hintsHelp: 'Shows the best play and the EV of each choice, exact for the cards you have not seen.',
    title: 'Hints',
    computing: 'Working it out…',
    best: 'best',
    ev: '{{action}}: {{ev}}',
    good: 'That was the best play.',
    mistake: 'That play ({{action}}) was worse than {{best}}: it cost {{chips}} of EV.',
    mistakes: 'Mistakes this session',
    none: 'No mistakes yet.',
    total: 'EV lost in all: {{chips}}',
    item: 'Round {{round}}, {{seat}}: {{action}} instead of {{best}} — cost {{chips}}',
    why: 'Chart cell: {{row}} against {{up}} → {{chart}}.',
    whyElse: 'Chart cell: {{row}} against {{up}} → {{first}}, else {{chart}}, as for this hand.',
    composition: 'With exactly these cards (the composition effect), {{best}} beats the chart cell.',
    chartSays: 'The chart says {{best}} too.'
  },
  action: {
    label: 'Decision',
    hit: 'Hit',
    stand: 'Stand',
    double: 'Double',
    split: 'Split',
    surrender: 'Surrender',
    insurance: 'Insurance',
    'even-money': 'Even money',
    decline: 'No thanks',
    insuranceAmount: 'Insurance amount (chips, {{min}}–{{max}}; empty: half the stake)',
    insurancePrompt: 'The dealer shows an ace: does {{seat}} take insurance (half the stake, pays 2:1)?',
    evenMoneyPrompt: 'The dealer shows an ace: {{seat}} has blackjack. Take even money now?',
    yourTurn: '{{seat}}: hand {{hand}}, total {{total}}. Your move?',
    waiting: 'Waiting for {{seat}}…',
    timer: '{{s}} s left',
    timedOut: 'Time ran out: {{seat}}, hand {{hand}} stood (or declined insurance) by itself.',
    timerHint: 'When time runs out the hand stands (or insurance is declined).',
    ask: {
      double: 'Double the stake and take exactly one card?',
      split: 'Split, putting up another stake?',
      surrender: 'Surrender, losing half the stake?',
      insurance: 'Take insurance (half the stake)?',
      how: 'Enter to go ahead, Esc to go back; Shift+{{key}} acts at once without asking.',
      yes: 'Go ahead',
      no: 'Go back'
    }
  },
  stakes: {
    label: 'Stake per spot',
    spot: 'Spot {{n}}: {{chips}}',
    add: 'Add a chip to spot {{n}}',
    clear: 'Clear spot {{n}}',
    none: 'no stake',
    deal: 'Deal',
    hint: 'Pick a chip, then click a spot to stake it. A spot without a stake sits this round out.',
    min: 'Minimum stake {{chips}}'
  },
  shoe: {
    label: 'Shoe and discard tray',
    shoe: 'Shoe: {{n}} cards left',
    cut: 'Cut card at card {{n}}',
    cutOut: 'Cut card is out: shuffle after this round',
    discards: 'Tray: {{n}} cards',
    stacked: 'A fresh shoe every round, its first cards placed',
    everyRound: 'Shuffled every round'
  },
  result: {
    title: 'Round result',
    net: 'Round: {{chips}}',
    won: 'You won {{chips}}.',
    lost: 'You lost {{chips}}.',
    even: 'You broke even.',
    next: 'Stake your spots and deal the next round.'
  }
}
