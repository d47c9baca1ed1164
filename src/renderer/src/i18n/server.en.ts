import type { Messages } from './messages'

/** English for the house's refusals; the house's own messages, kept in step with them. */
export const serverEn: Messages['server'] = {
  request: {
    invalid: '{{field}}: {{problem}}.'
  },
  profiles: {
    notFound: 'There is no profile with id "{{id}}".',
    duplicateName: 'A profile named "{{name}}" already exists.',
    tooMany: 'There are already {{max}} profiles; delete one first.',
    seatedElsewhere: 'This profile sits at someone else’s Xì dách table; leave that table before deleting it.',
    balanceLimit: 'A balance may not exceed {{maxChips}} chips; this top-up would pass it.'
  },
  tables: {
    notOpen: 'There is no open table "{{tableId}}".',
    countingBlackjackOnly: 'Counting is for Blackjack tables.',
    hintsUnavailable: 'Hints are not available here.',
    noProfile: 'Choose or create a profile first.',
    leaveMidRound: 'Finish the round in play before leaving the table.',
    seedBetweenRounds: 'The client seed can change only between rounds.',
    seedNewShoe: 'The client seed can change only when a new shoe is shuffled.',
    roundInPlay: 'A round is already in play at this table.',
    otherTableRound: 'Your {{game}} table (no. {{tableId}}) has a round in play; finish it first.',
    notYourSeat: '"{{seat}}" is not your seat at this table.',
    notProfileSeat: 'Seat "{{seat}}" does not belong to this player.',
    lookFirst: 'Whoever sits at "{{seat}}" must press to see their cards before playing.',
    notLookTurn: 'It is not seat "{{seat}}"\'s turn: its cards cannot be shown yet.',
    notAtTable: 'This player does not sit at this table.',
    onePerson: 'One person plays at this table: there is no computer to pass around.',
    personMissing: 'Someone invited to the table has no profile any more; choose the players again.',
    personTwice: 'Each person sits in one seat at the table.',
    setupsFull: 'There are already {{max}} saved tables; delete one first.',
    twoStakes: '"{{seat}}" has two stakes.',
    stakeMissing: 'Place a stake first.',
    dealerNoStake: 'The dealer places no stake; the players stake against the bank.',
    nothingToPass: 'The table is not waiting for you to let a move pass.',
    stakesAsBets: 'At this table stakes are placed as bets.',
    roundGone: 'That round is no longer in play at this table.',
    movedOn: 'The table has moved on since you acted; here is where it stands now.',
    notYourTurn: "It is not {{seat}}'s turn.",
    noBankToDecline: 'The dealer does not change at this table: there is no bank to decline.',
    bankNotOffered: 'The bank is not yours to decline this round.',
    bankNobody: 'Nobody at the table has the {{needChips}} chips it takes to hold the bank.',
    bankNobodyElse:
      'Nobody else at the table has the {{needChips}} chips it takes to hold the bank; you cannot decline it.',
    rulesOrScenario: 'Choose the house rules or a scenario file, not both.',
    stackedNotJson: 'This scenario file cannot be used: it is not valid JSON.',
    stackedGame: 'This scenario file cannot be used: it is for "{{game}}", not Blackjack.',
    stackedSeats: 'This scenario file cannot be used: it has {{seats}} seats; a table has 1 to {{max}} spots.',
    stackedNoBots: 'A stacked table seats no computer players: the file’s cards go to your own spots.',
    stackedInvalid: 'The scenario file is not valid at {{where}}: {{problem}}.',
    situationsRules: 'Situations picked on the chart are dealt under house rules: choose the rules too.',
    notAvailable: 'The {{game}} table is not available yet.',
    badAction: 'The table did not understand that move; choose again with the buttons.',
    botsRange:
      'With these rules and the seat you chose, the table seats {{min}} to {{max}} computer players (you chose {{given}}).'
  },
  history: {
    alreadyHere:
      'Round {{round}} of session {{session}} in the file is already in this install, so the file was refused.',
    noRound: 'There is no round {{roundId}} in the history.',
    roundInPlay: 'Round {{round}} is still in play; it can be recalled once it is over.',
    noSession: 'There is no session {{sessionId}} in the history.',
    sessionAtTable: 'This session is still at the table; leave the table first.',
    sharedSession: '{{name}} opened this table and everyone at it sees this session; only {{name}} can delete it.',
    noExport: 'That export is no longer there; export again.'
  },
  saved: {
    roundDamaged:
      'The saved data of round {{round}} is damaged and cannot be read back (the data file may have been changed outside Bàn Xanh). Other rounds are not affected.',
    tableDamaged:
      'The saved data of table {{tableId}} is damaged and cannot be reopened (the data file may have been changed outside Bàn Xanh). Other tables are not affected.',
    newer: 'This was saved by a newer Bàn Xanh; update Bàn Xanh to see it.'
  },
  store: {
    readOnly:
      'The data folder is read-only: this was not saved. Make {{dataDir}} writable; Bàn Xanh saves again as soon as it can. Everything saved before is safe.',
    diskFull:
      'The disk is full: this was not saved. Free some space; Bàn Xanh saves again as soon as there is room. Everything saved before is safe (data folder: {{dataDir}}).',
    writeFailed:
      'The data file could not be written: this was not saved. Check the disk holding {{dataDir}}; Bàn Xanh tries again on the next action. Everything saved before is safe.',
    noBackup: 'There is no backup that opens cleanly to restore.',
    closing: 'Bàn Xanh is closing.',
    notOpen: 'The data file is not open; choose "Start fresh" to continue.',
    freshFailed: 'The new data file could not be used either.'
  },
  simulation: {
    notFound: 'That simulation is no longer kept (a newer run may have replaced it); run it again.'
  },
  analysis: {
    unavailable: 'This analysis is not available for this game.'
  },
  fairness: {
    invalidRecord: 'The fairness record is not valid at {{field}}: {{problem}}.'
  },
  drill: {
    notFound: 'That drill is no longer waiting for an answer (each drill is checked once); deal a new one.',
    otherProfile: 'That drill was dealt to another profile; deal a new one.',
    noResults: 'This game has no drill.',
    answerCount: 'The answer gives {{given}} payouts for {{bets}} bets (0 for a losing bet).',
    countTooMany: 'A shoe has only {{max}} cards; {{cards}} cannot be dealt.',
    noCells: 'Pick at least one cell on the chart.',
    cardMoved: 'That hand has already been answered; answer the hand shown.',
    notAllowed: 'These rules do not allow that play on this hand.',
    trueCountMissing: 'Cards are left in the shoe, so the true count is asked too.',
    timedPerBet: 'A timed run is answered bet by bet, not as a total.',
    chipsSet: 'These chips cannot pay the drill’s amounts; choose a set with a smaller chip.',
    chipsAnswer:
      'The answers do not fit the drill: each amount needs a count (0 or more) for every chip, and an order names each bet once.',
    liveSpot: 'The spot “{{spot}}” is not on this table.'
  },
  historyImport: {
    invalid: "the file's contents do not add up; it may have been edited by hand or damaged.",
    empty: 'the file is empty.',
    notHistory: 'this is not a history file exported by Bàn Xanh.',
    notJson: 'the file is incomplete; it may have been cut short while copying or downloading.',
    tooLarge: 'the file is too large to import.',
    tooManyUploads: 'at most {{max}} files can be uploading at once; finish importing them, or restart, and try again.',
    tooManyProfiles: 'the import would pass {{max}} profiles.',
    rulesetDiffers: 'ruleset {{id}} version {{version}} in the file differs from the one in this install.',
    negativeBalance: 'it would leave profile "{{name}}" with a negative balance.',
    overMaxBalance: 'it would put profile "{{name}}" over the largest balance allowed.',
    sessionOpen: 'session {{session}} is still open at a table here; leave it first.',
    roundTaken: 'session {{session}} here already has a different round {{round}}.',
    uploadLost: 'the upload was interrupted; choose the file again.'
  },
  rulesets: {
    invalid: 'The house rules are not valid at {{field}}: {{problem}}.',
    notFound: 'There is no ruleset "{{id}}".',
    noVersion: 'Ruleset "{{name}}" has no version {{version}}.',
    otherGame: 'Ruleset "{{name}}" is for another game ({{game}}).',
    duplicateName: 'A ruleset named "{{name}}" already exists for this game; choose another name.',
    tooMany: 'This game already has {{max}} rulesets; delete one first.',
    savedMeanwhile:
      'Ruleset "{{name}}" was saved again meanwhile (version {{version}}); reopen it and edit that version.',
    usedBySessions:
      'Ruleset "{{name}}" was used by {{sessions}} sessions; it stays so their history keeps its rules. Duplicate it to start a new one.',
    noLongerValid:
      'Ruleset "{{name}}" version {{version}} in the data file is no longer valid (the file was edited by hand).'
  },
  ruleCheck: {
    earlySurrenderPeek:
      'Early surrender is made before the dealer can know about a blackjack, so it needs "Dealer peeks" off (with the peek, choose late surrender).',
    lateSurrenderPeek:
      'Late surrender is made after the dealer’s peek, so it needs "Dealer peeks" on (without it, choose early surrender or none).',
    charlieOverMaxCards:
      'A charlie of {{charlie}} cards can never happen when a hand holds at most {{maxCards}} cards.',
    maxUnderMin: 'The maximum stake must be at least the minimum ({{min}} chips).',
    totalUnderMax: 'The total stake limit must be at least {{floor}} chips (the maximum per spot, or the minimum).',
    rotateNeedsMaxBet:
      'A rotating bank needs a maximum stake: the chips it takes to hold the bank are counted in maximum stakes. Untick "No limit" and enter a maximum stake.'
  },
  engine: {
    'betting-closed': 'Betting has closed for this roll.',
    'not-your-turn': 'It is not your turn.',
    over: 'This round is over.',
    illegal: 'That move is not allowed now.',
    'not-allowed': 'The table does not allow that now.',
    refused: 'The table does not allow that now.',
    'insurance-range':
      'Insurance of {{amount}} chips is not possible: insurance is from {{min}} to {{max}} chips (half the stake at most).',
    'insurance-free':
      'Insurance of {{amount}} chips is not possible: only {{free}} chips are free (insurance from {{min}} to {{free}} chips is possible).',
    'under-min-bet':
      'The stake on {{spot}} would be {{stake}} chips, under the table minimum of {{min}} chips per spot.',
    'over-max-bet': 'The stake on {{spot}} would be {{stake}} chips, over the table maximum of {{max}} chips per spot.',
    'over-max-total-bet':
      'Your bets on this roll would total {{total}} chips, over the table maximum of {{max}} chips per roll.',
    'over-bankroll': 'Your bets on this roll would total {{total}} chips, more than your {{chips}} chips.',
    'house-cannot-cover':
      'With this bet one roll could pay out {{payout}} chips, more than the house holds ({{house}} chips).',
    'stake-not-positive': 'The stake must be a number of chips above 0.',
    'stake-under-min': 'A stake of {{stake}} chips is under the table minimum of {{min}} chips.',
    'stake-over-max':
      'A stake of {{stake}} chips is over the table maximum: the largest stake still possible is {{max}} chips.',
    'stake-over-bankroll': 'A stake of {{stake}} chips is more than your {{chips}} chips.',
    'stake-step':
      'A stake of {{stake}} chips must be a multiple of {{step}} chips so the blackjack and half-stake payouts come out exact.',
    'stake-over-bank':
      'A stake of {{stake}} chips is more than the bank can still cover (up to ×{{times}}): the largest stake still possible is {{max}} chips.',
    'stake-over-cover':
      'Your chips cannot cover a stake of {{stake}} chips (up to ×{{times}}): the largest stake still possible is {{max}} chips.',
    'stake-none-possible':
      'A stake of {{stake}} chips is refused: no stake is possible right now (the table minimum is {{min}} chips).'
  }
}
