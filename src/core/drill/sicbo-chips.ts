/**
 * Paying in chips' procedures (contract/chip-drill.ts; docs/rules-sicbo.md "Paying in chips"). Like the
 * payout drill: the questions are dealt from a fresh OS-seeded stream and kept in main until they are
 * answered once; main grades every answer against what it dealt (the fewest chips by the exact solver,
 * the settlement's order by its rule), times it from its own clock and saves the result for the profile
 * it was dealt to (`drill_results`, game `sicbo`, `answers_json.kind` chips).
 */
import { randomBytes } from 'node:crypto'
import type { ChipsChecked, ChipsQuestion } from '@shared/contract/chip-drill'
import { CHIP_SETS, type ChipSetName } from '@shared/games/chip-sets'
import {
  resolveSicboRules,
  type ChipAnswer,
  type ChipItem,
  type ChipItemCheck,
  type ChipTask
} from '@shared/games/sicbo'
import type { Minor } from '@shared/money'
import { checkChipItem, dealChipTask } from '../engine/games/sicbo'
import { HmacStream, newServerSeed } from '../fairness/stream'
import { refused, rulesRefusal } from '../errors'
import type { CoreContext, Handlers } from '../types'
import { currentProfile, pendingDrill } from './current-profile'
import { MAX_PENDING_DRILLS } from './index'
import { drillRepo } from './repo'

interface Pending {
  id: string
  profileId: string
  task: ChipTask
  set: ChipSetName | null
  denominations: Minor[]
  rulesName: string
  items: ChipItem[]
  issuedAtMs: number
}

/** What answers_json holds for a chip drill. */
interface SavedChips {
  kind: 'chips'
  task: ChipTask
  outOf: number
  correct: boolean
  rulesName: string
  set: ChipSetName | null
  denominationsMinor: Minor[]
  items: ChipItem[]
  answers: ChipAnswer[]
  checks: ChipItemCheck[]
  clientElapsedMs: number | null
}

export function chipDrillHandlers(ctx: CoreContext): Pick<Handlers, 'drill.chipsNew' | 'drill.chipsCheck'> {
  const pending = new Map<string, Pending>()

  return {
    'drill.chipsNew': ({ task, rules: keys, set, denominationsMinor }): ChipsQuestion => {
      const profileId = currentProfile(ctx.store())
      const resolved = resolveSicboRules(keys)
      if (!resolved.ok) throw rulesRefusal(resolved)
      const own = denominationsMinor ? [...new Set(denominationsMinor)].sort((a, b) => a - b) : null
      if (own && own.length !== denominationsMinor?.length)
        throw refused('denominationsMinor: each chip must differ', { key: 'drill.chipsSet' })
      const denominations = own ?? [...CHIP_SETS[set]]
      let items: ChipItem[]
      try {
        items = dealChipTask(task, resolved.rules, denominations, new HmacStream(newServerSeed(), 'chips', 0))
      } catch (e) {
        if (e instanceof RangeError) throw refused(`denominationsMinor: ${e.message}`, { key: 'drill.chipsSet' })
        throw e
      }
      const now = ctx.now()
      const id = randomBytes(12).toString('base64url')
      const rulesName = resolved.rules.payTableName === 'custom' ? 'custom' : resolved.rules.preset
      const p: Pending = {
        id,
        profileId,
        task,
        set: own ? null : set,
        denominations,
        rulesName,
        items,
        issuedAtMs: now.getTime()
      }
      pending.set(id, p)
      while (pending.size > MAX_PENDING_DRILLS) pending.delete(pending.keys().next().value as string)
      return {
        drillId: id,
        task,
        set: p.set,
        denominationsMinor: [...denominations],
        items: structuredClone(items),
        rulesName,
        issuedAt: now.toISOString()
      }
    },

    'drill.chipsCheck': ({ drillId, answers, elapsedMs }): ChipsChecked => {
      const d = pendingDrill(ctx.store(), pending, drillId)
      if (answers.length !== d.items.length)
        throw refused(`answers: gives ${answers.length} answers for the ${d.items.length} questions of this drill`, {
          key: 'drill.chipsAnswer'
        })
      let checks: ChipItemCheck[]
      try {
        checks = d.items.map((item, i) => checkChipItem(item, d.denominations, answers[i] as ChipAnswer))
      } catch (e) {
        if (e instanceof RangeError) throw refused(`answers: ${e.message}`, { key: 'drill.chipsAnswer' })
        throw e
      }
      const score = checks.filter((c) => c.right).length
      const outOf = checks.length
      const now = ctx.now()
      const durationMs = Math.max(0, now.getTime() - d.issuedAtMs)
      const saved: SavedChips = {
        kind: 'chips',
        task: d.task,
        outOf,
        correct: score === outOf,
        rulesName: d.rulesName,
        set: d.set,
        denominationsMinor: d.denominations,
        items: d.items,
        answers,
        checks,
        clientElapsedMs: elapsedMs ?? null
      }
      const store = ctx.store()
      const repo = drillRepo(store)
      const id = store.tx(() =>
        Number(
          repo.insert.run(d.profileId, 'sicbo', score, durationMs, JSON.stringify(saved), now.toISOString())
            .lastInsertRowid
        )
      )
      pending.delete(drillId)
      return {
        items: checks,
        score,
        outOf,
        correct: score === outOf,
        durationMs,
        result: {
          id,
          drill: 'sicbo-chips',
          score,
          outOf,
          correct: score === outOf,
          durationMs,
          createdAt: now.toISOString()
        }
      }
    }
  }
}
