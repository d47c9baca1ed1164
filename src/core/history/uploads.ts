/**
 * Files sent for import, in chunks (a call's input is at most 64 KiB). Each upload is a file in
 * `<dataDir>/imports/`; a chunk must continue exactly where the upload stands, so a repeated or
 * lost chunk is refused instead of silently corrupting the file. Uploads live until imported (or
 * the app restarts: leftovers are removed when the first new upload starts).
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { UploadState } from '@shared/contract/history'
import { conflict, notFound, refused } from '../errors'
import { MAX_IMPORT_CHARS } from './import'

export const IMPORTS_DIR = 'imports'
const MAX_UPLOADS = 4

export class Uploads {
  private readonly received = new Map<string, number>()
  private cleaned = false

  constructor(private readonly dataDir: () => string) {}

  private dir(): string {
    return join(this.dataDir(), IMPORTS_DIR)
  }

  private file(uploadId: string): string {
    return join(this.dir(), `${uploadId}.part`)
  }

  add(input: { uploadId?: string | undefined; offset: number; text: string }): UploadState {
    if (input.uploadId === undefined) {
      if (input.offset !== 0) throw refused('A new upload starts at offset 0.', { key: 'historyImport.uploadLost' })
      mkdirSync(this.dir(), { recursive: true })
      if (!this.cleaned) {
        // Leftovers of a previous run: nobody can continue them (their progress was in memory).
        for (const f of readdirSync(this.dir())) if (f.endsWith('.part')) rmSync(join(this.dir(), f), { force: true })
        this.cleaned = true
      }
      if (this.received.size >= MAX_UPLOADS)
        throw refused(`At most ${MAX_UPLOADS} uploads at a time; import or restart the others first.`, {
          key: 'historyImport.tooManyUploads',
          vars: { max: MAX_UPLOADS }
        })
      const uploadId = `up_${randomBytes(9).toString('base64url')}`
      appendFileSync(this.file(uploadId), input.text, 'utf8')
      this.received.set(uploadId, input.text.length)
      return { uploadId, received: input.text.length }
    }
    const have = this.received.get(input.uploadId)
    if (have === undefined)
      throw notFound(`There is no upload "${input.uploadId}".`, { key: 'historyImport.uploadLost' })
    if (input.offset !== have)
      throw conflict(`The upload stands at ${have} characters; a chunk at ${input.offset} does not continue it.`, {
        key: 'historyImport.uploadLost'
      })
    if (have + input.text.length > MAX_IMPORT_CHARS) {
      this.discard(input.uploadId)
      throw refused('The file is too large to import.', { key: 'historyImport.tooLarge' })
    }
    appendFileSync(this.file(input.uploadId), input.text, 'utf8')
    this.received.set(input.uploadId, have + input.text.length)
    return { uploadId: input.uploadId, received: have + input.text.length }
  }

  /** The upload's whole text; the upload is gone afterwards whatever the import does with it. */
  take(uploadId: string): string {
    const path = this.file(uploadId)
    if (!this.received.has(uploadId) || !existsSync(path))
      throw notFound(`There is no upload "${uploadId}".`, { key: 'historyImport.uploadLost' })
    try {
      return readFileSync(path, 'utf8')
    } finally {
      this.discard(uploadId)
    }
  }

  discard(uploadId: string): void {
    this.received.delete(uploadId)
    rmSync(this.file(uploadId), { force: true })
  }
}
