/**
 * What later issues added to the house's answers, taken out again exactly, so a migration test can
 * compare today's answers with those an older version recorded. Each names what it allows; anything
 * else in an answer must be as recorded.
 */
import { expect } from 'vitest'

/**
 * The CSV gained a byte-order mark (so Excel reads Vietnamese names) and an `outcome_text` column
 * (the outcome in words, beside the code) with issue 10, after schema 3's export was recorded. Both are
 * taken out again here, exactly: the BOM, and the eleventh field of every line; the rest must match.
 */
export function csvAsSchema3Wrote(text: string): string {
  expect(text.startsWith('\ufeff')).toBe(true)
  return text
    .slice(1)
    .split('\n')
    .map((line) => {
      if (line === '') return line
      const fields: string[] = []
      let i = 0
      while (i <= line.length) {
        let j = i
        if (line[i] === '"') {
          j = i + 1
          while (j < line.length && !(line[j] === '"' && line[j + 1] !== '"')) j += line[j] === '"' ? 2 : 1
          j++
        } else while (j < line.length && line[j] !== ',') j++
        fields.push(line.slice(i, j))
        i = j + 1
      }
      expect(fields[10] === 'outcome_text' || fields.length === 13, line).toBe(true)
      return [...fields.slice(0, 10), ...fields.slice(11)].join(',')
    })
    .join('\n')
}

/**
 * A session's answer gained `mistakes`, and a recall `grades`, with the Blackjack grades (issue 11,
 * migration 5), and `xidachMistakes` / `xidachGrades` with Xì dách's (migration 8). A store from before
 * holds no grades, so they say exactly "nothing graded" (or are absent); anything else in the answer
 * must be what that schema answered.
 */
export function withoutNoGrades(answer: unknown, key: 'mistakes' | 'grades' = 'mistakes'): unknown {
  const xidach = key === 'mistakes' ? 'xidachMistakes' : 'xidachGrades'
  const { [key]: grades, [xidach]: xidachGrades, ...rest } = answer as Record<string, unknown>
  for (const g of [grades, xidachGrades])
    expect([undefined, null, [], { graded: 0, costMinor: 0, items: [] }]).toContainEqual(g)
  return rest
}

/**
 * A store from after the Blackjack grades but before Xì dách's (schemas 5–7): its answers kept their
 * `mistakes` / `grades` as recorded, and gained only `xidachMistakes` / `xidachGrades`, which must say
 * "nothing graded".
 */
export function withoutNoXidachGrades(answer: unknown, key: 'mistakes' | 'grades' = 'mistakes'): unknown {
  const xidach = key === 'mistakes' ? 'xidachMistakes' : 'xidachGrades'
  const { [xidach]: xidachGrades, ...rest } = answer as Record<string, unknown>
  expect([undefined, null, [], { graded: 0, costMinor: 0, items: [] }]).toContainEqual(xidachGrades)
  return rest
}
