/**
 * `fairness.verify`: the app's own check of a finished round's record, through the very code
 * `npm run verify` runs (its schema, then the seed hash and the recomputed outcome), so the table's
 * "verify" and the command line can never disagree.
 */
import type { FairnessVerdict } from '@shared/fairness'
import { parseFairnessRecord, verifyRecord } from '../fairness/verify'
import { CoreError } from '../errors'
import type { Handlers } from '../types'

export function fairnessHandlers(): Pick<Handlers, 'fairness.verify'> {
  return {
    'fairness.verify': (input): FairnessVerdict => {
      const parsed = parseFairnessRecord(input)
      if (!parsed.ok) {
        // The record's own fields failed the verify schema: named like every other bad input.
        const field = parsed.error.path || 'input'
        throw new CoreError('refused', `fairness.verify: ${field}: ${parsed.error.message}`, {
          key: 'fairness.invalidRecord',
          vars: { field, problem: parsed.error.message }
        })
      }
      return verifyRecord(parsed.record)
    }
  }
}
