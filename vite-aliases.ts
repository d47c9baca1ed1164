/**
 * Vite's `resolve.alias` for electron-vite and vitest, made from tsconfig.paths.json so the aliases are
 * written once for every tool.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const paths = (
  JSON.parse(readFileSync(resolve(__dirname, 'tsconfig.paths.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> }
  }
).compilerOptions.paths

export const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(paths).map(([key, [target]]) => [
    key.replace(/\/\*$/, ''),
    resolve(__dirname, target!.replace(/\/\*$/, ''))
  ])
)
