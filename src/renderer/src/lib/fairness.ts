/** The renderer's fairness calls: the house's check of a published record (the same as `npm run verify`). */
import type { FairnessRecordData, FairnessVerdict } from '@shared/fairness'
import type { Client } from './rpc'

export function verifyRecord(client: Client, record: FairnessRecordData): Promise<FairnessVerdict> {
  return client.call('fairness.verify', record)
}
