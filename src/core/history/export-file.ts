/**
 * What both export formats write through (export.ts): the output file, written synchronously in
 * whole buffers so a batch lands before the event loop gets its turn, and the snapshot that fixes
 * which rounds and ledger transactions the export covers.
 */
import { closeSync, openSync, writeSync } from 'node:fs'

/** Rows per keyset page (CSV rounds, ledger rows); one page is one short read. */
export const BATCH = 10_000

export class Out {
  private readonly fd: number
  bytes = 0
  constructor(readonly path: string) {
    this.fd = openSync(path, 'w')
  }
  write(s: string): void {
    if (!s) return
    const b = Buffer.from(s, 'utf8')
    let at = 0
    while (at < b.length) at += writeSync(this.fd, b, at, b.length - at)
    this.bytes += b.length
  }
  close(): void {
    closeSync(this.fd)
  }
}

/** The rounds finished and the ledger as it stood when the export began (see exportHistory). */
export interface Snapshot {
  maxRound: number
  maxTx: number
  inPlay: ReadonlySet<number>
}
