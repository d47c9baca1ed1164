/**
 * The compute worker knows no game: it runs the job jobs.ts names, and refuses a name it has not
 * (tests/engine/blackjack-analysis-worker.test.ts checks the games' jobs answer what the thread would).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { ComputeClient } from '../../src/core/workers/compute/client'
import { COMPUTE_JOBS } from '../../src/core/workers/compute/jobs'

const client = new ComputeClient()
afterAll(() => client.close())

describe('compute worker', () => {
  it('refuses a job jobs.ts does not name, and goes on answering', async () => {
    // A name from outside the typed table, as a message from anywhere could carry it.
    const runAny = client.run.bind(client) as unknown as (job: string) => Promise<unknown>
    await expect(runAny('blackjack.nothing')).rejects.toThrow('no compute job "blackjack.nothing"')
    await expect(runAny('toString')).rejects.toThrow('no compute job "toString"')
    const m = await client.run('worker.memory')
    expect(m.heapUsed).toBeGreaterThan(0)
    expect(m.heapUsed).toBeLessThanOrEqual(m.heapTotal)
  })

  it("tags every job with its game or the worker's own", () => {
    for (const name of Object.keys(COMPUTE_JOBS)) expect(name).toMatch(/^(blackjack|xidach|sicbo|worker)\.[a-z]+$/)
  })
})
