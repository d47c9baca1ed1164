import type { Messages } from './messages'

/** English for the shared table pieces; typed against the Vietnamese, so a missing key is a type error. */
export const tableKitEn: Messages['tableKit'] = {
  noRound: 'No round is in play at this table.',
  noTable: 'No table is open.',
  balance: 'Balance',
  staked: 'Staked',
  leave: 'Leave the table',
  leaveHint: 'Leave between rounds to pick another table.',
  otherTable: 'Your {{game}} table has a round in play; finish it first.',
  goToTable: 'Go to the {{game}} table',
  short: 'You need at least {{chips}} to stake.',
  topUp: 'Top up chips',
  topUpTitle: 'Top up the profile playing',
  timer: {
    turnOff: 'Timer off',
    turnOn: 'Timer on ({{seconds}} s)',
    hint: 'The rules give {{seconds}} seconds a decision. Switch the timer off to read the hints at leisure; a round played with it off is recorded as untimed.'
  },
  keys: {
    open: 'Keys',
    title: 'Keys at the table',
    close: 'Close',
    blackjack: {
      hit: 'Hit: take a card',
      stand: 'Stand: no more cards',
      double: 'Double the stake, take exactly one card',
      split: 'Split the pair into two hands',
      surrender: 'Surrender half the stake',
      insurance: 'Take insurance',
      'even-money': 'Take even money',
      decline: 'No insurance'
    },
    xidach: {
      draw: 'Draw (bốc): take a card',
      stand: 'Stand (dằn): no more cards',
      continue: 'Continue (dealing: let the computer move)'
    },
    asks: '(asks first; Shift+{{key}} at once)',
    deal: 'Enter or Space: deal, the next round with the same stakes',
    sicbo: {
      roll: 'Roll the dice with the chips on the board'
    },
    sicboGo:
      'The last roll’s bets again, rolled at once (Enter or Space, away from a spot or a button; chips already on the board are rolled as they are)',
    help: 'Open or close this list',
    sicboArrows: 'Move between the spots',
    sicboEnter: 'Bet the selected chip on the spot',
    sicboDelete: 'Take back the bets on the spot'
  },
  chips: {
    label: 'Chip value',
    chip: 'Chip {{chips}}'
  },
  fairness: {
    title: 'Provably fair',
    whatTitle: 'What is a seed?',
    what: 'A seed is a random string that decides the order of the cards or the faces of the dice. The house publishes its fingerprint (SHA-256) before the round and the seed only after, so it cannot change the outcome.',
    next: 'Commitment for the next round',
    current: 'This round’s commitment',
    commitment: 'SHA-256 of the server seed',
    commitmentHint:
      'Published before the deal or roll; the seed is revealed only after the round, so the house cannot change the outcome.',
    clientSeed: 'Your seed',
    nonce: 'Nonce',
    revealed: 'Last round: the server seed is revealed',
    serverSeed: 'Server seed',
    hidden: 'The seed is revealed when the round (or the whole shoe) is over.',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: 'Verified: this round came exactly from the committed seed.',
    notVerified: 'NOT verified: this round did not come from the committed seed.',
    checkSeedOk: 'SHA-256 of the seed matches the commitment.',
    checkSeedFail: 'SHA-256 of the seed does not match the commitment.',
    checkOutcomeOk: 'The seed gives exactly the outcome that came out.',
    checkOutcomeFail: 'The seed gives a different outcome: {{expected}} (recorded: {{actual}}).',
    verifiedStacked: 'Verified: the cards after the placed ones came exactly from the committed seed.',
    checkStacked:
      'The first cards were placed for practice (a scenario file or situations picked on the chart), not shuffled; the rest of the shoe matches the seed.',
    stacked_one:
      'Stacked shoe: the first {{count}} card of the round was placed for practice (a scenario file or situations picked on the chart), not shuffled; the rest verifies against the seed.',
    stacked_other:
      'Stacked shoe: the first {{count}} cards of the round were placed for practice (a scenario file or situations picked on the chart), not shuffled; the rest verifies against the seed.',
    copy: 'Copy the record',
    copied: 'Copied. Save it to a file and run: npm run --silent verify -- file.json',
    copyFailed: 'Could not copy; copy the record from the section below.',
    record: 'Verification record (JSON)',
    seedLabel: 'Change your seed',
    seedHint: '1–64 letters (any language), digits or symbols, no spaces. Applies from the next round.',
    seedSave: 'Save seed',
    seedSaved: 'Seed saved; the next round’s commitment has changed.',
    seedInvalid: 'A seed is 1–64 letters (any language), digits or symbols, without spaces.'
  }
}
