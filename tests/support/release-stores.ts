/**
 * The fixture stores made by earlier releases (tests/fixtures/stores/README.md): a copy to open, and
 * what the release that made each one recorded about it.
 */
import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RoundRecall } from '@shared/contract/history'
import { DB_FILE } from '../../src/core/store/paths'
import { tempDir } from './temp'

export const STORES = join(__dirname, '..', 'fixtures', 'stores')

interface Recorded {
  profiles: Record<string, string>
  sessions: object[]
  inPlay: Record<string, { tableId: string; roundId: number; version: number }>
  resumed: Record<string, { nets: Record<string, number> }>
  recalls: Array<
    | (RoundRecall & { refused?: undefined })
    | { roundId: number; refused: string; game?: undefined; nets?: undefined; netMinor?: undefined }
  >
}

export function recordedOf(tag: string): Recorded {
  return JSON.parse(readFileSync(join(STORES, tag, 'recorded.json'), 'utf8')) as Recorded
}

/** A data folder holding a copy of the fixture's store (tests never write into tracked files). */
export function storeCopy(tag: string): string {
  const dir = tempDir(`banxanh-${tag}-`)
  copyFileSync(join(STORES, tag, 'banxanh.sqlite'), join(dir, DB_FILE))
  return dir
}
