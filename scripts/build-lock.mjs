/**
 * One build at a time across processes (e2e workers, test workers, hosts starting together): the first
 * takes the lock and builds, the others wait, then find the output fresh. mkdir is atomic, so the lock
 * is a directory; one left by a killed build expires after `staleMs`.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

export function withBuildLock(lock, fn, { staleMs = 5 * 60_000, waitMs = 10 * 60_000 } = {}) {
  mkdirSync(dirname(lock), { recursive: true })
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (e) {
      if (e.code !== 'EEXIST') throw e
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { recursive: true, force: true })
      } catch {
        // gone already
      }
      if (Date.now() > deadline)
        throw new Error(`waited ${waitMs / 60_000} minutes for another build (${lock})`, { cause: e })
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
    }
  }
  try {
    return fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
