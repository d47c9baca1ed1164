/**
 * The top bar's balance comes from the house's pushes (profiles.changed, sent at settlement). While a
 * table holds it (a move that may settle is under way or being played out), the newest push waits, so
 * the balance never tells the result before the table does.
 */
import { describe, expect, it } from 'vitest'
import type { ProfilesState } from '@shared/contract/index'
import { AppState } from './app.svelte'
import type { Client } from './rpc'

function fakeClient(): { client: Client; push: (p: ProfilesState) => void } {
  const handlers = new Map<string, (payload: unknown) => void>()
  const client: Client = {
    call: () => new Promise(() => {}),
    on: (event, handler) => {
      handlers.set(event, handler as (payload: unknown) => void)
      return () => handlers.delete(event)
    },
    status: 'open',
    onStatus: () => () => {},
    onFailure: () => () => {},
    reconnectNow: () => {}
  }
  return { client, push: (p) => handlers.get('profiles.changed')?.(p) }
}

const state = (balanceMinor: number): ProfilesState => ({
  profiles: [{ id: 'p1', name: 'An', balanceMinor, createdAt: '2026-12-01T00:00:00.000Z' }],
  currentId: 'p1'
})

describe('the pushed balance', () => {
  it('shows at once when no table holds it', () => {
    const { client, push } = fakeClient()
    const app = new AppState(client)
    push(state(1000))
    expect(app.profiles).toEqual(state(1000))
  })

  it('waits while a table holds it, and shows the newest push when the table lets go', () => {
    const { client, push } = fakeClient()
    const app = new AppState(client)
    push(state(1000))
    app.holdBalance()
    push(state(1500))
    push(state(2500))
    expect(app.profiles).toEqual(state(1000))
    app.showBalance()
    expect(app.profiles).toEqual(state(2500))
    // Let go, nothing waits: a later push shows at once, and letting go again changes nothing.
    push(state(3000))
    app.showBalance()
    expect(app.profiles).toEqual(state(3000))
  })
})
