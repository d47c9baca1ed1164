/**
 * Two hosts on one data folder (issue 12, F5): the second is refused with a clear message in both
 * languages naming the first; a host that was killed leaves a stale lock that the next one takes over;
 * a clean exit removes the lock.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../../src/core/store/lock'
import { tempDir } from '../support/temp'
import { fakeRenderer, HostClient, HostExited, kill, launchHost } from './child-host'

describe('one host per data folder', () => {
  it('refuses a second host, takes over after a crash, and lets go on a clean exit', async () => {
    const base = tempDir()
    const data = join(base, 'data')
    const renderer = fakeRenderer(base)
    const first = await launchHost(data, renderer)
    try {
      const second = await launchHost(data, renderer).then(
        (h) => h,
        (e: unknown) => e
      )
      if (!(second instanceof HostExited)) {
        if (second && typeof second === 'object' && 'child' in second)
          await kill(second as Awaited<ReturnType<typeof launchHost>>)
        throw new Error('a second host started on the same data folder')
      }
      expect(second.code).toBe(2)
      expect(second.stderr).toContain(`Một Bàn Xanh khác (tiến trình ${first.child.pid}`)
      expect(second.stderr).toContain(`Another Bàn Xanh (process ${first.child.pid}`)
      // The first host still works.
      const c = await HostClient.connect(first)
      expect(await c.call('profiles.create', { name: 'An' })).toMatchObject({ ok: true })
      c.close()
    } finally {
      await kill(first)
    }
    // Killed: its lock is left behind, stale; the next host takes the folder.
    expect(existsSync(join(data, LOCK_FILE))).toBe(true)
    const third = await launchHost(data, renderer)
    const c = await HostClient.connect(third)
    expect(await c.call('profiles.list', {})).toMatchObject({ ok: true, value: { profiles: [{ name: 'An' }] } })
    c.close()
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
    expect(existsSync(join(data, LOCK_FILE))).toBe(false)
  })
})
