/**
 * The renderer's history calls: the sessions list, one session, its rounds, one round's recall, the
 * statistics, deleting a session, export (read back in chunks) and import (sent up in pieces).
 */
import type { EventPayloads } from '@shared/contract/index'
import { passThrough, type In, type Out } from './calls'
import type { Client } from './rpc'

export const listSessions = (client: Client, query: In<'history.sessions'>): Out<'history.sessions'> =>
  client.call('history.sessions', query)

/**
 * The profile looking (whoever is playing): at a Xì dách table of several people, each person's history
 * shows the session with their own figures, and only its opener may delete it (docs/history.md).
 */
const as = (viewer: string | null | undefined): { profileId?: string } => (viewer ? { profileId: viewer } : {})

/** One session's figures; `maxPoints` thins its balance chart (2 when only the figures are wanted). */
export const readSession = (
  client: Client,
  sessionId: number,
  maxPoints?: number,
  viewer?: string | null
): Out<'history.session'> =>
  client.call('history.session', { sessionId, ...(maxPoints !== undefined ? { maxPoints } : {}), ...as(viewer) })

export const listRounds = (
  client: Client,
  sessionId: number,
  offset: number,
  limit: number,
  viewer?: string | null
): Out<'history.rounds'> => client.call('history.rounds', { sessionId, offset, limit, ...as(viewer) })

export const recallRound = (client: Client, roundId: number, viewer?: string | null): Out<'history.round'> =>
  client.call('history.round', { roundId, ...as(viewer) })

/** The list's filters the statistics take too (history.stats): the figures describe the sessions listed. */
export type StatsFilter = Omit<In<'history.stats'>, 'profileId'>

export const readStats = (client: Client, profileId: string, filter: StatsFilter = {}): Out<'history.stats'> =>
  client.call('history.stats', { ...filter, profileId })

export const deleteSession = (
  client: Client,
  sessionId: number,
  viewer?: string | null
): Out<'history.deleteSession'> => client.call('history.deleteSession', { sessionId, confirm: true, ...as(viewer) })

export const startExport = passThrough('history.export')

export const readExportChunk = passThrough('history.exportChunk')

/** How far the house is with an export, as it writes it. */
export const onExportProgress = (
  client: Client,
  handler: (p: EventPayloads['history.exportProgress']) => void
): (() => void) => client.on('history.exportProgress', handler)

export const uploadPiece = passThrough('history.upload')

export const importUpload = passThrough('history.import')

/** Every drill's results of the profile playing, newest first, with each drill's best and averages. */
export const readDrillHistory = (client: Client, limit = 20): Out<'drill.history'> =>
  client.call('drill.history', { limit })

/** The profile's last `runs` finished timed runs of the Sic Bo payout drill, by kind of bet. */
export const readSicboTrends = (client: Client, runs = 30): Out<'drill.payoutTrends'> =>
  client.call('drill.payoutTrends', { runs })
