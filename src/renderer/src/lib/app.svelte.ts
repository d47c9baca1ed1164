/**
 * The renderer's view of the house: app info, profiles and settings as runes. Every change goes to the
 * house first and the state is replaced by what the house answers (or pushes), never edited locally.
 */
import type { AppInfo, ProfileSummary, ProfilesState, Settings } from '@shared/contract/index'
import type { Minor } from '@shared/money'
import { setLanguage } from '../i18n/index.svelte'
import { setPace } from './pacing.svelte'
import { setSound } from './sound.svelte'
import { setMotion } from './motion.svelte'
import type { Client } from './rpc'
import type { ConnectionStatus } from './transport'
import { describeError } from './errors'

const FAULT_RECHECK_MS = 5000

export class AppState {
  info = $state<AppInfo | null>(null)
  profiles = $state<ProfilesState | null>(null)
  settings = $state<Settings | null>(null)
  status = $state<ConnectionStatus>('connecting')
  loadError = $state<string | null>(null)

  /** Ready to show: with a damaged store only the info is needed (the rest cannot be read). */
  readonly loaded = $derived(
    this.info !== null && (this.info.store.state === 'damaged' || (this.profiles !== null && this.settings !== null))
  )
  readonly current: ProfileSummary | null = $derived(
    this.profiles?.profiles.find((p) => p.id === this.profiles?.currentId) ?? null
  )

  constructor(readonly client: Client) {
    this.status = client.status
    client.onStatus((next) => {
      const wasLost = this.status === 'lost'
      this.status = next
      // Events pushed while we were away are gone: read the whole state again.
      if (next === 'open' && wasLost) void this.load()
    })
    client.on('profiles.changed', (p) => {
      if (this.balanceHeld) this.heldProfiles = p
      else this.profiles = p
    })
    client.on('settings.changed', (s) => this.applySettings(s))
    // The disk could not take a write: read the store's state, and keep reading it until the fault passes.
    client.onFailure((code) => {
      if (code === 'store' && this.info?.store.state !== 'damaged') void this.refreshInfo()
    })
  }

  private faultTimer: ReturnType<typeof setTimeout> | null = null

  /** Reads `app.info` again; while the store is in a fault, again every few seconds (it clears on its own). */
  async refreshInfo(): Promise<void> {
    try {
      this.info = await this.client.call('app.info', {})
    } catch {
      // the connection banner says why
    }
    if (this.faultTimer) clearTimeout(this.faultTimer)
    this.faultTimer =
      this.info?.store.state === 'fault' ? setTimeout(() => void this.refreshInfo(), FAULT_RECHECK_MS) : null
  }

  async load(): Promise<void> {
    try {
      const info = await this.client.call('app.info', {})
      this.info = info
      if (info.store.state === 'damaged') {
        this.loadError = null
        return
      }
      const [settings, profiles] = await Promise.all([
        this.client.call('settings.get', {}),
        this.client.call('profiles.list', {})
      ])
      this.applySettings(settings)
      this.profiles = profiles
      this.loadError = null
      if (info.store.state === 'fault') void this.refreshInfo()
    } catch (e) {
      this.loadError = describeError(e)
    }
  }

  private applySettings(s: Settings): void {
    this.settings = s
    setLanguage(s.language)
    setMotion(s.reducedMotion)
    setPace(s.pace)
    setSound(s.volume, s.muted)
  }

  async updateSettings(patch: Partial<Settings>): Promise<void> {
    this.applySettings(await this.client.call('settings.set', patch))
  }

  async startFresh(): Promise<void> {
    await this.client.call('store.startFresh', {})
    await this.load()
  }

  /** Replaces the damaged file by a copy of the newest good backup (the house picks it). */
  async restoreBackup(): Promise<void> {
    await this.client.call('store.restoreBackup', {})
    await this.load()
  }

  /** Shows the data folder in the system's file manager; false when the host cannot. */
  async openFolder(): Promise<boolean> {
    return (await this.client.call('store.openFolder', {})).opened
  }

  /** A new profile, with a starting bankroll credited as an ordinary top-up when one is chosen. */
  async createProfile(name: string, startMinor: Minor = 0): Promise<void> {
    const before = new Set(this.profiles?.profiles.map((p) => p.id) ?? [])
    this.profiles = await this.client.call('profiles.create', { name })
    const made = this.profiles.profiles.find((p) => !before.has(p.id))
    if (made && startMinor > 0)
      this.profiles = await this.client.call('profiles.topUp', { id: made.id, amountMinor: startMinor })
  }

  // The house pushes every balance change (profiles.changed). While a table plays out a round the person
  // just moved, the newest push waits here, so the top bar never shows the result before the table does.
  private balanceHeld = false
  private heldProfiles: ProfilesState | null = null

  holdBalance(): void {
    this.balanceHeld = true
  }

  /** The table has shown its round: the balance it settled (the newest push) shows too. */
  showBalance(): void {
    this.balanceHeld = false
    if (this.heldProfiles) this.profiles = this.heldProfiles
    this.heldProfiles = null
  }

  /** Reads the profiles again (after an import brought new ones); a failure leaves them as they were. */
  async reloadProfiles(): Promise<void> {
    try {
      this.profiles = await this.client.call('profiles.list', {})
    } catch {
      // the connection banner says why
    }
  }

  async renameProfile(id: string, name: string): Promise<void> {
    this.profiles = await this.client.call('profiles.rename', { id, name })
  }

  async selectProfile(id: string): Promise<void> {
    this.profiles = await this.client.call('profiles.select', { id })
  }

  async deleteProfile(id: string): Promise<void> {
    this.profiles = await this.client.call('profiles.delete', { id, confirm: true })
  }

  async topUp(id: string, amountMinor: Minor): Promise<void> {
    this.profiles = await this.client.call('profiles.topUp', { id, amountMinor })
  }
}
