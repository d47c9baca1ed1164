/**
 * Building only when needed, and one build at a time. `newest` is when anything under the given paths
 * last changed (the freshness check of the renderer's build and of the Node bundle). `withBuildLock`: one
 * build at a time across processes (e2e workers, test workers, hosts starting together): the first
 * takes the lock and builds, the others wait, then find the output fresh. mkdir is atomic, so the lock
 * is a directory; one left by a killed build expires after `staleMs`.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

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

/** Newest modification time under `paths` (files or folders, relative to `root`), in ms; node_modules skipped. */
export function newest(root, paths) {
  let max = 0
  const visit = (p) => {
    let st
    try {
      st = statSync(p)
    } catch {
      return
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(join(p, name))
    } else if (st.mtimeMs > max) {
      max = st.mtimeMs
    }
  }
  for (const p of paths) visit(join(root, p))
  return max
}
