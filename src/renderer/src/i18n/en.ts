import type { Messages } from './messages'
import { eventWordsEn } from '@shared/i18n/events.en'
import { historyEn } from './history.en'
import { houseRulesEn } from './rules.en'
import { serverEn } from './server.en'
import { blackjackEn } from './blackjack.en'
import { sicboEn } from './sicbo.en'
import { tableKitEn } from './tablekit.en'
import { xidachEn } from './xidach.en'
import { simEn } from './sim.en'

/** English. Typed as `Messages`, so a missing or extra key is a type error. */
export const en: Messages = {
  app: {
    name: 'Bàn Xanh',
    tagline: 'A practice table against a computer dealer — play chips only.',
    skipToMain: 'Skip to main content',
    loading: 'Setting the table…',
    home: 'Bàn Xanh — back to the lobby',
    footer: 'Play chips only, never real money · version {{version}}'
  },
  nav: {
    label: 'Main navigation',
    lobby: 'Lobby',
    profiles: 'Profiles',
    settings: 'Settings'
  },
  chips: {
    amount_one: '{{amount}} chip',
    amount_other: '{{amount}} chips'
  },
  switcher: {
    button: 'Profile {{name}}, balance {{chips}}. Open the profile list',
    listLabel: 'Choose a profile to play with',
    current: 'playing',
    manage: 'Manage profiles…',
    balance: 'Balance'
  },
  lobby: {
    title: 'Lobby',
    intro: 'Pick a table and take a seat. The dealer is the computer; stakes are play chips.',
    open: 'Take a seat',
    tablesLabel: 'Tables',
    extrasLabel: 'Drills and house edges',
    balanceLine: '{{name}} has {{chips}}.',
    setups: {
      title: 'Saved Xì dách tables',
      who: '{{humans}} people, {{computers}} computers',
      sit: 'Sit at “{{name}}”',
      delete: 'Delete the saved table “{{name}}”'
    },
    edge: {
      title: 'House edge',
      computing: 'working it out…',
      house: '≈ {{percent}}',
      player: 'none, the player’s edge ≈ {{percent}}',
      range: 'from {{low}} to {{high}}, by bet',
      dealer: '≈ {{percent}} against the {{dealer}} (99 %: {{lo}} … {{hi}})',
      exactDealer: '{{percent}} against the {{dealer}} dealer (exact, best play)',
      simple: 'simple',
      shrewd: 'shrewd',
      tooSlow: '{{dealer}}: too slow to work out, see the simulation',
      running: 'simulating ({{done}} %)',
      none: 'not yet computed for these rules.',
      compute: 'Work out the house edge in House rules',
      failed: 'could not be worked out ({{message}})',
      rulesAtTable: 'Rules of the table you sit at: {{name}}',
      rulesDefault: 'Default rules: {{name}}'
    }
  },
  games: {
    xidach: {
      name: 'Xì dách',
      blurb:
        'Vietnamese blackjack: xì bàng, xì dách, ngũ linh, and a dealer who may check hands. Sit as a player or deal yourself.',
      meta: '1 deck · 1–7 players (as the table allows)'
    },
    blackjack: {
      name: 'Blackjack',
      blurb: 'Casino rules: double, split, surrender, insurance. Blackjack pays 3:2, the dealer stands on 17.',
      meta: '6 decks · CLUB 99 rules'
    },
    sicbo: {
      name: 'Sic Bo',
      blurb:
        'Three dice, fifty betting spots: small, big, totals, doubles, triples, two-dice combinations. Includes a payout drill.',
      meta: '3 dice · 50 spots'
    }
  },
  notFound: {
    title: 'This page does not exist',
    back: 'Back to the lobby'
  },
  welcome: {
    title: 'Welcome to Bàn Xanh',
    body: 'Xì dách, Blackjack and Sic Bo against a computer dealer. Play chips only, never real money. Name your profile to begin.',
    submit: 'Create profile and enter the lobby',
    start: 'Starting chips',
    startHint: 'Play chips to sit down at once; top up any time under Profiles.',
    startNone: 'None'
  },
  profiles: {
    title: 'Profiles',
    intro: 'Each profile keeps its own chips. The profile in play is shown in the top bar.',
    count_one: '{{count}} profile',
    count_other: '{{count}} profiles',
    listLabel: 'Profiles',
    name: 'Profile name',
    nameHint: '1 to 40 characters.',
    createTitle: 'New profile',
    create: 'Create profile',
    current: 'Playing',
    createdOn: 'Created {{date}}',
    select: 'Play with this profile',
    rename: 'Rename',
    renameTitle: 'Rename “{{name}}”',
    renameSave: 'Save name',
    topUp: 'Top up',
    topUpTitle: 'Top up “{{name}}”',
    topUpAmount: 'Chips to add',
    topUpHint: '{{min}} to {{max}} chips, at most two decimals.',
    topUpSubmit: 'Add chips',
    topUpDone: 'Added {{chips}} to {{name}}.',
    quickAmount: 'Fill in {{chips}}',
    quickLabel: 'Suggested amounts',
    delete: 'Delete',
    deleteTitle: 'Delete the profile “{{name}}”?',
    deleteBody: 'This profile and its {{chips}} will be deleted for good. This cannot be undone.',
    deleteConfirm: 'Delete for good',
    deleted: 'Deleted the profile {{name}}.',
    cancel: 'Cancel',
    actionsFor: 'Actions for the profile {{name}}'
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    languageHint: 'The language of the whole interface.',
    motion: 'Reduce motion',
    motionHint: 'Turns off animations such as dealing cards and shaking dice.',
    pace: 'Round speed',
    paceHint:
      'Cards are dealt, the dealer turns over and checks one after another at this speed; the result comes last. With reduced motion everything shows at once.',
    confirmPenalty: 'Ask before a draw on a bust hand, which costs the bust-draw penalty (Xì dách)',
    stopForEarlyChecks: "When I deal, stop before each computer player's move so I can check early (Xì dách)",
    about: 'About',
    version: 'Version',
    host: 'Running in',
    dataDir: 'Data folder',
    saved: 'Saved.'
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English'
  },
  howto: {
    link: 'How to play',
    sit: 'Sit down',
    houseRules: 'House rules (each table’s numbers)',
    xidach: {
      title: 'How to play Xì dách',
      goal: {
        h: 'The aim',
        p: 'Get closer to 21 than the dealer without going over. Each player plays the dealer, not the other players.'
      },
      values: {
        h: 'What the cards are worth',
        p: 'Cards 2 to 10 count their number; J, Q, K count 10. An ace depends on the table: usually 11 or 1 in a two-card hand, 10 or 1 in a three-card hand, only 1 from four cards on.'
      },
      naturals: {
        h: 'Special hands',
        p: 'Xì bàng is two aces; xì dách is an ace with a 10, J, Q or K: they win at the deal. Ngũ linh is five cards without going bust: it beats almost any other hand.'
      },
      turn: {
        h: 'Your turn',
        p: 'Bốc (draw, key H) takes a card, at most five; Dằn (stand, key S) stops. Standing under the table’s minimum (usually 16, 14 or 15 at some tables) is non: it loses whatever the dealer holds, and the table asks before you stand non. Over 21 is quắc (bust); drawing after quắc costs the bust-draw penalty.'
      },
      dealer: {
        h: 'The dealer',
        p: 'The dealer draws last, needs its own minimum (usually 16, 15 at some tables) to stand, then checks each player’s hand and compares. When you deal, you draw and check the players yourself.'
      },
      pay: {
        h: 'Winning and losing',
        p: 'Beat the dealer and win your stake, fall short and lose it, tie and keep it. Special hands may pay more, as the table sets.'
      }
    },
    blackjack: {
      title: 'How to play Blackjack',
      goal: {
        h: 'The aim',
        p: 'Get closer to 21 than the dealer without going over. You may play one to three spots at once.'
      },
      values: {
        h: 'What the cards are worth',
        p: 'Cards 2 to 10 count their number; J, Q, K count 10; an ace is 1 or 11, whichever helps. An ace with a ten-card as the first two is a blackjack.'
      },
      turn: {
        h: 'Your turn',
        p: 'Hit (key H) takes a card; stand (S) stops; double (D, asks first) doubles the stake for exactly one card; split (P) makes a pair two hands; surrender (R, asks first) gives up half the stake.'
      },
      dealer: {
        h: 'The dealer',
        p: 'The dealer has one card up and one down. After everyone’s turn the dealer turns it over and draws to 17. With an ace up you may take insurance.'
      },
      pay: {
        h: 'Winning and losing',
        p: 'A win pays your stake, a blackjack usually 3 to 2, a tie keeps it, a bust loses at once.'
      }
    },
    sicbo: {
      title: 'How to play Sic Bo',
      goal: {
        h: 'The aim',
        p: 'Guess how three dice land. You put chips on spots, the dealer shakes, the spots that come true are paid.'
      },
      spots: {
        h: 'The spots',
        p: 'Nhỏ (Xỉu, small) is a total of 4–10, Lớn (Tài, big) 11–17; both lose on a triple. There are also totals, single numbers, doubles, triples and two-dice combinations.'
      },
      pay: {
        h: 'What they pay',
        p: 'Each spot shows its odds: "6 to 1" means a 10-chip bet wins 60 chips and keeps the 10 staked.'
      },
      edge: {
        h: 'The house edge',
        p: 'Each roll is independent of the ones before: no board can predict the next. Turn on "Show house edges" at the table to see each spot’s.'
      }
    }
  },
  guide: {
    done: 'Got it, don’t show again',
    later: 'Later',
    keys: 'Press ? at any time for the keys.',
    welcome: 'A guided first round at each table',
    xidach: {
      title: 'Your first Xì dách round',
      s1: 'Type a stake (or pick a chip), then press Deal.',
      s2: 'Everyone gets two cards. Xì bàng (two aces) and Xì dách (an ace with a 10, J, Q or K) win at once.',
      s3: 'Your turn: Bốc (draw, key H) takes a card, Dằn (stand, key S) stops; standing under the table’s minimum (usually 16) is non, over 21 is quắc (bust).',
      s4: 'The dealer draws last, then checks each hand; the result and the money come at the end.'
    },
    blackjack: {
      title: 'Your first Blackjack round',
      s1: 'Pick a chip and press a spot to add it; press Deal.',
      s2: 'Get closer to 21 than the dealer without going over. An ace is 1 or 11, J Q K are 10.',
      s3: 'Your turn: hit (H), stand (S), double (D), split (P) with a pair.',
      s4: 'The dealer turns over the hole card and draws to 17; each hand’s result comes last.'
    },
    sicbo: {
      title: 'Your first Sic Bo roll',
      s1: 'Choose a chip value under the layout.',
      s2: 'Press spots to bet: Nhỏ (Xỉu, small) 4–10, Lớn (Tài, big) 11–17, totals, doubles, triples…',
      s3: 'Press Roll: the dealer closes betting and shakes three dice.',
      s4: 'Winning spots light up; the panel on the right lists each bet’s money, the road records the rolls.'
    }
  },
  sound: {
    mute: 'Mute',
    unmute: 'Unmute',
    muteHint: 'Sounds of cards, chips, dice, a win and a loss',
    volume: 'Volume',
    mutedSetting: 'Mute every sound at the tables'
  },
  pace: {
    slow: 'Slow',
    normal: 'Normal',
    fast: 'Fast',
    instant: 'Instant',
    skip: 'Skip'
  },
  motion: {
    system: 'Follow the system',
    on: 'On',
    off: 'Off'
  },
  hosts: {
    electron: 'Desktop app',
    web: 'Browser'
  },
  dateField: {
    pattern: 'mm/dd/yyyy',
    hint: 'As month/day/year, for example {{example}}. Leave empty for no date limit.',
    badFormat: 'Enter the date as month/day/year, for example {{example}}.',
    badDate: 'There is no date {{text}}. Check the month and the day.'
  },
  errors: {
    chipsFormat: 'Enter a number of chips with at most two decimals (for example 250, 1,000 or 12.50).',
    chipsRange: 'The amount must be from {{min}} to {{max}} chips.',
    server: 'That did not work: {{message}}',
    disconnected: 'The connection to the server was lost; nothing was done. Please try again.',
    loadFailed: 'Could not load the data: {{message}}',
    retry: 'Try again'
  },
  connection: {
    connecting: 'Connecting to the table…',
    lost: 'Lost the connection to the server. Trying to reconnect…',
    retry: 'Reconnect now',
    hint: 'If the server was restarted, open the new address it printed.',
    noToken: 'This page needs the full address (with ?token=…) that the Bàn Xanh server prints when it starts.'
  },
  damaged: {
    title: 'The data file is damaged',
    reason: {
      'not-a-database': 'The data file is not a valid database.',
      'newer-version': 'The data file was written by a newer version of Bàn Xanh than this one.',
      unreadable: 'The data file could not be read.'
    },
    movedTo: 'The old file was moved aside, not deleted:',
    details: 'Technical details',
    startFresh: 'Start with fresh data',
    backup:
      'The newest good backup is from {{date}}. Restoring copies it to be the data file (the backup itself stays); anything played after that day is not in it.',
    noBackup: 'There is no backup that opens cleanly to restore.',
    restore: 'Restore the backup of {{date}}',
    openFolder: 'Open the data folder',
    folderNotOpened: 'The folder could not be opened from here. The data folder is:',
    later: 'If you close the app now, this notice comes back next time until you choose.'
  },
  storeFault: {
    'disk-full': 'The disk is full: what you do now is not saved.',
    'read-only': 'The data folder is read-only: what you do now is not saved.',
    'write-failed': 'The data file cannot be written: what you do now is not saved.',
    hint: 'Everything saved before is safe and can still be viewed. Bàn Xanh saves again by itself as soon as the disk allows.'
  },
  dialog: {
    close: 'Close'
  },
  server: serverEn,
  tableKit: tableKitEn,
  sicbo: sicboEn,
  blackjack: blackjackEn,
  xidach: xidachEn,
  sim: simEn,
  history: historyEn,
  events: eventWordsEn,
  houseRules: houseRulesEn
}
