/**
 * Issue 32: a computer player's name is written in one place, src/shared/i18n/seats.{vi,en}.ts (through
 * src/shared/seat-names.ts). "Máy N" / "Computer N" was in five catalogues and built in as many modules;
 * src/renderer/src/lib/computer-names.test.ts checks that every namer gives the same name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(import.meta.dirname, '../../src')

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) yield* sources(p)
    else if (/\.(ts|svelte)$/.test(e.name) && !/\.test\.ts$|\.fixture\.ts$/.test(e.name)) yield p
  }
}

describe('a computer player’s name', () => {
  it('is written in one place: no other source holds "Máy {{n}}" or "Computer {{n}}"', () => {
    const writers: string[] = []
    for (const file of sources(SRC))
      if (/\b(Máy|Computer) (\{\{|\$\{)/.test(readFileSync(file, 'utf8'))) writers.push(relative(SRC, file))
    expect(writers.sort()).toEqual(['shared/i18n/seats.en.ts', 'shared/i18n/seats.vi.ts'])
  })
})
