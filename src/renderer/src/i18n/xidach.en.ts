import { xidachOutcomeEn } from '@shared/i18n/outcome.en'
import type { Messages } from './messages'

/**
 * English for the Xì dách table; typed against the Vietnamese, so a missing key is a type error. The
 * Vietnamese terms stay, explained: "Draw (bốc)", "xì dách (ace + ten)".
 */
export const xidachEn: Messages['xidach'] = {
  title: 'Xì dách',
  loading: 'Looking for your table…',
  open: {
    title: 'Sit at a Xì dách table',
    intro:
      'Choose the rules and a seat: play as a player (nhà con) against the computer dealer, or be the dealer (nhà cái) and deal to computer players.',
    role: 'Your seat',
    rolePlayer: 'Player (nhà con)',
    roleDealer: 'Dealer (nhà cái)',
    bots: 'Computer players',
    botsHintPlayer: '0 to {{n}} computer players sit with you.',
    botsHintDealer: '1 to {{n}} computer players stake against your bank.',
    botsHintRotating:
      'Rotating dealer: 1 to {{n}} computer players; each round one seat deals (you or a computer player) and the others play. Choose "dealer" to take the bank first, "player" to let Computer 1 deal first.',
    rotatingNeedsMaxBet:
      'This ruleset rotates the dealer but has no "maximum stake": taking the bank takes "chips to take the bank" × the maximum stake. Set a maximum stake under House rules.',
    addBot: 'Add a computer player',
    removeBot: 'Remove {{name}}',
    botStyle: 'Style of {{name}}',
    dealerAi: 'Computer dealer (nhà cái)',
    bank: "Dealer's bank (the most it pays out in a round, chips)",
    bankHint: "Empty: all the dealer's chips. Stakes × the largest multiplier may not exceed it.",
    botChips: "Each computer player's chips",
    botChipsHint: 'Empty: {{chips}} each (under a rotating bank, enough to hold the bank).',
    botChipsHintPlain: "Empty: these rules' default chips.",
    sit: 'Take a seat',
    people: 'Other people at this table',
    peopleHint:
      'Each plays with their own profile and chips on this computer. At their turn each takes the computer and presses to see their own cards; nobody else sees them.',
    pickPerson: 'Choose a profile',
    addPerson: 'Add to the table',
    newPerson: 'New player’s name',
    createPerson: 'Create and add',
    newPersonHint: 'A new player starts with {{chips}}.',
    setupName: 'A name to save this table under (e.g. grandma’s table)',
    saveSetup: 'Save this table',
    setupSaved: 'Saved “{{name}}”: open it again from the Lobby.',
    noOtherProfiles: 'No other profiles yet: create a new player.',
    removePerson: 'Take {{name}} off the table'
  },
  style: {
    cautious: 'cautious',
    standard: 'standard',
    bold: 'bold'
  },
  strength: {
    simple: 'simple',
    shrewd: 'shrewd'
  },
  seat: {
    checked: 'Checked!',
    you: 'You',
    dealer: 'Dealer (nhà cái)',
    youDealer: 'You (nhà cái)',
    botDealer: '{{name}} (nhà cái)',
    personDealer: '{{name}} (nhà cái)',
    player: 'player (nhà con)',
    stack: 'Chips: {{chips}}',
    unlimited: 'unlimited',
    stake: 'Stake {{chips}}',
    cards_one: '{{count}} card',
    cards_other: '{{count}} cards',
    total: 'Total {{total}}',
    faceDown_one: 'Face down, {{count}} card',
    faceDown_other: 'Face down, {{count}} cards',
    check: 'Check (kiểm bài)',
    checkLabel: 'Check (kiểm bài) {{name}}',
    net: '{{sign}}{{chips}}',
    received: 'Penalties received {{chips}}',
    paidForDealer: 'Paid for the dealer {{chips}}',
    unpaid: 'Went without {{chips}} (a penalised player was short of chips)'
  },
  phase: {
    label: 'Phase',
    betting: 'Staking',
    deal: 'Dealing',
    players: 'Players draw (bốc)',
    dealer: 'Dealer draws and checks (kiểm bài)',
    over: 'Round over',
    yourTurn: 'Your turn',
    waiting: 'Waiting for {{name}}…'
  },
  outcome: xidachOutcomeEn,
  /** An outcome's bare term, without its gloss, for a short felt's seat (the badge's title says it whole). */
  outcomeTerm: {
    'xi-bang': 'Xì bàng',
    'xi-dach': 'Xì dách',
    'ngu-linh': 'Ngũ linh',
    win: 'Win',
    push: 'Push',
    lose: 'Lose',
    bust: 'Quắc',
    non: 'Non',
    penalised: 'Penalty',
    den: 'Đền'
  },
  penalty: {
    title: 'Draw after quắc?',
    body: 'You are bust (quắc). Drawing this card costs the bust-draw penalty: one stake to the dealer and to each other player.',
    dontAsk: 'Don’t ask again (Settings can change it back)',
    stand: 'No, stand',
    draw: 'Draw anyway'
  },
  announce: {
    dealerNgu: 'The dealer has ngũ linh (five cards)!',
    dealerBust: 'The dealer is quắc (bust)!',
    yourNet: 'This round you {{result}}.',
    won: 'won {{chips}}',
    lost: 'lost {{chips}}',
    even: 'broke even',
    personNet: 'This round {{name}} {{result}}.'
  },
  people: {
    turn: '{{name}}’s turn — press when {{name}} has the computer',
    hidden: 'Everyone’s cards are face down. Only {{name}} may see their own.',
    look: '{{name}}: show my cards',
    playing: '{{name}}’s turn',
    stakes: 'Each person’s stake (chips)',
    stakeOf: '{{name}}’s stake',
    capOf: 'at most {{chips}}',
    dealsNext: '{{name}} deals the next round.',
    deal: 'Deal',
    decline: '{{name}} passes the bank to {{next}} and stakes'
  },
  actions: {
    label: 'Your turn',
    draw: 'Draw (bốc)',
    stand: 'Stand (dằn)',
    key: 'Key {{key}}',
    bustWarning: 'You are bust (quắc): drawing again costs the bust-draw penalty (one stake to every other hand).',
    deal: 'Deal',
    again: 'New round',
    nonWarning: 'Standing under {{min}} is non: it loses whatever the dealer holds.',
    continue: 'Continue (let the players draw on)',
    continueToMe: 'Skip to my turn',
    noStops: 'Stop no more for early checks',
    noStopsHint: "From now on the table doesn't stop before computer moves; turn it back on in Settings.",
    pause: 'You may check (kiểm bài) a player early now, or let the next player move.',
    timer: '{{n}} s left — then under the minimum the hand draws, otherwise it stands.',
    nonPenaltyWarning:
      "Standing under {{min}} is non and penalised here: you lose your stake and pay the dealer's losses of this round for it (at most {{cap}} stakes).",
    dealerNonWarning: 'Standing under {{min}} is non: đền làng, you pay every player not yet checked.',
    confirmNon: 'Stand non anyway?',
    confirmYes: 'Yes, stand non',
    confirmNo: 'No, go back'
  },
  betting: {
    label: 'Stakes',
    stake: 'Stake (chips)',
    bank: "Dealer's bank: {{chips}}",
    bankUnlimited: "Dealer's bank: unlimited",
    cap: 'Largest stake now: {{chips}}',
    capBy: {
      bank: "set by the dealer's bank (× {{m}})",
      chips: 'set by your chips (× {{m}})',
      maxBet: 'the table maximum',
      none: 'no limit'
    },
    min: 'Minimum {{chips}}',
    noStake: "No stake is possible: the bank or your chips don't reach the table minimum.",
    botsCap: 'Each computer player stakes by its style, within your bank (× {{m}}).'
  },
  bank: {
    title: 'Rotating dealer',
    current: 'Dealing now: {{name}}',
    last: 'Last round dealt by {{name}}',
    next: 'Next round: {{name}} deals (round {{n}} of {{every}} in the bank)',
    need: 'Taking the bank needs at least {{chips}}',
    skipped: 'Short of chips, passed over: {{names}}',
    nobody: 'Nobody at the table has the chips to take the bank.',
    yourTurn: 'Your turn to take the bank: you deal, and the computer players stake against your bank.',
    take: 'Take the bank',
    decline: 'Pass the bank to {{name}}',
    declined: 'You pass the bank: {{name}} deals this round, and you stake as a player.',
    undoDecline: 'No, I will deal',
    cannotDecline: 'Nobody else has the chips to take the bank, so you cannot pass it on.'
  },
  result: {
    title: 'Result',
    you: 'You',
    total: 'Round',
    empty: "The round's news shows here: checks, penalties and each seat's result."
  },
  grades: {
    title: 'Mistakes in play',
    help: 'The app grades each of your decisions as it arrives, by the chances worked out from the cards you had not seen then (as the hints do), hints on or off.',
    summary: 'Decisions graded: {{graded}}; mistakes: {{mistakes}}; expected value lost in all: {{chips}}.',
    none: 'No mistakes among the graded decisions.',
    noneGraded: 'No decision has been graded yet.',
    item: 'Round {{round}}, {{seat}}: {{action}} instead of {{best}} — cost {{chips}}',
    itemRound: '{{seat}}: {{action}} instead of {{best}} — cost {{chips}}',
    good: '{{seat}}: {{action}} — the better choice',
    evs: 'Expected net per chip staked: {{list}}',
    open: 'Recall round {{round}}',
    roundTitle: 'Decisions graded',
    check: 'Check {{name}}',
    why: '{{action}}: win {{win}}, push {{push}}, lose {{lose}}.',
    dealerWhy:
      'Worked out for the dealer, for each player not yet checked: check now, or draw first and then check; their hand is any of the cards you cannot see.',
    sampled:
      'This choice came out a little lower, but the gap is within the sampling’s margin of error (99 %), so it is not counted as a mistake.'
  },
  coach: {
    hints: 'Hints (the advisor)',
    hintsHelp:
      'The chances of each choice against the dealer in force, from the cards you can see only. Your decisions are graded whether hints are on or not.',
    computing: 'Working out the chances…',
    peopleWait: 'Each person’s hints and mistakes show once they press to see their cards.',
    figures: 'win {{win}}, push {{push}}, lose {{lose}}; expected {{ev}} of the stake',
    interval: '(± {{half}}, 99 %)',
    best: 'better',
    exact: 'Exact: every order of the cards you cannot see.',
    sampled: 'Sampled: {{n}} deals of the cards you cannot see (99 % interval shown).',
    cards: '{{n}} cards',
    checkNow: 'Check now',
    drawFirst: 'Draw first',
    standNon: 'Stand under the minimum (pays everyone)',
    checkThese: 'Check: {{names}}.',
    thenDraw: 'Then draw.',
    thenStand: 'Then stand.',
    dealerModel:
      "Your side of each hand (win: the dealer wins). A player's hand is taken as any of the cards you cannot see, not how they played.",
    good: 'Good decision.',
    mistake: '{{action}} cost about {{chips}} against {{best}}.',
    dealerMistake: 'That choice cost about {{chips}} against the better one.',
    mistakes: 'Mistakes this session',
    none: 'No mistakes yet.',
    item: 'Round {{round}}: {{text}}',
    total: 'In all: {{chips}}.'
  },
  glossary: {
    label: 'Glossary',
    items: {
      nhaCai: 'nhà cái',
      nhaCon: 'nhà con',
      boc: 'bốc',
      dan: 'dằn',
      kiemBai: 'kiểm bài',
      xiBang: 'xì bàng',
      xiDach: 'xì dách',
      nguLinh: 'ngũ linh',
      quac: 'quắc',
      non: 'non',
      denBai: 'phạt bốc quắc',
      den: 'đền'
    },
    explain: {
      nhaCai: 'The dealer, who plays against each player.',
      nhaCon: 'A player, staking against the dealer.',
      boc: 'Draw one more card (five at most).',
      dan: 'Stand: draw no more.',
      kiemBai: "Check: the dealer turns a player's hand over and settles it at once.",
      xiBang: 'Two aces as the first two cards: the best hand.',
      xiDach: 'An ace and a 10/J/Q/K as the first two cards.',
      nguLinh: 'Five cards within the limit: beats every ordinary hand.',
      quac: 'Bust: over 21.',
      non: 'Standing under the minimum: a loss.',
      denBai:
        'The bust-draw penalty (some call it đền bài), for drawing while bust: one stake to the dealer and to every other player.',
      den: 'Where the table plays đền: a bust at its đền total (usually 28) or more; it loses even to a bust dealer, and under "Penalised non" it pays for the dealer.'
    }
  }
}
