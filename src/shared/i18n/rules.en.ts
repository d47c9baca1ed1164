import type { Shape } from './words'
import type { ruleWordsVi } from './rules.vi'

/** The house-rule registry's words in English; typed against the Vietnamese, so a missing word is a type error. */
export const ruleWordsEn: Shape<typeof ruleWordsVi> = {
  xidach: {
    presets: {
      wiki: 'The ace counts by the number of cards; players and dealer stand from 16; ngũ linh up to 21; both bust is a push; every win pays 1 to 1',
      online:
        'The ace counts 1, 10 or 11, whichever is best; stand from 16; ngũ linh under 21; the dealer wins when both bust; every win pays 1 to 1',
      tet: 'The ace counts by the number of cards; the dealer stands from 15; xì bàng and ngũ linh pay double; both bust is a push',
      'pho-bien':
        'As at Tết, and: a bust of 28 or more is đền; non pays for the dealer; a dealer standing non pays everyone (đền làng); equal xì bàng, xì dách or ngũ linh go to the dealer; up to 7 players; cards from the bottom; 15-second turns'
    },
    keys: {
      aceValue: {
        label: 'Ace value',
        help: '"by-count": in 2 cards an ace may count 11, in 3 cards 10, from 4 cards only 1 (always 1 too); "flexible": 1, 10 or 11, whichever is best; "western": 1 or 11 as in blackjack.'
      },
      playerMin: {
        label: "Players' minimum",
        help: 'A player standing below this total is "non" (too young) and loses (some places use 14).'
      },
      dealerMin: {
        label: "Dealer's minimum",
        help: 'The dealer may not stand below this total, and may check players only once it reaches it.'
      },
      nguLinh: {
        label: 'Five-card hand (ngũ linh)',
        help: 'Five cards within the limit are ngũ linh: "at-most-21" up to 21; "under-21" strictly below 21 (seed 001).'
      },
      bothBust: {
        label: 'Both bust',
        help: 'When player and dealer both bust: "push" it is a tie; "dealer" the dealer wins (seed 001 read strictly).'
      },
      pay: {
        xiBang: {
          label: 'Xì bàng multiplier',
          help: 'A win with xì bàng (two aces) pays the stake times this (and, with "symmetric", a dealer win with it costs the same).'
        },
        xiDach: {
          label: 'Xì dách multiplier',
          help: 'A win with xì dách (an ace and a T/J/Q/K) pays the stake times this (and, with "symmetric", a dealer win with it costs the same).'
        },
        nguLinh: {
          label: 'Ngũ linh multiplier',
          help: 'A win with ngũ linh (five cards) pays the stake times this (and, with "symmetric", a dealer win with it costs the same).'
        }
      },
      symmetric: {
        label: 'Symmetric payouts',
        help: 'On: a dealer win with a multiplied hand costs the player the stake times it. Off: a loss costs only the stake.'
      },
      earlyCheck: {
        label: 'Early check',
        help: 'While players still draw, a dealer at its minimum may check: "off" nobody; "after-turn" those done drawing; "any-time" anyone not yet settled (a hand under the minimum loses).'
      },
      penalty: {
        label: 'Bust-draw penalty',
        help: 'A player who draws while already bust is penalised: one stake to the dealer and to every other player. Off: drawing while bust is refused.'
      },
      denAt: {
        label: 'Đền at a high bust',
        help: 'A bust hand whose lowest total (aces as 1) reaches this is "đền": it loses even to a bust dealer and is penalised under "non pays for the dealer". A draw to đền ends the turn. "off": every bust is the same.'
      },
      nonPenalty: {
        label: 'Penalised non',
        help: '"pays-for-dealer": a player who stands non (under the minimum) or is đền loses its stake and pays, in the dealer\'s place, what the dealer loses to the other players that round (naturals paid at the deal excluded). Several share it equally, each at most "penalty cap" times its own stake; the dealer pays the rest. "off": non only loses the stake.'
      },
      penaltyCap: {
        label: 'Penalty cap (stakes)',
        help: 'Under "pays-for-dealer": the most each penalised player pays for the dealer, in its own stakes (and never more than the chips it has left).'
      },
      dealerPenalty: {
        label: 'Dealer penalty (đền làng)',
        help: '"pays-all": the dealer may stand under its minimum, but ending non or đền it pays every player not yet checked and not penalised at its hand\'s multiplier (a bust player one stake); an unchecked player who is penalised too pushes; checked players keep their result. "off": the dealer may not stand under its minimum.'
      },
      specialTie: {
        label: 'Equal special hands',
        help: 'Xì bàng against xì bàng, xì dách against xì dách, ngũ linh against ngũ linh of the same total: "push" a tie (the seeds); "dealer" the dealer wins ("the bank has priority"); "dealer-always" as "dealer", and ngũ linh against ngũ linh of any totals too (the public rulebook).'
      },
      maxPlayers: {
        label: 'Most players',
        help: "At most this many players at the table (5–7); stake caps and the dealer's bank work as before."
      },
      dealOrder: {
        label: 'Deal order',
        help: '"dealer-last": p1, p2, … then the dealer, twice (the dealer takes the last card of each round); "dealer-first": the dealer first, then the players.'
      },
      drawFrom: {
        label: 'Cards come from',
        help: '"top": cards come off the top of the deck; "bottom": off the bottom (as the seeds describe the deal). The same committed deck either way, so fairness still verifies.'
      },
      decisionSeconds: {
        label: 'Decision timer (seconds)',
        help: 'When it runs out: under the minimum the hand draws, at or over it stands (for a player and the dealer alike). "off": no timer.'
      },
      dealerMode: {
        label: 'Dealer mode',
        help: '"fixed": whoever deals when you sit down deals every round. "rotate": the bank passes around the table, to you too; on your turn you may decline it and it passes on. Tables only, not scenario files (one round each). Needs a "maximum stake".'
      },
      rotateEvery: {
        label: 'Bank passes every (rounds)',
        help: 'Under "rotate": each dealer deals this many rounds in a row, then the bank passes to the next seat.'
      },
      bustEndsTurn: {
        label: 'Quắc ends the turn',
        help: 'On: a draw that makes a player bust (quắc) ends its turn, so nobody draws on a bust and there is no bust-draw penalty (the public rulebook). Off: a bust player stands, or draws and pays the bust-draw penalty.'
      },
      bothPenalised: {
        label: 'Both sides penalised',
        help: 'A player\'s non or đền against a dealer who ends non or đền: "dealer" the dealer wins (non and đền lose whatever the dealer holds); "push" a tie ("both penalised push", the public rulebook).'
      },
      penalisedLoss: {
        label: "Non or đền against the dealer's ngũ linh",
        help: 'A player\'s non or đền hand beaten by the dealer\'s ngũ linh: "multiplier" loses the stake times the ngũ linh multiplier (with "symmetric"); "one-stake" loses one stake (a penalised hand loses one stake, the public rulebook).'
      },
      shortfall: {
        label: 'A penalised player short of chips',
        help: 'Under "pays-for-dealer" a penalised player pays with the chips it has, those won earlier in the round included. What they cannot pay: "dealer-pays": the players owed it still get it all, made up by the bank; "receivers-share": those players get less, each in proportion to what they were owed (the public rulebook). Past the "penalty cap" the dealer always pays.'
      },
      bankMinStakes: {
        label: 'Chips to take the bank (maximum stakes)',
        help: 'Under "rotate": a seat takes the bank only with chips of at least this many times the "maximum stake"; a seat short of chips is skipped and the bank passes on.'
      },
      minBet: {
        label: 'Minimum stake',
        help: "A player's smallest stake."
      },
      maxBet: {
        label: 'Maximum stake',
        help: "A player's largest stake (empty: no maximum)."
      }
    }
  },
  blackjack: {
    presets: {
      club99:
        'Six decks; the dealer stands on soft 17; late surrender; 11 cards without busting win at once; 20-second turns; blackjack pays 3 to 2',
      'vegas-6d':
        'Six decks; the dealer stands on soft 17; late surrender; aces may be resplit; up to four hands; blackjack pays 3 to 2',
      european:
        'Six decks; no hole card (the dealer’s second card comes after your turn); no surrender; up to two hands; blackjack pays 3 to 2',
      'single-deck': 'One deck; the dealer hits soft 17; no double after a split; no surrender; blackjack pays 3 to 2'
    },
    keys: {
      decks: {
        label: 'Decks',
        help: 'How many 52-card decks the shoe holds.'
      },
      penetration: {
        label: 'Penetration',
        help: 'How much of the shoe is dealt before it is reshuffled (0.75 = three quarters).'
      },
      shuffle: {
        label: 'Shuffle',
        help: '"shoe": reshuffle at the cut card; "every-round": shuffle after every round (continuous shuffler).'
      },
      peek: {
        label: 'Dealer peeks',
        help: 'With an ace or ten-value up, the dealer checks for blackjack before anyone acts. Off: European, the dealer takes its second card last.'
      },
      dealerHitsSoft17: {
        label: 'Dealer hits soft 17',
        help: 'The dealer draws on a soft 17 (an ace counting 11). Off: the dealer stands on every 17.'
      },
      doubleOn: {
        label: 'Double on',
        help: 'Which two-card totals may double: any, 9–11 only, or 10–11 only.'
      },
      doubleAfterSplit: {
        label: 'Double after split',
        help: 'A hand made by a split may still double.'
      },
      splitBy: {
        label: 'Split by',
        help: '"rank": two cards of the same rank (K–K); "value": the same value (K–Q splits too).'
      },
      maxHands: {
        label: 'Most hands',
        help: 'The most hands splitting can make (1 = no splitting).'
      },
      resplitAces: {
        label: 'Resplit aces',
        help: 'A split ace that receives another ace may split again.'
      },
      hitSplitAces: {
        label: 'Hit split aces',
        help: 'Split aces may draw more cards. Off: each gets exactly one card.'
      },
      surrender: {
        label: 'Surrender',
        help: 'Give up the hand as the first decision and get half the stake back. "late": after the peek (needs peek); "early": before it (needs peek off); "none": not offered.'
      },
      insurance: {
        label: 'Insurance',
        help: 'With an ace up, players may insure (up to half the stake), paid 2 to 1 if the dealer has blackjack; even money comes with it.'
      },
      blackjackPays: {
        label: 'Blackjack pays',
        help: 'What a blackjack (ace + ten-value as the first two cards) pays.'
      },
      charlie: {
        label: 'Charlie',
        help: 'A hand reaching this many cards without busting wins at once, 1 to 1 (unless the dealer has blackjack). "off": none.'
      },
      maxCards: {
        label: 'Most cards per hand',
        help: 'A hand stands by itself at this many cards. "none": no limit. Not below the Charlie count.'
      },
      decisionSeconds: {
        label: 'Decision timer (seconds)',
        help: 'When time runs out the hand stands. "off": no timer.'
      },
      minBet: {
        label: 'Minimum bet',
        help: 'The smallest stake on a spot.'
      },
      maxBet: {
        label: 'Maximum bet',
        help: 'The largest stake on a spot. "none": no maximum.'
      }
    }
  },
  sicbo: {
    presets: {
      trainer:
        'Double 11 to 1, combination 6 to 1, triple 180 to 1, any triple 30 to 1; the other spots as the standard pay table',
      'atlantic-city': 'As the Trainer, but double 10 to 1 and combination 5 to 1',
      macau:
        'Totals 4/17 pay 50 to 1, 5/16 18 to 1, 6/15 14 to 1; double 8 to 1; triple 150 to 1; any triple 24 to 1; combination 5 to 1'
    },
    keys: {
      payTable: {
        smallBig: {
          label: 'Small / big',
          help: 'Small wins on totals 4–10, big on 11–17; both lose to any triple. Paid "N to 1" on the stake.'
        },
        single1: {
          label: 'Single number, 1 die',
          help: 'The chosen number shows on exactly one die.'
        },
        single2: {
          label: 'Single number, 2 dice',
          help: 'The chosen number shows on two dice.'
        },
        single3: {
          label: 'Single number, 3 dice',
          help: 'All three dice show the chosen number.'
        },
        total4_17: {
          label: 'Total 4 or 17',
          help: "The three dice total exactly 4 (or 17, paid the same). A triple's total counts too."
        },
        total5_16: {
          label: 'Total 5 or 16',
          help: "The three dice total exactly 5 (or 16, paid the same). A triple's total counts too."
        },
        total6_15: {
          label: 'Total 6 or 15',
          help: "The three dice total exactly 6 (or 15, paid the same). A triple's total counts too."
        },
        total7_14: {
          label: 'Total 7 or 14',
          help: "The three dice total exactly 7 (or 14, paid the same). A triple's total counts too."
        },
        total8_13: {
          label: 'Total 8 or 13',
          help: "The three dice total exactly 8 (or 13, paid the same). A triple's total counts too."
        },
        total9_12: {
          label: 'Total 9 or 12',
          help: "The three dice total exactly 9 (or 12, paid the same). A triple's total counts too."
        },
        total10_11: {
          label: 'Total 10 or 11',
          help: "The three dice total exactly 10 (or 11, paid the same). A triple's total counts too."
        },
        double: {
          label: 'Specific double',
          help: 'The chosen number shows on at least two dice; its triple wins too and pays the same.'
        },
        triple: {
          label: 'Specific triple',
          help: 'All three dice show the chosen number.'
        },
        anyTriple: {
          label: 'Any triple',
          help: 'All three dice show the same number, whichever it is.'
        },
        combo: {
          label: 'Two-dice combination',
          help: 'Both chosen numbers show; paid once even if one shows twice (2-2-5 pays 2-5 once).'
        }
      },
      oddEven: {
        label: 'Odd / even spots',
        help: 'Adds odd and even spots, paying 1 to 1 and losing to any triple. The trainer does not have them.'
      },
      minBet: {
        label: 'Minimum bet per spot',
        help: 'The fewest chips a player may put on one spot.'
      },
      maxBet: {
        label: 'Maximum bet per spot',
        help: 'The most chips on one spot (empty: no maximum). Not below the minimum bet.'
      },
      maxTotalBet: {
        label: 'Maximum total per roll',
        help: "A player's bets on one roll together (empty: no maximum). Not below the per-spot maximum."
      }
    }
  }
}
