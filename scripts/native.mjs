#!/usr/bin/env node
/**
 * `npm run native`: makes build/native/better_sqlite3.node, better-sqlite3 built for Electron's ABI,
 * which the unpackaged desktop app loads (`npm start` does this itself). node_modules is not touched.
 */
import { ensureNativeBinding } from './electron-setup.mjs'

const r = await ensureNativeBinding()
if (!r.ok) {
  process.stderr.write(`error: ${r.why}\n`)
  process.exit(1)
}
process.stdout.write(`${r.made ? 'made' : 'already made'}: ${r.path}\n`)
