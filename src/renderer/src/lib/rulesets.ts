/** The renderer's house-rules calls: the saved rulesets of a game, one ruleset, checking keys, and edits. */
import type { GameId } from '@shared/games'
import { passThrough, type In, type Out } from './calls'
import type { Client } from './rpc'

export const listRulesets = (client: Client, game: GameId): Out<'rulesets.list'> =>
  client.call('rulesets.list', { game })

/** One ruleset; `version` reads an earlier version of it. */
export const readRuleset = (client: Client, id: In<'rulesets.get'>['id'], version?: number): Out<'rulesets.get'> =>
  client.call('rulesets.get', { id, ...(version !== undefined ? { version } : {}) })

export const validateRules = passThrough('rulesets.validate')

export const createRuleset = passThrough('rulesets.create')

export const saveRuleset = passThrough('rulesets.save')

export const duplicateRuleset = passThrough('rulesets.duplicate')

export const deleteRuleset = (client: Client, id: In<'rulesets.delete'>['id']): Out<'rulesets.delete'> =>
  client.call('rulesets.delete', { id, confirm: true })
