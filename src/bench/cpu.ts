import { readFileSync } from 'node:fs'
/**
 * CPU time (user + system) since `c0 = process.cpuUsage()`, in seconds: the benches time work, not
 * waiting, so a shared machine's other load counts against a figure as little as it can. A start/stop
 * pair rather than a wrapper, so a timed hot loop keeps its variables local.
 */
export function cpuSecondsSince(c0: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(c0)
  return (used.user + used.system) / 1e6
}

const MAIN_THREAD_SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`

/**
 * The main thread's own CPU time so far, in seconds, or null where the system does not say (only
 * Linux does: `process.cpuUsage` counts every thread, and Node 20 has no per-thread figure). The
 * first field of the thread's schedstat is its time on a CPU in nanoseconds. A table's person waits
 * only on the main thread (dispatch, the engines, SQLite), so that is what a table path is timed by.
 */
export function mainThreadCpuSeconds(): number | null {
  try {
    const ns = Number(readFileSync(MAIN_THREAD_SCHEDSTAT, 'utf8').split(' ')[0])
    return Number.isFinite(ns) ? ns / 1e9 : null
  } catch {
    return null
  }
}
