/**
 * The house's refusals the renderer can word in the user's language. The house still writes its own
 * English message (logs, tests, a renderer without the key); next to it goes an `RpcError.i18n`
 * `{ key, vars }` naming one entry here. Each entry lists the values its text may use, so the house
 * cannot send a key without the values the text needs, and the renderer's catalogue
 * (i18n/server.vi.ts, typed from this table) cannot miss a key or invent one.
 *
 * Numbers are sent as numbers: the renderer formats them for the language.
 */

export const SERVER_TEXTS = {
  // A request the schema refused: the field's path and the schema's (English) reason, worded by the screen.
  'request.invalid': ['field', 'problem'],

  'profiles.notFound': ['id'],
  'profiles.duplicateName': ['name'],
  'profiles.tooMany': ['max'],
  'profiles.seatedElsewhere': [],
  'profiles.balanceLimit': ['maxChips'],

  'tables.notOpen': ['tableId'],
  'tables.countingBlackjackOnly': [],
  'tables.hintsUnavailable': [],
  'tables.noProfile': [],
  'tables.leaveMidRound': [],
  'tables.seedBetweenRounds': [],
  'tables.seedNewShoe': [],
  'tables.roundInPlay': [],
  'tables.otherTableRound': ['game', 'tableId'],
  'tables.notYourSeat': ['seat'],
  'tables.notProfileSeat': ['seat'],
  'tables.lookFirst': ['seat'],
  'tables.notLookTurn': ['seat'],
  'tables.notAtTable': [],
  'tables.onePerson': [],
  'tables.personMissing': [],
  'tables.personTwice': [],
  'tables.setupsFull': ['max'],
  'tables.twoStakes': ['seat'],
  'tables.stakeMissing': [],
  'tables.dealerNoStake': [],
  'tables.nothingToPass': [],
  'tables.stakesAsBets': [],
  'tables.roundGone': [],
  'tables.movedOn': [],
  'tables.notYourTurn': ['seat'],
  'tables.noBankToDecline': [],
  'tables.bankNotOffered': [],
  'tables.bankNobody': ['needChips'],
  'tables.bankNobodyElse': ['needChips'],
  'tables.notAvailable': ['game'],
  'tables.badAction': [],
  // Xì dách: how many computer players the table's rules seat, for the seat the person chose.
  'tables.botsRange': ['given', 'min', 'max'],
  // A stacked practice table's scenario file (tables.open `stacked`): `problem` is the reader's English reason.
  'tables.rulesOrScenario': [],
  'tables.stackedNotJson': [],
  'tables.stackedGame': ['game'],
  'tables.stackedSeats': ['seats', 'max'],
  'tables.stackedNoBots': [],
  'tables.stackedInvalid': ['where', 'problem'],
  // Situations picked on the chart (tables.open `stacked.situations`) are dealt under the house rules chosen.
  'tables.situationsRules': [],

  // The store cannot write (issue 12, F6): what happened, and where.
  'store.readOnly': ['dataDir'],
  'store.diskFull': ['dataDir'],
  'store.writeFailed': ['dataDir'],
  'store.noBackup': [],
  'store.closing': [],
  'store.notOpen': [],
  'store.freshFailed': [],

  'history.alreadyHere': ['session', 'round'],
  'history.noRound': ['roundId'],
  'history.roundInPlay': ['round'],
  'history.noSession': ['sessionId'],
  'history.sessionAtTable': [],
  'history.sharedSession': ['name'],
  'history.noExport': [],
  // Saved data that cannot be read back (core/tables/saved.ts): damaged, or from a newer release.
  'saved.roundDamaged': ['round'],
  'saved.tableDamaged': ['tableId'],
  'saved.newer': [],
  'fairness.invalidRecord': ['field', 'problem'],

  'drill.notFound': [],
  'drill.noResults': [],
  'simulation.notFound': [],
  'analysis.unavailable': [],
  'drill.otherProfile': [],
  'drill.answerCount': ['given', 'bets'],
  'drill.timedPerBet': [],
  'drill.chipsSet': [],
  'drill.chipsAnswer': [],
  'drill.liveSpot': ['spot'],
  'drill.countTooMany': ['cards', 'max'],
  // Strategy flashcards (drill.strategy*).
  'drill.noCells': [],
  'drill.cardMoved': [],
  'drill.notAllowed': [],
  'drill.trueCountMissing': [],

  // Importing a history file: nothing is written when any of these is refused.
  'historyImport.invalid': [],
  'historyImport.empty': [],
  'historyImport.notHistory': [],
  'historyImport.notJson': [],
  'historyImport.tooLarge': [],
  'historyImport.tooManyUploads': ['max'],
  'historyImport.tooManyProfiles': ['max'],
  'historyImport.rulesetDiffers': ['id', 'version'],
  'historyImport.negativeBalance': ['name'],
  'historyImport.overMaxBalance': ['name'],
  'historyImport.sessionOpen': ['session'],
  'historyImport.roundTaken': ['session', 'round'],
  'historyImport.uploadLost': [],

  // Saved house rules. `problem` is the rules check's English reason (the editor words its own fields).
  'rulesets.invalid': ['field', 'problem'],
  'rulesets.notFound': ['id'],
  'rulesets.noVersion': ['name', 'version'],
  'rulesets.otherGame': ['name', 'game'],
  'rulesets.duplicateName': ['name'],
  'rulesets.tooMany': ['max'],
  'rulesets.savedMeanwhile': ['name', 'version'],
  'rulesets.usedBySessions': ['name', 'sessions'],
  'rulesets.noLongerValid': ['name', 'version'],

  // House rules that contradict each other (two keys, each fine alone): the check's own reason, so the
  // rules editor can say it in the user's language. Amounts are in chips.
  'ruleCheck.earlySurrenderPeek': [],
  'ruleCheck.lateSurrenderPeek': [],
  'ruleCheck.charlieOverMaxCards': ['charlie', 'maxCards'],
  'ruleCheck.maxUnderMin': ['min'],
  'ruleCheck.totalUnderMax': ['floor'],
  'ruleCheck.rotateNeedsMaxBet': [],

  // Engine refusals (`RuleError.code`) whose English says nothing a translation without values would
  // lose. A move the rules do not allow now (`illegal`, Sic Bo's `not-allowed`) is worded without its
  // reason: the screens offer only the allowed moves, so it reaches the player only after a race (the
  // engine's English, with the reason and the allowed moves, stays in the log).
  'engine.betting-closed': [],
  'engine.not-your-turn': [],
  'engine.over': [],
  'engine.illegal': [],
  'engine.not-allowed': [],
  // Any other engine refusal: its English reason stays in the log.
  'engine.refused': [],
  // Blackjack partial insurance (issue 14): an amount outside the range, or more than the free chips.
  'engine.insurance-range': ['amount', 'min', 'max'],
  'engine.insurance-free': ['amount', 'free', 'min'],
  // Sic Bo bet refusals, with their amounts in chips.
  'engine.under-min-bet': ['spot', 'stake', 'min'],
  'engine.over-max-bet': ['spot', 'stake', 'max'],
  'engine.over-max-total-bet': ['total', 'max'],
  'engine.over-bankroll': ['total', 'chips'],
  'engine.house-cannot-cover': ['payout', 'house'],
  // Blackjack and Xì dách stake refusals (before the deal), amounts in chips; `times` is the largest
  // multiple a Xì dách hand can pay or lose, which the bank or the player's chips must cover.
  'engine.stake-not-positive': [],
  'engine.stake-under-min': ['stake', 'min'],
  'engine.stake-over-max': ['stake', 'max'],
  'engine.stake-over-bankroll': ['stake', 'chips'],
  'engine.stake-step': ['stake', 'step'],
  'engine.stake-over-bank': ['stake', 'times', 'max'],
  'engine.stake-over-cover': ['stake', 'times', 'max'],
  'engine.stake-none-possible': ['stake', 'min']
} as const satisfies Record<string, readonly string[]>

export type ServerTextKey = keyof typeof SERVER_TEXTS

type VarsOf<K extends ServerTextKey> = Record<(typeof SERVER_TEXTS)[K][number], string | number>

/** One key with exactly the values its text uses (none for a text without placeholders). */
export type ServerText = {
  [K in ServerTextKey]: (typeof SERVER_TEXTS)[K] extends readonly [] ? { key: K } : { key: K; vars: VarsOf<K> }
}[ServerTextKey]

/**
 * The key for an engine refusal's code when the catalogue has it and the engine sent every value its
 * text uses; else undefined (the engine's English stays).
 */
export function engineText(code: string, given?: Record<string, string | number>): ServerText | undefined {
  const key = `engine.${code}`
  if (!Object.prototype.hasOwnProperty.call(SERVER_TEXTS, key)) return undefined
  const needs: readonly string[] = SERVER_TEXTS[key as ServerTextKey]
  if (needs.length === 0) return { key } as ServerText
  if (!given || !needs.every((n) => given[n] !== undefined)) return undefined
  const vars: Record<string, string | number> = {}
  for (const n of needs) vars[n] = given[n] as string | number
  return { key, vars } as ServerText
}
