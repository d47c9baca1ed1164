/** Page arithmetic for lists read page by page (paged.svelte.ts), kept apart so it can be tested plainly. */

export interface Page<T> {
  total: number
  items: T[]
}

/** The page numbers covering rows [start, end). */
export function pagesCovering(start: number, end: number, pageSize: number): number[] {
  if (end <= start) return []
  const out: number[] = []
  for (let p = Math.floor(Math.max(0, start) / pageSize); p * pageSize < end; p++) out.push(p)
  return out
}
