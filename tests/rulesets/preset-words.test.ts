/**
 * Issue 32: a preset's line said where it came from ("Xì dách theo Wikipedia (tài liệu 000)", "Macau:
 * seed 003, the Wizard of Odds Sic Bo page…") instead of what its rules are. Each line now states its
 * rules; checked against the presets' own data, so a line that drifts from its preset fails.
 */
import { describe, expect, it } from 'vitest'
import { blackjackPresets, BLACKJACK_PRESETS } from '@shared/games/blackjack'
import { XIDACH_PRESET_RULES, XIDACH_PRESETS } from '@shared/games/xidach-rules'
import { PAY_TABLES } from '@shared/games/sicbo-spots'
import { ruleWordsEn } from '@shared/i18n/rules.en'
import { ruleWordsVi } from '@shared/i18n/rules.vi'

const CITATION = /seed|tài liệu|wikipedia|wizard of odds|guide|hướng dẫn|trực tuyến|online/i
const langs = [
  ['vi', ruleWordsVi],
  ['en', ruleWordsEn]
] as const

describe('preset lines say what the rules are', () => {
  for (const [lang, words] of langs) {
    it(`${lang}: no line is a citation`, () => {
      const lines = [
        ...Object.values(words.xidach.presets),
        ...Object.values(words.blackjack.presets),
        ...Object.values(words.sicbo.presets)
      ]
      expect(lines.filter((l) => CITATION.test(l))).toEqual([])
    })

    it(`${lang}: Blackjack lines name the decks, the soft 17 rule and the surrender`, () => {
      for (const p of BLACKJACK_PRESETS) {
        const r = blackjackPresets[p]
        const line = words.blackjack.presets[p]
        const decks = lang === 'vi' ? { 1: 'Một bộ', 6: 'Sáu bộ' } : { 1: 'One deck', 6: 'Six decks' }
        expect(line, p).toContain(decks[r.decks as 1 | 6])
        const soft17 = r.dealerHitsSoft17
          ? lang === 'vi'
            ? 'bốc ở 17 mềm'
            : 'hits soft 17'
          : lang === 'vi'
            ? 'dừng ở 17 mềm'
            : 'stands on soft 17'
        if (p !== 'european') expect(line, p).toContain(soft17)
        const surrender =
          r.surrender === 'none'
            ? lang === 'vi'
              ? 'không đầu hàng'
              : 'no surrender'
            : lang === 'vi'
              ? 'đầu hàng muộn'
              : 'late surrender'
        expect(line, p).toContain(surrender)
      }
    })

    it(`${lang}: Xì dách lines name the dealer's minimum and the doubled pays`, () => {
      for (const p of XIDACH_PRESETS) {
        const r = XIDACH_PRESET_RULES[p]
        const line = words.xidach.presets[p]
        if (p === 'pho-bien') {
          // "As at Tết, and …": what it adds to the Tết preset.
          expect(r.dealerMin).toBe(XIDACH_PRESET_RULES.tet.dealerMin)
          expect(line).toContain(String(r.denAt))
          expect(line).toContain(String(r.maxPlayers))
          expect(line).toContain(String(r.decisionSeconds))
        } else {
          expect(line, p).toContain(String(r.dealerMin))
          expect(line.includes(lang === 'vi' ? 'gấp đôi' : 'pay double'), p).toBe(r.pay.xiBang === 2)
        }
      }
    })

    it(`${lang}: Sic Bo lines name the pays that set the table apart`, () => {
      const to = (n: number): string => (lang === 'vi' ? `${n} ăn 1` : `${n} to 1`)
      expect(words.sicbo.presets.trainer).toContain(to(PAY_TABLES.trainer.double))
      expect(words.sicbo.presets.trainer).toContain(to(PAY_TABLES.trainer.combo))
      expect(words.sicbo.presets['atlantic-city']).toContain(to(PAY_TABLES['atlantic-city'].double))
      expect(words.sicbo.presets['atlantic-city']).toContain(to(PAY_TABLES['atlantic-city'].combo))
      for (const row of ['double', 'triple', 'anyTriple', 'combo'] as const)
        expect(words.sicbo.presets.macau, row).toContain(to(PAY_TABLES.macau[row]))
    })
  }
})
