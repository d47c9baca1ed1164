/** The history procedures (docs/history.md). */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { ExportChunk } from '@shared/contract/history'
import { notFound } from '../errors'
import { profilesState } from '../profiles'
import type { CoreContext, Handlers } from '../types'
import { deleteSession } from './delete'
import type { HistoryGames } from './game'
import { exportHistory, exportsDir } from './export'
import { importHistory } from './import'
import { recallRound } from './recall'
import { listSessions, roundsPage, sessionDetail } from './sessions'
import { profileStats } from './stats'
import { Uploads } from './uploads'

type HistoryProcedures =
  | 'history.sessions'
  | 'history.session'
  | 'history.rounds'
  | 'history.round'
  | 'history.export'
  | 'history.exportChunk'
  | 'history.upload'
  | 'history.import'
  | 'history.deleteSession'
  | 'history.stats'

export function historyHandlers(ctx: CoreContext, games: HistoryGames): Pick<Handlers, HistoryProcedures> {
  const uploads = new Uploads(() => ctx.store().dataDir)
  return {
    'history.sessions': (q) => listSessions(ctx.store(), q),
    'history.session': ({ sessionId, maxPoints, profileId }) =>
      sessionDetail(ctx.store(), games, sessionId, maxPoints, profileId),
    'history.rounds': ({ sessionId, offset, limit, profileId }) =>
      roundsPage(ctx.store(), sessionId, offset, limit, profileId),
    'history.round': ({ roundId, profileId }) => recallRound(ctx.store(), games, roundId, profileId),

    'history.export': ({ scope, format }) =>
      exportHistory({
        store: ctx.store(),
        scope: scope.kind === 'session' ? { sessionId: scope.sessionId } : { all: true },
        format,
        now: ctx.now(),
        progress: (p) => ctx.emit('history.exportProgress', p)
      }),

    'history.exportChunk': ({ fileName, offset, length }): ExportChunk => {
      // The schema allows only banxanh-….csv|json names: nothing outside the exports folder can be read.
      const path = join(exportsDir(ctx.store()), fileName)
      if (!existsSync(path)) throw notFound(`There is no export "${fileName}".`, { key: 'history.noExport' })
      const size = statSync(path).size
      const n = Math.max(0, Math.min(length, size - offset))
      const buf = Buffer.alloc(n)
      if (n > 0) {
        const fd = openSync(path, 'r')
        try {
          let at = 0
          while (at < n) {
            const read = readSync(fd, buf, at, n - at, offset + at)
            if (read === 0) break
            at += read
          }
        } finally {
          closeSync(fd)
        }
      }
      return { fileName, offset, bytes: size, base64: buf.toString('base64'), done: offset + n >= size }
    },

    'history.upload': (input) => uploads.add(input),
    'history.import': ({ uploadId, skipExisting }) => {
      const text = uploads.take(uploadId)
      const result = importHistory(ctx.store(), games, text, ctx.now(), { skipExisting: skipExisting === true })
      // Imported profiles and balances show up in every window.
      ctx.emit('profiles.changed', profilesState(ctx.store()))
      return result
    },
    'history.deleteSession': ({ sessionId, profileId }) => deleteSession(ctx.store(), sessionId, profileId),
    'history.stats': ({ profileId, ...filter }) => profileStats(ctx.store(), games, profileId, filter)
  }
}
