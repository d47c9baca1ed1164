/**
 * What the architecture tests that read the source with regular expressions share
 * (sql-in-repos.test.ts, game-names.test.ts): the TypeScript files under a folder, and a file's text
 * with its comments blanked, so a comment quoting code (`db.prepare(`, `=== 'xidach'`) is not counted.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every `.ts` file under `dir`, at any depth. */
export function tsFilesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) tsFilesUnder(p, out)
    else if (p.endsWith('.ts')) out.push(p)
  }
  return out
}

/**
 * The text with its comments blanked to spaces, newlines kept, so a hit's offset and line number are
 * the file's. A `//` after `:` or a quote is not a comment (`http://…`, `'//'`).
 */
export function blankComments(text: string): string {
  const blank = (s: string): string => s.replace(/[^\n]/g, ' ')
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])(\/\/[^\n]*)/g, (_m, before: string, comment: string) => before + blank(comment))
}
