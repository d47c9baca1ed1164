import { describe, expect, it } from 'vitest'
import type { RpcResult } from '@shared/contract/index'
import { createClient, RpcFailure } from './rpc'
import { Disconnected, wsTransport, type SocketLike } from './transport'

/** A fake WebSocket the test drives by hand; every socket the transport opens is recorded. */
class FakeSocket implements SocketLike {
  readyState = 0
  sent: unknown[] = []
  onopen: ((ev: unknown) => void) | null = null
  onclose: ((ev: unknown) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data))
  }
  close(): void {
    this.drop()
  }
  open(): void {
    this.readyState = 1
    this.onopen?.({})
  }
  drop(): void {
    this.readyState = 3
    this.onclose?.({})
  }
  reply(id: number, result: RpcResult<unknown>): void {
    this.onmessage?.({ data: JSON.stringify({ id, result }) })
  }
  push(event: string, payload: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ event, payload }) })
  }
}

/** Timers the test fires by hand, in order of their delay. */
function manualTimers() {
  let next = 1
  const timers = new Map<number, { fn: () => void; ms: number }>()
  return {
    setTimer: (fn: () => void, ms: number) => {
      const h = next++
      timers.set(h, { fn, ms })
      return h
    },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    delays: () => [...timers.values()].map((t) => t.ms),
    fire(ms: number) {
      for (const [h, t] of [...timers]) {
        if (t.ms === ms) {
          timers.delete(h)
          t.fn()
          return
        }
      }
      throw new Error(`no timer of ${ms} ms`)
    }
  }
}

function setup() {
  const sockets: FakeSocket[] = []
  const timers = manualTimers()
  const transport = wsTransport({
    url: 'ws://127.0.0.1:9/rpc?token=t',
    connect: (url) => {
      const s = new FakeSocket(url)
      sockets.push(s)
      return s
    },
    minDelayMs: 100,
    maxDelayMs: 400,
    callTimeoutMs: 5000,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer
  })
  const last = (): FakeSocket => {
    const s = sockets[sockets.length - 1]
    if (!s) throw new Error('no socket')
    return s
  }
  return { transport, sockets, timers, last, client: createClient(transport) }
}

describe('wsTransport', () => {
  it('connects to the given URL and sends calls queued before the socket opened', async () => {
    const { transport, last } = setup()
    expect(last().url).toBe('ws://127.0.0.1:9/rpc?token=t')
    expect(transport.status).toBe('connecting')
    const answer = transport.invoke('profiles.list', {})
    expect(last().sent).toEqual([])
    last().open()
    expect(transport.status).toBe('open')
    expect(last().sent).toEqual([{ id: 1, name: 'profiles.list', input: {} }])
    last().reply(1, { ok: true, value: { profiles: [], currentId: null } })
    await expect(answer).resolves.toEqual({ ok: true, value: { profiles: [], currentId: null } })
  })

  it('matches replies to calls by id, in any order', async () => {
    const { transport, last } = setup()
    last().open()
    const a = transport.invoke('a', 1)
    const b = transport.invoke('b', 2)
    last().reply(2, { ok: true, value: 'B' })
    last().reply(1, { ok: true, value: 'A' })
    await expect(a).resolves.toEqual({ ok: true, value: 'A' })
    await expect(b).resolves.toEqual({ ok: true, value: 'B' })
  })

  it('fails calls already sent when the connection drops, then reconnects with a growing back-off', async () => {
    const { transport, sockets, timers, last } = setup()
    const statuses: string[] = []
    transport.onStatus((s) => statuses.push(s))
    last().open()
    const inFlight = transport.invoke('profiles.topUp', { id: 'p', amountMinor: 100 })
    last().drop()
    await expect(inFlight).rejects.toBeInstanceOf(Disconnected)
    expect(statuses).toEqual(['open', 'lost'])
    expect(timers.delays()).toContain(100)
    timers.fire(100)
    expect(sockets).toHaveLength(2)
    last().drop()
    expect(timers.delays()).toContain(200)
    timers.fire(200)
    last().drop()
    timers.fire(400)
    last().drop()
    // Capped at maxDelayMs.
    expect(timers.delays()).toContain(400)
    timers.fire(400)
    last().open()
    expect(statuses[statuses.length - 1]).toBe('open')
  })

  it('reconnects at once when asked, and resets the back-off after a success', () => {
    const { transport, sockets, timers, last } = setup()
    last().open()
    last().drop()
    transport.reconnectNow()
    expect(sockets).toHaveLength(2)
    expect(timers.delays()).not.toContain(100)
    last().open()
    last().drop()
    expect(timers.delays()).toContain(100)
  })

  it('fails a call that gets no answer within the timeout', async () => {
    const { transport, timers, last } = setup()
    last().open()
    const call = transport.invoke('app.info', {})
    timers.fire(5000)
    await expect(call).rejects.toBeInstanceOf(Disconnected)
  })

  it('delivers pushed events to subscribers and ignores garbage frames', () => {
    const { transport, last } = setup()
    last().open()
    const seen: [string, unknown][] = []
    const stop = transport.subscribe((e, p) => seen.push([e, p]))
    last().onmessage?.({ data: 'not json' })
    last().onmessage?.({ data: JSON.stringify({ id: 99, result: { ok: true, value: 1 } }) })
    last().push('settings.changed', { language: 'en', reducedMotion: 'off' })
    stop()
    last().push('settings.changed', { language: 'vi', reducedMotion: 'off' })
    expect(seen).toEqual([['settings.changed', { language: 'en', reducedMotion: 'off' }]])
  })
})

describe('createClient', () => {
  it('returns the value of {ok: true}', async () => {
    const { client, last } = setup()
    last().open()
    const p = client.call('settings.get', {})
    last().reply(1, { ok: true, value: { language: 'vi', reducedMotion: 'system' } })
    await expect(p).resolves.toEqual({ language: 'vi', reducedMotion: 'system' })
  })

  it('throws RpcFailure with the code and message of {ok: false}', async () => {
    const { client, last } = setup()
    last().open()
    const p = client.call('profiles.create', { name: '' })
    last().reply(1, { ok: false, error: { code: 'bad-request', message: 'name: must not be empty' } })
    const err = await p.catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RpcFailure)
    expect(err).toMatchObject({ code: 'bad-request', message: 'name: must not be empty' })
  })

  it("maps a dropped connection to RpcFailure code 'disconnected'", async () => {
    const { client, last } = setup()
    last().open()
    const p = client.call('app.info', {})
    last().drop()
    await expect(p).rejects.toMatchObject({ code: 'disconnected' })
  })

  it('passes only the named event to an `on` handler', () => {
    const { client, last } = setup()
    last().open()
    const got: unknown[] = []
    client.on('profiles.changed', (p) => got.push(p))
    last().push('settings.changed', { language: 'en', reducedMotion: 'off' })
    last().push('profiles.changed', { profiles: [], currentId: null })
    expect(got).toEqual([{ profiles: [], currentId: null }])
  })
})
