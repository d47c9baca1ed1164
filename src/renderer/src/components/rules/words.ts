/**
 * House rules in words for the screen: preset and group names, each key's value as text, and the
 * checks a field makes on what the user typed before the house's own validation. The keys, ranges
 * and explanations themselves come from the registry (src/shared/rules); nothing here decides what
 * is allowed, it only says it in the user's language.
 */
import { sicboRulesToKeys, type SicboRules } from '@shared/games/sicbo'
import type { GameId } from '@shared/games'
import { chipsToMinor } from '@shared/money'
import {
  getRuleValue,
  RULES,
  xidachRulesToKeys,
  type RuleKeyInfo,
  type RuleKeys,
  type RuleWordKey
} from '@shared/rules/index'
import { blackjackSmallestStake, type BlackjackRules } from '@shared/games/blackjack'
import type { XidachRules } from '@shared/games/xidach'
import type { RulesetSummary } from '@shared/contract/rulesets'
import { chips, formatNumber, language, t, tn, type MessageKey } from '@renderer/i18n/index.svelte'
import { normalizeNumber } from '@renderer/lib/chips-input'
import { houseRulesVi } from '@renderer/i18n/rules.vi'

/** A registry word (a key's name or help, a preset's "follows") from the catalogue, `houseRules.registry`. */
export function words(key: RuleWordKey): string {
  return t(`houseRules.registry.${key}` as MessageKey)
}

/** A preset's display name ("CLUB 99", "Luyện tập"), or the id itself for one the screen doesn't know. */
export function presetName(preset: string): string {
  return preset in houseRulesVi.presetNames ? t(`houseRules.presetNames.${preset}` as MessageKey) : preset
}

/** An enumerated value in words ("theo số lá"), or the value itself where it reads as it is ("3:2"). */
export function enumText(value: string): string {
  return value in houseRulesVi.enumValues ? t(`houseRules.enumValues.${value}` as MessageKey) : value
}

/**
 * A rule's explanation for players: an option named by its id (the registry writes «by-count» in
 * Vietnamese, "by-count" in English) reads as the field shows it: an enum value's words («theo số
 * lá»), and the value that switches a number key off as its field says it («Tắt», «Không giới hạn»),
 * not as the enum word "không cho" ("«không cho»: không giới hạn" said the opposite of the rule).
 */
