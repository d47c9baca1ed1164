/**
 * How a client follows its job's worker thread (engine job-protocol.ts): the worker's messages, its
 * error and its exit, each handed on while the job is still running. A worker that exits or errs
 * before posting `done` has failed; after `done` (or a cancel) the client has moved on and nothing
 * more is heard.
 */
import type { Worker } from 'node:worker_threads'
import type { JobDone, JobMessage } from '../engine/job-protocol'

export interface JobFollower<T, Extra extends { kind: string }> {
  /** Whether the job still listens; once false every later message, error and exit is dropped. */
  running(): boolean
  progress?(done: number): void
  /** The job's own kinds of message (the edge job's figures). */
  other?(m: Extra): void
  done(m: JobDone<T>): void
  /** The worker's `failed` message, its error, or its exit before `done`. */
  failed(message: string): void
}

/** Follows `w`; `what` names the job in the message of an early exit ("the simulation stopped (exit 1)"). */
export function followJob<T = void, Extra extends { kind: string } = never>(
  w: Worker,
  what: string,
  on: JobFollower<T, Extra>
): void {
  w.on('message', (m: JobMessage<T, Extra>) => {
    if (!on.running()) return
    // The job's own kinds are never these three, which TypeScript cannot see through a type parameter.
    const job = m as JobMessage<T>
    if (job.kind === 'progress') on.progress?.(job.done)
    else if (job.kind === 'failed') on.failed(job.message)
    else if (job.kind === 'done') on.done(job)
    else on.other?.(m as Extra)
  })
  w.on('error', (e) => {
    if (on.running()) on.failed(e.message)
  })
  w.on('exit', (code) => {
    if (on.running()) on.failed(`the ${what} stopped (exit ${code})`)
  })
}
