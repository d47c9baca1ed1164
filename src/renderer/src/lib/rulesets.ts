/** The renderer's house-rules calls: the saved rulesets of a game, one ruleset, checking keys, and edits. */
import type { GameId } from '@shared/games'
import type { In, Out } from './calls'
import type { Client } from './rpc'

export const listRulesets = (client: Client, game: GameId): Out<'rulesets.list'> =>
  client.call('rulesets.list', { game })

/** One ruleset; `version` reads an earlier version of it. */
export const readRuleset = (client: Client, id: In<'rulesets.get'>['id'], version?: number): Out<'rulesets.get'> =>
  client.call('rulesets.get', { id, ...(version !== undefined ? { version } : {}) })

export const validateRules = (client: Client, input: In<'rulesets.validate'>): Out<'rulesets.validate'> =>
  client.call('rulesets.validate', input)

export const createRuleset = (client: Client, input: In<'rulesets.create'>): Out<'rulesets.create'> =>
  client.call('rulesets.create', input)

export const saveRuleset = (client: Client, input: In<'rulesets.save'>): Out<'rulesets.save'> =>
  client.call('rulesets.save', input)

export const duplicateRuleset = (client: Client, input: In<'rulesets.duplicate'>): Out<'rulesets.duplicate'> =>
  client.call('rulesets.duplicate', input)

export const deleteRuleset = (client: Client, id: In<'rulesets.delete'>['id']): Out<'rulesets.delete'> =>
  client.call('rulesets.delete', { id, confirm: true })
