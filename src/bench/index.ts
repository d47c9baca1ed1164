// Every bench module, in the order the table prints them. A module exports `benches: Bench[]`.
import type { Bench } from './types'

export async function allBenches(): Promise<Bench[]> {
  const modules: Array<Promise<{ benches: Bench[] }>> = [
    import('./core.bench'),
    import('./renderer.bench'),
    import('./sicbo.bench'),
    import('./blackjack.bench'),
    import('./xidach.bench'),
    import('./history.bench'),
    import('./persisted.bench')
  ]
  const out: Bench[] = []
  for (const m of await Promise.all(modules)) out.push(...m.benches)
  return out
}
