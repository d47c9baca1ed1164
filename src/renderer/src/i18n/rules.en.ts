import { ruleWordsEn } from '@shared/i18n/rules.en'
import type { Messages } from './messages'

/** English for the house-rules screen, picker and summary; typed against the Vietnamese. */
export const houseRulesEn: Messages['houseRules'] = {
  nav: 'House rules',
  title: 'House rules',
  intro:
    'The preset rules follow the seed documents; your own rulesets are yours to edit. Every save makes a new version; rounds already played keep their rules.',
  tabs: 'Choose a game',
  loading: 'Loading…',
  presetNames: {
    wiki: 'Basic rules',
    online: 'Flexible ace',
    tet: 'Tết',
    'pho-bien': 'Common house rules',
    club99: 'CLUB 99',
    'vegas-6d': 'Las Vegas 6 decks',
    european: 'European',
    'single-deck': 'Single deck',
    trainer: 'Trainer',
    'atlantic-city': 'Atlantic City',
    macau: 'Macau',
    custom: 'Custom'
  },
  presets: {
    title: 'Preset rules',
    readOnly: 'Read-only',
    follows: '{{what}}.',
    isDefault: 'default',
    view: 'View rules',
    createFrom: 'Make your own from this…'
  },
  mine: {
    title: 'Your rulesets',
    none: 'No rulesets of your own for this game yet.',
    create: 'New ruleset…',
    version: 'version {{version}}',
    from: 'from "{{preset}}"',
    sessions_one: 'used in {{n}} session',
    sessions_other: 'used in {{n}} sessions',
    unused: 'not used yet'
  },
  create: {
    title: 'New {{game}} ruleset',
    preset: 'Start from',
    name: 'Ruleset name',
    nameHint: '1–60 characters, unlike any other {{game}} ruleset.',
    nameEmpty: 'Please name the ruleset.',
    submit: 'Create and edit',
    cancel: 'Cancel'
  },
  editor: {
    heading: 'Editing "{{name}}"',
    name: 'Ruleset name',
    basedOn: 'Based on: {{preset}}',
    save: 'Save as version {{version}}',
    saved: 'Saved version {{version}}.',
    unchanged: 'Nothing changed; no new version.',
    dirty: 'Unsaved changes.',
    discard: 'Discard changes',
    leaveTitle: 'Discard unsaved changes?',
    leaveBody: 'Your changes to "{{name}}" have not been saved. Leaving drops them.',
    leaveStay: 'Stay',
    leaveDiscard: 'Discard',
    duplicate: 'Duplicate…',
    duplicateTitle: 'Duplicate "{{name}}"',
    duplicateName: 'Name of the copy',
    duplicateDefault: '{{name}} (copy)',
    duplicateSubmit: 'Duplicate',
    delete: 'Delete…',
    deleteTitle: 'Delete the ruleset "{{name}}"?',
    deleteBody: 'The ruleset and all its versions will be deleted. This cannot be undone.',
    deleteConfirm: 'Delete ruleset',
    deleted: 'Deleted the ruleset "{{name}}".',
    versions: 'Versions',
    versionItem: 'Version {{version}} · {{date}}',
    viewingOld: 'Viewing version {{version}} (read-only). Sessions played with it keep its rules.',
    backToLatest: 'Back to the latest version to edit',
    whyUnchanged: 'Nothing has changed yet.',
    checking: 'Checking…',
    valid: 'Valid: a table will accept these rules.',
    invalid: 'Not valid yet — {{key}}: {{message}}',
    fixFields: 'Fix the fields marked in error before saving.',
    cancel: 'Cancel'
  },
  field: {
    on: 'On',
    off: 'Off',
    yes: 'Yes',
    no: 'No',
    special: {
      off: 'Off',
      none: 'No limit',
      noMax: 'No maximum'
    },
    range: 'From {{min}} to {{max}}',
    chipsRange: 'From {{min}} to {{max}} chips, at most two decimals',
    notNumber: 'Please enter a number.',
    notInteger: 'Please enter a whole number.',
    outOfRange: 'Must be from {{min}} to {{max}}.',
    stepMismatch: 'Must be a multiple of {{step}}.',
    enterAmount: 'Enter an amount of chips.',
    chipsFormat: 'Please enter chips with at most two decimals (e.g. 5 or 2.50).',
    source: 'Source: {{source}}',
    key: 'Key: {{key}}'
  },
  enumValues: {
    shoe: 'dealt from a shoe',
    'every-round': 'reshuffled every round',
    any: 'any two cards',
    rank: 'same rank',
    value: 'same value',
    late: 'late (after the peek)',
    early: 'early (before the peek)',
    none: 'not offered',
    'by-count': 'by card count',
    flexible: 'flexible (1, 10 or 11)',
    western: 'western (1 or 11)',
    'at-most-21': 'at most 21',
    'under-21': 'under 21',
    push: 'push',
    dealer: 'dealer wins',
    off: 'not allowed',
    'after-turn': 'after the player’s turn',
    'any-time': 'any time',
    'pays-for-dealer': 'pays for the dealer',
    'pays-all': 'đền làng (pays everyone)',
    'dealer-last': 'dealer takes the last card of each round',
    'dealer-first': 'dealer first',
    top: 'from the top',
    bottom: 'from the bottom',
    fixed: 'one dealer all session',
    rotate: 'the bank passes around the table',
    'dealer-always': 'dealer wins every ngũ linh',
    multiplier: 'times the multiplier',
    'one-stake': 'one stake',
    'dealer-pays': 'the dealer pays it',
    'receivers-share': 'the receivers share it'
  },
  values: {
    pays: '{{n}} to 1',
    times: '×{{n}}',
    seconds: '{{n}} s',
    cards: '{{n}} cards'
  },
  groups: {
    hands: 'Hands',
    settlement: 'Settlement',
    payouts: 'Payouts',
    dealer: 'Dealer',
    limits: 'Table limits',
    table: 'Table',
    shoe: 'Shoe',
    double: 'Doubling',
    split: 'Splitting',
    player: 'Player',
    payTable: 'Pay table',
    spots: 'Spots'
  },
  chart: {
    title: 'Basic strategy chart',
    intro:
      'The best play for each hand total against each dealer up-card, exact for these rules (averaged over the two-card hands with that total).',
    print: 'Print the chart',
    hand: 'Hand',
    up: 'Dealer',
    legend:
      'H hit · S stand · D double · P split · R surrender. A small second letter is the play where the first is not allowed (after a third card, after a split): Dh doubles, else hits.'
  },
  bjEdge: {
    title: 'House edge',
    computing: 'Working out the exact house edge…',
    house: '{{percent}}',
    player: 'none, the player’s edge is {{percent}}',
    how: 'Exact combinatorial analysis of these rules for a round off the top of a freshly shuffled shoe (every card drawn without replacement, splits as in published analyses), for a player who always makes the best play. Dealing down to a cut card costs a little more: negligible with 6–8 decks, about 0.1 % with one deck.',
    failed: 'The house edge could not be worked out: {{message}}'
  },
  bjCosts: {
    title: 'The edge by rule',
    computing: 'Working out each rule…',
    baseline:
      'Baseline game (6 decks, dealer stands on soft 17, peek, double any two and after splits, split to 4 hands, blackjack pays 3:2, no surrender): player {{percent}}',
    row: '{{rule}}: {{value}} (baseline: {{baseline}})',
    with: 'measured with {{rules}}',
    together: 'The rules acting on each other',
    total: 'These rules: player {{percent}}',
    none: 'These rules match the baseline game in everything that moves the edge.',
    how: 'Each line: the player’s expected return with only that rule changed from the baseline game (the exact analysis, as for the house edge above); positive helps the player. A rule that cannot stand alone (early surrender needs no peek) is measured on top of the rule it needs.',
    failed: 'Could not be worked out: {{message}}'
  },
  xdEdge: {
    title: 'House edge',
    asking: 'Asking the house…',
    running: 'Simulating…',
    progress: 'Simulation progress',
    cancel: 'Cancel',
    cancelled: 'Simulation cancelled.',
    restart: 'Simulate again',
    simple: 'simple dealer',
    shrewd: 'shrewd dealer',
    line: 'against the {{dealer}}: {{percent}} (99 % interval {{lo}} … {{hi}})',
    how: 'Four computer players (cautious, standard, bold, standard), each staking the same, against each dealer AI, {{rounds}} rounds each; positive: the house wins, per unit staked. At a table the computer players stake by style (bold ones more), which can move the figure by a few tenths of a percent. A person playing better or worse than the computer players sees a different edge.',
    failed: 'The simulation failed: {{message}}',
    exactRunning: 'Working out the exact figure…',
    exactLine: 'against the {{dealer}}: {{percent}} (exact)',
    exactTooSlow: 'against the {{dealer}}: over 2 seconds to work out exactly, so the simulated figure stands',
    exactHow:
      'Exact: one player alone against the computer dealer, one pack, playing the best way there is against that very dealer; positive: the house wins, per unit staked. Simulated: the computer players as below.'
  },
  payTable: {
    title: 'Pay table',
    row: 'Bet',
    pays: 'Pays (N to 1)',
    edge: 'House edge',
    start: 'Start from a preset table',
    custom: 'The table being edited',
    apply: 'Use this table',
    edgeHint: "Each bet's house edge, exact over the 216 rolls of three dice, updated as you edit.",
    playerEdge: '{{percent}} (player edge)',
    oddEven: 'Odd / even (fixed at 1 to 1)',
    edgeLabel: 'House edge of {{row}}: {{percent}}',
    spot: 'Spot {{name}}'
  },
  table: {
    key: 'Rule',
    value: 'Value',
    explain: 'Explanation'
  },
  picker: {
    legend: 'Choose the rules for the table',
    presets: 'Preset rules',
    mine: 'Your rulesets',
    manage: 'Manage rulesets…',
    loadFailed: 'Could not load your rulesets ({{message}}); the presets can still be chosen.'
  },
  stakeStep:
    'Stakes go in steps of {{step}}, so that {{pays}} blackjack, surrender and the default insurance (half the stake) pay exactly; the smallest stake at this table is {{smallest}}.',
  summary: {
    label: 'Rules in force: {{name}}',
    close: 'Close',
    more: 'All the rules',
    all: "The table's rules"
  },
  registry: ruleWordsEn
}
