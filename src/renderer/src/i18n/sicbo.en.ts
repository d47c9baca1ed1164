import { eventWordsEn } from '@shared/i18n/events.en'
import { drillKitEn } from './drill.en'
import type { Messages } from './messages'

/** English for the Sic Bo table and drill; typed against the Vietnamese, so a missing key is a type error. */
export const sicboEn: Messages['sicbo'] = {
  title: 'Sic Bo',
  open: {
    title: 'Choose a Sic Bo table',
    intro: 'Each table has its own pay table. You can leave between rolls to change tables.',
    sit: 'Take a seat',
    saved: 'Your saved rules',
    loading: 'Looking for your table…'
  },
  presets: {
    trainer: 'Trainer',
    'atlantic-city': 'Atlantic City',
    macau: 'Macau',
    custom: 'Custom table'
  },
  presetBlurb: {
    trainer: 'The trainer’s default table: double 11 to 1, combination 6 to 1, triple 180 to 1.',
    'atlantic-city': 'As the trainer, but double 10 to 1 and combination 5 to 1.',
    macau:
      'Total 4/17 pays 50 to 1, 5/16 18 to 1, 6/15 14 to 1, double 8 to 1, triple 150 to 1, any triple 24 to 1, combination 5 to 1.'
  },
  pays: '{{n}} to 1',
  paysSingle: '{{a}}/{{b}}/{{c}} to 1',
  cau: {
    last: 'The last rolls (each die)',
    lastRoll: 'Roll {{seq}}: {{a}}, {{b}}, {{c}}, total {{total}}',
    streak: 'Current run: {{kind}} × {{n}}',
    longest: 'Longest: Tài {{tai}} · Xỉu {{xiu}} · triple {{triple}}',
    figures: 'Hot, cold and how often ({{n}} latest rolls)',
    vsChance_one: '{{kind}}: {{count}} time, by chance {{expected}}',
    vsChance_other: '{{kind}}: {{count}} times, by chance {{expected}}',
    hotFaces: 'Numbers seen most: {{faces}}',
    coldFaces: 'Numbers seen least: {{faces}}',
    hotTotals: 'Totals furthest above their chance: {{totals}}',
    coldTotals: 'Totals furthest below their chance: {{totals}}',
    face: 'Number',
    total: 'Total',
    seen: 'Seen',
    expected: 'By chance',
    facesCaption: 'Each number on the dice (a sixth each)',
    totalsCaption: 'Each total (by its share of the 216 rolls)',
    independent:
      'Past rolls do not change the next one: a “hot” number is no likelier, a “cold” one is not “due”; every roll has the same chances as ever.',
    title: 'Road (recent rolls)',
    empty: 'No rolls at this table yet.',
    label: 'The last {{n}} rolls, oldest first, six to a column',
    tai: 'Roll {{seq}}: Tài (big), total {{total}}',
    xiu: 'Roll {{seq}}: Xỉu (small), total {{total}}',
    triple: 'Roll {{seq}}: a triple, total {{total}}',
    taiShort: 'Tài',
    xiuShort: 'Xỉu',
    tripleShort: 'Triple',
    note: 'Each roll is independent of the ones before: the board records, it does not predict.'
  },
  spot: {
    smallAlias: 'Xỉu',
    bigAlias: 'Tài',
    ...eventWordsEn.spot,
    loseTriple: 'loses to a triple'
  },
  aria: {
    spot: '{{name}}, pays {{pays}}',
    staked: '{{chips}} staked',
    won: 'won',
    edge: 'house edge {{percent}}',
    die: 'Die showing {{face}}'
  },
  board: {
    label: 'Sic Bo layout',
    hint: 'Arrow keys: move between spots · Enter: place a chip · Delete: remove the bets on that spot',
    singles: 'Single numbers',
    totals: 'Totals',
    combos: 'Two-dice combinations',
    doubles: 'Doubles',
    triples: 'Triples'
  },
  actions: {
    undo: 'Undo',
    clear: 'Clear bets',
    rebet: 'Rebet',
    rebetKey: 'Enter (when not on a spot or a button): rebet and roll at once',
    double: 'Double',
    roll: 'Roll',
    rolling: 'Rolling…',
    drill: 'Payout drill',
    label: 'Betting actions'
  },
  status: {
    betting: 'Pick a chip, click a spot to bet, then press Roll.',
    shaking: 'The dealer closes betting and shakes the bowl…',
    noBets: 'Place at least one bet before rolling.'
  },
  result: {
    title: 'Result',
    waiting: 'Not rolled yet',
    total: 'Total {{total}}',
    triple: 'Triple',
    announce: 'Dice {{a}}, {{b}}, {{c}}: total {{total}}.',
    said: '{{roll}}. {{money}}',
    won: 'You won {{chips}}.',
    lost: 'You lost {{chips}}.',
    even: 'You broke even.',
    breakdown: 'Payout breakdown',
    bet: 'Spot',
    stake: 'Stake',
    paid: 'Paid',
    lostBet: 'Lost',
    roundNet: 'This roll',
    newBalance: 'New balance',
    noBets: 'No bets this roll.'
  },
  rules: {
    title: 'Rules in force',
    show: 'Pay table',
    payTable: 'Pay table ({{name}})',
    perSpot: 'Per spot {{min}} – {{max}}',
    minBet: 'Minimum per spot: {{chips}}',
    maxBet: 'Maximum per spot: {{chips}}',
    maxTotal: 'Maximum per roll: {{chips}}',
    noMax: 'no limit',
    oddEven: 'Odd/even spots: 1 to 1, lose to any triple.',
    digitalDice: 'Digital dice never land cocked or fly out of the bowl, so no throw is ever voided.',
    rows: {
      smallBig: 'Small / big',
      single1: 'Single number, 1 die',
      single2: 'Single number, 2 dice',
      single3: 'Single number, 3 dice',
      total4_17: 'Total 4 or 17',
      total5_16: 'Total 5 or 16',
      total6_15: 'Total 6 or 15',
      total7_14: 'Total 7 or 14',
      total8_13: 'Total 8 or 13',
      total9_12: 'Total 9 or 12',
      total10_11: 'Total 10 or 11',
      double: 'Specific double',
      triple: 'Specific triple',
      anyTriple: 'Any triple',
      combo: 'Two-dice combination'
    }
  },
  edges: {
    toggle: 'Show house edges',
    hint: 'Each spot’s exact house edge under the pay table in force, over the 216 equally likely rolls.',
    unavailable: 'Could not load the house edges: {{message}}'
  },
  chips: {
    kind: 'Paying in chips',
    task: 'Task',
    taskPay: 'Pay in the fewest chips',
    taskColourUp: 'Colour up',
    taskOrder: 'Settlement order',
    set: 'Chip set',
    setHouse: 'House: 1/5/25/100/500/1,000',
    setTable: 'Table: 1/5/10/25/100/500/1,000/5,000',
    deal: 'New drill',
    check: 'Check',
    intro: {
      pay: 'For each payout: push exactly the amount in the fewest chips.',
      'colour-up': 'For each pile of small chips: change it for the fewest chips of the same value.',
      order:
        'After the roll: take every losing bet first, then pay the winners from the highest odds down. Click the bets in the order you settle them.'
    },
    payLine: '{{spot}} wins, pays {{pays}} to 1 on a {{stake}} bet: pay {{amount}}.',
    pile: 'The pile: {{chips}} ({{amount}} in all).',
    countOf: 'Chips of {{chip}}',
    addOne: 'One more chip of {{chip}}',
    pushed: 'Pushed {{amount}} in {{n}} chips.',
    won: 'wins, pays {{pays}} to 1',
    lost: 'loses',
    take: 'Settle bet {{n}}: {{spot}}',
    yourOrder: 'Your order',
    reset: 'Start the order again',
    orderShort: 'Click every bet, in order, before checking.',
    invalid: 'Each count must be a whole number, 0 or more.',
    right: 'Right',
    wrong: 'Wrong',
    score: '{{score}}/{{outOf}} right · {{s}} s',
    problem: {
      total: 'You pushed {{given}}; it takes {{amount}}.',
      notFewest: 'The right amount in {{given}} chips; the fewest is {{fewest}}.',
      winnerBeforeLoser: 'Step {{step}}: a winner paid while a losing bet was still on the layout.',
      lowerOddsFirst: 'Step {{step}}: a lower-odds bet paid before a higher one.'
    },
    fewest: 'Fewest chips: {{chips}} ({{n}} chips).',
    expected: 'One right order: {{order}}.',
    source:
      'Casinos collect the losing bets (the unlit spots) before paying the winners; paying from the highest odds down is issue 36’s drill.'
  },
  live: {
    kind: 'Enter a real roll',
    intro:
      'For a real table or a home game: put the bets on the layout, enter the three dice that came up (type or click), and see every winning spot lit and what each bet pays under your pay table.',
    typed: 'The three dice (e.g. 2 5 2)',
    die: 'Die {{n}}',
    face: 'Die {{n}} shows {{face}}',
    show: 'Show the payouts',
    clear: 'Clear the bets',
    badDice: 'Enter three die faces, each from 1 to 6 (e.g. 2 5 2).',
    noBets: 'No bets on the layout: the winning spots still light up.',
    roll: 'Real roll: {{a}}, {{b}}, {{c}}, total {{total}}.',
    dealer: 'The dealer pays {{paid}} and takes {{taken}}.',
    winning: 'Winning spots: {{spots}}.',
    apart:
      'Not a fair round: nothing was committed before it, so it cannot be verified; it is not stored, not in History, and moves no chips.'
  },
  betTypes: {
    'small-big': 'Small/Big',
    'odd-even': 'Odd/Even',
    single: 'Single',
    total: 'Total',
    double: 'Double',
    triple: 'Triple',
    'any-triple': 'Any triple',
    combo: 'Combination'
  },
  drill: {
    ...drillKitEn,
    title: 'Payout drill',
    link: 'Payout drill',
    intro:
      'A layout with a few bets and a roll. Work out what the dealer pays each bet, or the total paid out. A payout is the winnings; the stake stays with the player.',
    back: 'Back to the Sic Bo table',
    atTable: 'Your table ({{name}})',
    preset: 'Pay table',
    mode: 'Answer',
    modePerBet: 'Each bet',
    modeTotal: 'Total paid',
    bets: 'Bets',
    deal: 'New layout',
    kind: 'Drill',
    kindSingle: 'One layout',
    kindTimed: 'Timed run',
    timed: {
      layouts: 'Layouts',
      goal: 'Goal (seconds a layout)',
      goalHint:
        'By default 5 seconds a layout: the “few seconds a layout” dealer schools ask for (no published figure was found to cite), so set your own goal.',
      goalInvalid: 'The goal is a number of seconds from 1 to 120.',
      start: 'Start the timed run',
      progress: 'Layout {{index}}/{{of}}',
      lastLayout: 'Layout {{index}}: {{right}}/{{bets}} right · {{s}} s',
      summaryTitle: 'The timed run',
      accuracy: 'Accuracy',
      perLayout: 'Seconds a layout',
      underGoal: 'Layouts within the goal',
      goalMet: 'Goal met: every bet right and {{s}} s a layout on average (goal {{goal}}).',
      goalMissed: 'Goal not met: every bet right and at most {{goal}} s a layout on average.',
      byType: 'By kind of bet, slowest first',
      type: 'Kind of bet',
      bets: 'Bets',
      right: 'Right',
      perBet: 'Seconds a bet',
      again: 'Run again',
      timeNote:
        'The house (main) times each layout from the deal to the check; that time is shared among the bets by how long you were in each bet’s field.'
    },
    roll: 'The roll',
    answers: 'Your answers',
    answerFor: 'Payout for {{spot}}, stake {{stake}}',
    answerTotal: 'Total the dealer pays',
    answerHint: 'Chips; 0 for a losing bet.',
    invalid: 'Enter chips (at most two decimals) in every field.',
    newBest: 'New best!',
    youSaid: 'You paid {{given}}; the right payout is {{expected}}.',
    payoutLine: 'Payout = {{stake}} × {{pays}} = {{payout}}.',
    nothing: 'A losing bet: the dealer takes the stake and pays nothing.',
    stakeIncluded: 'You added the stake; the payout is only the winnings, the stake stays on the table.',
    totalWrong: 'You paid {{given}} in total; the right total is {{expected}}.',
    totalRight: 'The right total is {{expected}}.',
    odd: 'odd',
    even: 'even',
    reason: {
      lostToTriple: 'A triple {{face}}: this spot loses to any triple.',
      rangeWin: 'Total {{total}} is within {{low}}–{{high}} and not a triple: wins.',
      rangeLose: 'Total {{total}} is not within {{low}}–{{high}}: loses.',
      parityWin: 'Total {{total}} is {{parity}}: wins.',
      parityLose: 'Total {{total}} is {{parity}}: loses.',
      singleWin: '{{face}} shows on {{count}} of the three dice: pays {{pays}} to 1.',
      singleLose: 'No die shows {{face}}: loses.',
      totalWin: 'The total is {{total}}: wins.',
      totalLose: 'The total is {{total}}, not {{spotTotal}}: loses.',
      doubleWin: '{{count}} dice show {{face}}: the double wins, paid the same on two or three dice.',
      doubleLose: '{{face}} shows on only {{count}} of the three dice, at least two are needed: loses.',
      tripleWin: 'All three dice show {{face}}: wins.',
      tripleLose: '{{face}} shows on only {{count}} of the three dice, all three are needed: loses.',
      anyTripleWin: 'A triple {{face}}: wins.',
      anyTripleLose: 'The three dice are not all the same: loses.',
      comboWin: 'Both {{a}} and {{b}} show: wins, paid once.',
      comboLose: 'No {{missing}} shows: loses.'
    },
    results: {
      title: 'Recent results',
      none: 'No drills yet.',
      summary_one: '{{count}} drill, {{correct}} all right.',
      summary_other: '{{count}} drills, {{correct}} all right.',
      when: 'When',
      score: 'Score',
      time: 'Time',
      table: 'Table'
    }
  }
}
