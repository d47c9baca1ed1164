/**
 * Rows of a long list fetched page by page, only when they come into view: the rounds of a session
 * may number 100,000 and the list shows twenty at a time. Pages stay cached until `reset`; an answer
 * that arrives after a reset (another session chosen meanwhile) is dropped.
 */
import { describeError } from '@renderer/lib/errors'
import { pagesCovering, type Page } from './pages'

export class PagedRows<T> {
  /** Rows in the whole list, as the last answer said; null before the first answer. */
  total = $state<number | null>(null)
  error = $state<string | null>(null)
  /** Bumped whenever a page lands, so readers of `item` re-render. */
  private version = $state(0)
  private readonly pages = new Map<number, T[]>()
  private readonly loading = new Set<number>()
  private generation = 0

  constructor(
    private readonly fetchPage: (offset: number, limit: number) => Promise<Page<T>>,
    readonly pageSize = 100
  ) {}

  item(index: number): T | undefined {
    void this.version
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize]
  }

  /** Fetches whatever pages of rows [start, end) are neither cached nor on their way. */
  async need(start: number, end: number): Promise<void> {
    const gen = this.generation
    const wanted = pagesCovering(start, end, this.pageSize).filter((p) => !this.pages.has(p) && !this.loading.has(p))
    await Promise.all(
      wanted.map(async (p) => {
        this.loading.add(p)
        try {
          const page = await this.fetchPage(p * this.pageSize, this.pageSize)
          if (gen !== this.generation) return
          this.pages.set(p, page.items)
          this.total = page.total
          this.error = null
          this.version++
        } catch (e) {
          if (gen === this.generation) this.error = describeError(e)
        } finally {
          if (gen === this.generation) this.loading.delete(p)
        }
      })
    )
  }

  /** Forgets every page (another session, or the rows changed) and reads the first one again. */
  async reset(): Promise<void> {
    this.generation++
    this.pages.clear()
    this.loading.clear()
    this.total = null
    this.error = null
    this.version++
    await this.need(0, this.pageSize)
  }
}
