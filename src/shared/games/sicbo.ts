/**
 * Sic Bo rules as data (docs/rules-sicbo.md): bet spots, pay tables, house-rule keys, the payout of one spot
 * for one roll, and the engine's action / event / view shapes. Shared with the renderer, so nothing
 * here touches Node.
 *
 * The game's one public entry: the code lives in the modules below, split by what it is, and every
 * importer names this file so the split stays an inside matter.
 */
export * from './sicbo-spots'
export * from './sicbo-rules'
export * from './sicbo-play'
export * from './sicbo-drill'
export * from './sicbo-chips'
