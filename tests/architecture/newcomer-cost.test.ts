/**
 * The three newcomer changes stay cheap (issue 33; docs/architecture.md "Adding a rule, a bet, a
 * column"): each list a new Blackjack rule, Sic Bo pay row or CSV column must reach is read from one
 * place, so a rule added in one place and missing from another fails here rather than on a screen.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  BLACKJACK_EV_KEYS,
  BLACKJACK_RULE_KEYS,
  BLACKJACK_RULE_TABLE,
  BLACKJACK_RULES_ADDED,
  blackjackPresets,
  blackjackRulesSchema
} from '@shared/games/blackjack'
import {
  ALL_SPOTS,
  FACES,
  PAY_TABLE_ROWS,
  ODD_EVEN_PAYS,
  PAY_TABLES,
  parseSpot,
  payRowsOf,
  spotPays,
  type SicboDice,
  type SicboPayTable
} from '@shared/games/sicbo'
import { RULES } from '@shared/rules'
import { ruleWordsEn } from '@shared/i18n/rules.en'
import { ruleWordsVi } from '@shared/i18n/rules.vi'
import { compileRules, mayDouble } from '../../src/core/engine/games/blackjack'
import { rulesKey } from '../../src/core/drill/flashcards'
import { CSV_COLUMNS, CSV_HEADER } from '../../src/core/history/export-csv'

const sorted = (xs: Iterable<string>): string[] => [...xs].sort()

describe('a Blackjack house rule is one row of BLACKJACK_RULE_TABLE', () => {
  const keys = sorted(BLACKJACK_RULE_KEYS)

  it('the schema, the rules screen and both word catalogues list exactly the table’s keys', () => {
    expect(sorted(Object.keys(blackjackRulesSchema.shape))).toEqual(keys)
    expect(sorted(RULES.blackjack.keys.map((k) => k.key))).toEqual(keys)
    expect(sorted(Object.keys(ruleWordsVi.blackjack.keys))).toEqual(keys)
    expect(sorted(Object.keys(ruleWordsEn.blackjack.keys))).toEqual(keys)
  })

  it('every preset gives every key a value the schema accepts', () => {
    for (const [preset, rules] of Object.entries(blackjackPresets)) {
      expect(sorted(Object.keys(rules)), preset).toEqual(keys)
      expect(blackjackRulesSchema.safeParse(rules).success, preset).toBe(true)
    }
  })

  it('the engine and the analysis read every key from compileRules, with no line of their own for a new one', () => {
    for (const rules of Object.values(blackjackPresets)) {
      const cfg = compileRules(rules)
      for (const k of keys) expect(k in cfg, k).toBe(true)
    }
  })

  it('the rule costs’ places are 1 … n, each once (a key that moves the EV has a place)', () => {
    const places = BLACKJACK_EV_KEYS.map((k) => BLACKJACK_RULE_TABLE[k].ev)
    expect(places).toEqual(BLACKJACK_EV_KEYS.map((_, i) => i + 1))
  })

  it('a key added later keeps the old behaviour: its value is one the schema takes, and the upgrade fills it', () => {
    for (const [k, before] of Object.entries(BLACKJACK_RULES_ADDED)) {
      const row = BLACKJACK_RULE_TABLE[k as keyof typeof BLACKJACK_RULE_TABLE]
      expect(row.schema.safeParse(before).success, k).toBe(true)
    }
  })

  it('the drill’s stored rules key keeps its text for rules stored before any added key (club99, from its preset column)', () => {
    // docs/rules-blackjack.md, club99: 6 decks, S17, peek, double any two (0–21), DAS, 4 hands, no
    // resplit or hit of split aces, late surrender, 3:2 (1.5), Charlie at 11 cards, 11 cards at most.
    expect(rulesKey(blackjackPresets.club99)).toBe(
      '{"decks":6,"splitBy":"rank","h17":false,"peek":true,"doubleMin":0,"doubleMax":21,"das":true,"maxHands":4,' +
        '"resplitAces":false,"hitSplitAces":false,"surrender":"late","bjPays":1.5,"charlie":11,"maxCards":11}'
    )
  })
})

describe('when a Blackjack hand may double is one answer (mayDouble)', () => {
  const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')
  const read = (f: string): string => readFileSync(join(ROOT, 'src/core/engine/games/blackjack', f), 'utf8')
  // The places that decide a double: the engine, the exact analysis, the bots' strategy, the drill.
  const ASKERS = ['legal.ts', 'analysis/exact.ts', 'strategy.ts', 'drill.ts']

  it('each place that decides a double asks mayDouble and reads none of the double rules itself', () => {
    for (const f of ASKERS) {
      const code = read(f)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        // The totals doubleOn allows, handed on to mayDouble, are not a decision of their own.
        .replace(/doubleRange\(\w+\.doubleOn\)/g, '')
      expect(code, f).toMatch(/\bmayDouble\(/)
      expect(code.match(/\.(?:das|doubleAfterSplit|doubleMin|doubleMax|doubleOn)\b/g) ?? [], f).toEqual([])
    }
  })

  it('answers the rules as written (docs/rules-blackjack.md "double"), case by case', () => {
    const r = { doubleAfterSplit: true, hitSplitAces: false, doubleMin: 9, doubleMax: 11 }
    expect(mayDouble(r, false, false, 10)).toBe(true)
    expect(mayDouble(r, false, false, 12)).toBe(false) // outside 9-11
    expect(mayDouble(r, true, false, 11)).toBe(true) // DAS
    expect(mayDouble({ ...r, doubleAfterSplit: false }, true, false, 11)).toBe(false)
    expect(mayDouble(r, true, true, 11)).toBe(false) // one card to each split ace
    expect(mayDouble({ ...r, hitSplitAces: true }, true, true, 11)).toBe(true)
  })
})

describe('a Sic Bo pay row is one entry of PAY_TABLE_ROWS', () => {
  const rows = sorted(PAY_TABLE_ROWS)
  const rolls: SicboDice[] = []
  for (const a of FACES) for (const b of FACES) for (const c of FACES) rolls.push([a, b, c])

  it('every preset’s table, the rules screen and both word catalogues have exactly its rows', () => {
    for (const [name, table] of Object.entries(PAY_TABLES)) expect(sorted(Object.keys(table)), name).toEqual(rows)
    const screen = RULES.sicbo.keys.filter((k) => k.key.startsWith('payTable.')).map((k) => k.key.slice(9))
    expect(sorted(screen)).toEqual(rows)
    expect(sorted(Object.keys(ruleWordsVi.sicbo.keys.payTable))).toEqual(rows)
    expect(sorted(Object.keys(ruleWordsEn.sicbo.keys.payTable))).toEqual(rows)
  })

  it('every row is paid by some spot on some roll (a row no spot reads would be a dead setting)', () => {
    for (const row of PAY_TABLE_ROWS) {
      // 999 is in no preset's table, so a payout of 999 can only be this row's.
      const table: SicboPayTable = { ...PAY_TABLES.trainer, [row]: 999 }
      const paid = ALL_SPOTS.some((s) => rolls.some((d) => spotPays(table, parseSpot(s)!, d) === 999))
      expect(paid, row).toBe(true)
    }
  })

  it('payRowsOf names the rows spotPays pays each spot from (the rules screen and the board read it)', () => {
    // Each row a value no other row has (and not odd/even's 1), so a payout names its row.
    const table = Object.fromEntries(PAY_TABLE_ROWS.map((row, i) => [row, 101 + i])) as SicboPayTable
    for (const spot of ALL_SPOTS) {
      const p = parseSpot(spot)!
      const rows = payRowsOf(p).map((row) => table[row])
      const paid = new Set(rolls.map((d) => spotPays(table, p, d)).filter((n): n is number => n !== null))
      expect(sorted([...paid].map(String)), spot).toEqual(sorted((rows.length ? rows : [ODD_EVEN_PAYS]).map(String)))
    }
  })
})

describe('a CSV column is one entry of CSV_COLUMNS', () => {
  it('the header is the columns’ own, each once, each with what it reads', () => {
    expect(CSV_HEADER).toEqual(CSV_COLUMNS.map((c) => c.header))
    expect(new Set(CSV_HEADER).size).toBe(CSV_HEADER.length)
    for (const c of CSV_COLUMNS) expect(c.sql.length, c.header).toBeGreaterThan(0)
  })
})
