/**
 * The messages every long job's worker thread posts back (the Xì dách house edge, the counter's
 * simulation): how far it is, that it finished, or why it failed. Plain data only: it crosses a
 * thread. A job adds its own kinds beside these (the edge job posts each dealer's figure as it comes).
 */

/** The share of the job done (0 … 1). */
export interface JobProgress {
  kind: 'progress'
  done: number
}

/** The job finished; `result` is what it made, absent for a job whose results came before as their own messages. */
export type JobDone<T = void> = [T] extends [void] ? { kind: 'done' } : { kind: 'done'; result: T }

/** The job threw; its message. */
export interface JobFailed {
  kind: 'failed'
  message: string
}

/** What a job's worker posts: progress, then done or failed, with the job's own kinds `Extra` between. */
export type JobMessage<T = void, Extra extends { kind: string } = never> = JobProgress | JobDone<T> | JobFailed | Extra
