/**
 * Import specifiers as the bundler reads them, for the architecture tests: a relative one is left to the
 * caller (it resolves against the importing file); an alias of tsconfig.paths.json (`@shared/…`,
 * `@renderer/…`) becomes the relative path from the importing file to what it names. Anything else is a
 * package. So an alias can never carry an import past the layer rules.
 */
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PATHS = (
  JSON.parse(readFileSync(resolve(ROOT, 'tsconfig.paths.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> }
  }
).compilerOptions.paths
const ALIASES: Array<[prefix: string, target: string]> = Object.entries(PATHS).map(([key, [target]]) => [
  key.replace(/\*$/, ''),
  resolve(ROOT, (target as string).replace(/\*$/, ''))
])

/** `spec` as a relative specifier from `fromFile` when it is an alias; the specifier itself otherwise. */
export function unalias(fromFile: string, spec: string): string {
  for (const [prefix, target] of ALIASES) {
    if (!spec.startsWith(prefix)) continue
    const rel = relative(dirname(fromFile), resolve(target, spec.slice(prefix.length)))
      .split('\\')
      .join('/')
    return rel.startsWith('.') ? rel : `./${rel}`
  }
  return spec
}