export function helpText(info: Pick<RuleKeyInfo, 'help' | 'kind'>): string {
  const special = 'special' in info.kind ? info.kind.special : undefined
  const say = (id: string): string | null =>
    id === special ? specialText(id) : id in houseRulesVi.enumValues ? enumText(id) : null
  return withoutSeeds(
    words(info.help)
      .replace(/«([a-z0-9-]+)»/g, (all, id: string) => (say(id) === null ? all : `«${say(id) as string}»`))
      .replace(/"([a-z0-9-]+)"/g, (all, id: string) => (say(id) === null ? all : `"${say(id) as string}"`))
      // The registry explains an id with words that are now the option's own: "«push» hòa" became
      // "«hòa» hòa", "«none»: không giới hạn" "«Không giới hạn»: không giới hạn". Say them once.
      .replace(/([«"])([^«»"]+)([»"]):?\s+\2(?![\p{L}\p{N}])/giu, '$1$2$3')
  )
}

/** Text without its references to the seed documents ("(tài liệu 001)", "(đọc chặt tài liệu 001)", "of seed 004"). */
function withoutSeeds(text: string): string {
  return text
    .replace(/\s*\([^()]*(?:tài liệu|seed) \d{3}[^()]*\)/g, '')
    .replace(/\s+(?:của|theo) tài liệu \d{3},?/g, '')
    .replace(/\s+(?:of|in) seed \d{3}/g, '')
    .trim()
}

/**
 * What a preset follows, in players' words: which seed document it comes from is for the docs
 * (docs/rules-*.md), so "(tài liệu 003)" / "(seed 003)" and the like are left out.
 */
export function followsText(follows: RuleWordKey): string {
  return withoutSeeds(words(follows))
}

export function groupName(group: string): string {
  return group in houseRulesVi.groups ? t(`houseRules.groups.${group}` as MessageKey) : group
}

/**
 * The name a session or round shows for its rules: a saved ruleset's own name, or for a preset table
 * (`rulesetId` null) the preset's display name.
 */
export function rulesDisplayName(rulesName: string, saved: boolean): string {
  return saved ? rulesName : presetName(rulesName)
}

/** Resolved rules (a table's or a round's snapshot) back as the registry's keys; null if unreadable. */
export function keysOfRules(game: GameId, rules: unknown): RuleKeys | null {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) return null
  try {
    if (game === 'sicbo') return sicboRulesToKeys(rules as SicboRules)
    if (game === 'xidach') return xidachRulesToKeys(rules as XidachRules)
    // Blackjack's resolved rules are its keys already.
    return { ...(rules as RuleKeys) }
  } catch {
    return null
  }
}

/** The registry entry of a key, by its dotted name. */
export function keyInfo(game: GameId, key: string): RuleKeyInfo | undefined {
  return RULES[game].keys.find((k) => k.key === key)
}

/**
 * A key's value in a table's rules summary: as set, except Blackjack's minimum stake, which is the
 * smallest stake the table takes (the minimum rounded up to the stake step): a 6:5 table said
 * "Minimum 0.01" where it takes 0.1.
 */
export function headlineValue(game: GameId, info: RuleKeyInfo, keys: RuleKeys): string {
  if (game === 'blackjack' && info.key === 'minBet') {
    const c = RULES.blackjack.check(keys)
    if (c.ok) return chips(blackjackSmallestStake(c.rules as BlackjackRules))
  }
  return valueText(info, getRuleValue(RULES[game], keys, info.key))
}

/** A value as the screen shows it: "Bật", "6 ăn 1", "25 chip", "Không giới hạn" … */
export function valueText(info: RuleKeyInfo, value: unknown): string {
  const k = info.kind
  if (value === undefined) return '—'
  if ((k.type === 'integer' || k.type === 'chips') && k.special !== undefined && value === k.special)
    return specialText(k.special)
  switch (k.type) {
    case 'boolean':
      return value === true ? t('houseRules.field.on') : t('houseRules.field.off')
    case 'enum':
      return enumText(String(value))
    case 'chips': {
      const minor = typeof value === 'number' ? chipsToMinor(value) : null
      return minor === null ? String(value) : chips(minor)
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number') return String(value)
      if (info.group === 'payTable') return t('houseRules.values.pays', { n: formatNumber(value) })
      if (info.group === 'payouts' && info.key.startsWith('pay.'))
        return t('houseRules.values.times', { n: formatNumber(value) })
      if (info.key === 'decisionSeconds') return t('houseRules.values.seconds', { n: formatNumber(value) })
      if (info.key === 'charlie' || info.key === 'maxCards')
        return t('houseRules.values.cards', { n: formatNumber(value) })
      return formatNumber(value)
    }
  }
}

/** The words for a key's switched-off value: "off", "none" (no limit), null (no maximum). */
export function specialText(special: string | null): string {
  if (special === 'off') return t('houseRules.field.special.off')
  if (special === 'none') return t('houseRules.field.special.none')
  return t('houseRules.field.special.noMax')
}

export type FieldParse = { ok: true; value: number } | { ok: false; problem: string }

/**
 * What the user typed into a number field → the key's value, or the problem in words. The range is
 * the registry's; cross-key rules (a maximum below a minimum) are the house's to check.
 */
export function parseField(info: RuleKeyInfo, text: string): FieldParse {
  const k = info.kind
  const s = text.trim()
  if (k.type === 'chips') {
    // Chips are read as the language writes them, as every chips field of the app reads them
    // (lib/chips-input.ts): "1.000" is one thousand in Vietnamese, "1,000" in English.
    const plain = normalizeNumber(s, language())
    if (plain === null) return { ok: false, problem: t('houseRules.field.chipsFormat') }
    const n = Number(plain)
    if (n < k.min || n > k.max)
      return {
        ok: false,
        problem: t('houseRules.field.outOfRange', { min: formatNumber(k.min), max: formatNumber(k.max) })
      }
    return { ok: true, value: n }
  }
  if (k.type !== 'integer' && k.type !== 'number') return { ok: false, problem: t('houseRules.field.notNumber') }
  const n = Number(s.replace(',', '.'))
  if (s === '' || !Number.isFinite(n)) return { ok: false, problem: t('houseRules.field.notNumber') }
  if (k.type === 'integer' && !Number.isInteger(n)) return { ok: false, problem: t('houseRules.field.notInteger') }
  if (n < k.min || n > k.max)
    return {
      ok: false,
      problem: t('houseRules.field.outOfRange', { min: formatNumber(k.min), max: formatNumber(k.max) })
    }
  if (k.type === 'number') {
    // Compare in whole steps so 0.1 + 0.2 style binary noise does not refuse a valid value.
    const steps = (n - k.min) / k.step
    if (Math.abs(steps - Math.round(steps)) > 1e-9)
      return { ok: false, problem: t('houseRules.field.stepMismatch', { step: formatNumber(k.step) }) }
  }
  return { ok: true, value: n }
}

/** The range hint under a number field. */
export function rangeText(info: RuleKeyInfo): string {
  const k = info.kind
  if (k.type === 'chips')
    return t('houseRules.field.chipsRange', { min: formatNumber(k.min), max: formatNumber(k.max) })
  if (k.type === 'integer' || k.type === 'number')
    return t('houseRules.field.range', { min: formatNumber(k.min), max: formatNumber(k.max) })
  return ''
}

/** A saved ruleset's line under its name: its version, the preset it came from, how much it was used. */
export function rulesetLine(r: RulesetSummary): string {
  const used =
    r.sessions > 0
      ? tn('houseRules.mine.sessions', r.sessions, { n: formatNumber(r.sessions) })
      : t('houseRules.mine.unused')
  return `${t('houseRules.mine.version', { version: r.version })} · ${t('houseRules.mine.from', { preset: presetName(r.preset) })} · ${used}`
}
