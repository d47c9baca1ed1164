/**
 * Xì dách (Vietnamese blackjack): house rules, presets, actions, what a seat sees, and the stake caps.
 * Shared by main and the renderer, so nothing here imports from Node. docs/rules-xidach.md describes the
 * rules and explains every key in words.
 *
 * The game's one public entry: the code lives in the modules below, split by what it is, and every
 * importer names this file so the split stays an inside matter.
 */
export * from './xidach-rules'
export * from './xidach-stakes'
export * from './xidach-play'
export * from './xidach-seats'
