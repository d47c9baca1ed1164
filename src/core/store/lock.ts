/**
 * One host per data directory. Two processes writing one store each keep their own live tables, so
 * a round both resumed would be settled twice in memory and the second host would answer every
 * action with a constraint error: the store refuses a second host instead. `banxanh.lock` names the
 * process holding the folder; a lock left by a process that no longer runs (a crash, a SIGKILL) is
 * taken over. Within one process the lock is shared (tests open a second core on one folder to
 * stand in for a crash).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'banxanh.lock'

interface Holder {
  pid: number
  host: string
  since: string
  /** Linux: the process's start time in clock ticks (/proc/PID/stat), so a reused pid is not taken for the holder. */
  started?: string
}

/** Refused: another process holds the folder. `message` is Vietnamese, then English, one line each. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder
  ) {
    const host =
      holder.host === 'web'
        ? { vi: 'trình duyệt', en: 'browser host' }
        : holder.host === 'electron'
          ? { vi: 'ứng dụng', en: 'desktop app' }
          : { vi: holder.host, en: holder.host }
    super(
      `Một Bàn Xanh khác (tiến trình ${holder.pid}, ${host.vi}) đang dùng thư mục dữ liệu ${dataDir}. Hãy đóng nó trước, hoặc chọn thư mục khác bằng BANXANH_DATA_DIR.\n` +
        `Another Bàn Xanh (process ${holder.pid}, ${host.en}) is already using the data folder ${dataDir}. Close it first, or choose another folder with BANXANH_DATA_DIR.`
    )
    this.name = 'DataDirLocked'
  }
}

const held = new Map<string, number>()

/** The start time of `pid` on Linux, null elsewhere or when it has ended (a zombie counts as ended). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which may itself contain spaces and parentheses.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (rest[0] === 'Z' || rest[0] === 'X') return null
    return rest[19] ?? null
  } catch {
    return null
  }
}

function alive(h: Holder): boolean {
  if (process.platform === 'linux' && existsSync('/proc/self/stat')) {
    const started = processStart(h.pid)
    return started !== null && (h.started === undefined || h.started === started)
  }
  try {
    process.kill(h.pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): Holder | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>
    return typeof v.pid === 'number' && Number.isSafeInteger(v.pid)
      ? {
          pid: v.pid,
          host: String(v.host ?? '?'),
          since: String(v.since ?? ''),
          ...(typeof v.started === 'string' ? { started: v.started } : {})
        }
      : null
  } catch {
    return null
  }
}

/**
 * Takes the folder for this process, or throws `DataDirLocked`. Returns the release function. A
 * folder that cannot be written at all is not locked (nothing can write there; the store reports it).
 */
export function acquireLock(dataDir: string, host: string, now: Date = new Date()): () => void {
  const file = join(dataDir, LOCK_FILE)
  const count = held.get(dataDir) ?? 0
  if (count === 0) {
    try {
      mkdirSync(dataDir, { recursive: true })
    } catch {
      // a folder that cannot be made cannot be written either; writing to it will say so
      return () => {}
    }
    const started = process.platform === 'linux' ? processStart(process.pid) : null
    const me: Holder = { pid: process.pid, host, since: now.toISOString(), ...(started ? { started } : {}) }
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(file, JSON.stringify(me) + '\n', { flag: 'wx' })
        break
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code
        if (code !== 'EEXIST') {
          if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOSPC') return () => {}
          throw e
        }
        const holder = readHolder(file)
        if (holder && holder.pid !== process.pid && alive(holder)) throw new DataDirLocked(dataDir, holder)
        if (attempt > 0) throw new DataDirLocked(dataDir, holder ?? { pid: 0, host: '?', since: '' })
        // Left by a process that has ended (or by this one, from an earlier life of the same pid).
        rmSync(file, { force: true })
      }
    }
  }
  held.set(dataDir, count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (held.get(dataDir) ?? 1) - 1
    if (left > 0) {
      held.set(dataDir, left)
      return
    }
    held.delete(dataDir)
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true })
  }
}
