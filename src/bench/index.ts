// Every bench module, in the order the table prints them. A module exports `benches: Bench[]`.
import type { Bench } from './types'

const MODULES: Record<string, () => Promise<{ benches: Bench[] }>> = {
  core: () => import('./core.bench'),
  renderer: () => import('./renderer.bench'),
  ui: () => import('./ui.bench'),
  sicbo: () => import('./sicbo.bench'),
  blackjack: () => import('./blackjack.bench'),
  xidach: () => import('./xidach.bench'),
  history: () => import('./history.bench'),
  persisted: () => import('./persisted.bench'),
  worker: () => import('./worker.bench')
}

export const BENCH_MODULES = Object.keys(MODULES)

export async function benchesOf(module: string): Promise<Bench[]> {
  const load = MODULES[module]
  if (!load) throw new Error(`no bench module "${module}"`)
  return (await load()).benches
}
