/**
 * Reduced motion: the setting ('system' | 'on' | 'off') combined with the OS preference. The result is
 * mirrored on <html data-motion="reduce|full"> so plain CSS can switch animations off, and exposed to
 * Svelte transitions through `duration()`.
 */
import type { Settings } from '@shared/contract/index'

type MotionSetting = Settings['reducedMotion']

const query =
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null

let setting = $state<MotionSetting>('system')
let systemPrefersReduced = $state(query?.matches ?? false)
query?.addEventListener('change', (e) => {
  systemPrefersReduced = e.matches
  mirror()
})

export function reduced(): boolean {
  return setting === 'on' || (setting === 'system' && systemPrefersReduced)
}

function mirror(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.motion = reduced() ? 'reduce' : 'full'
}

export function setMotion(next: MotionSetting): void {
  setting = next
  mirror()
}

/** A transition's duration, or 0 when motion is reduced. */
export function duration(ms: number): number {
  return reduced() ? 0 : ms
}

mirror()
