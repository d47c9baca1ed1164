#!/usr/bin/env node
/**
 * `npm run edge|scenario|verify|sim -- …`: runs the command's bundle from out/node (made first when a
 * source is newer, scripts/node-bundle.mjs) in this process. The command reads its own arguments from
 * process.argv, so the command's name is taken out of them first. Bundling messages go to stderr only:
 * stdout carries the command's output alone.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { NODE_ENTRIES, NODE_OUT, ensureNodeBundle } from './node-bundle.mjs'

const COMMANDS = ['edge', 'scenario', 'verify', 'sim']
const name = process.argv[2]
if (!name || !COMMANDS.includes(name) || !(name in NODE_ENTRIES)) {
  process.stderr.write(`error: usage: node scripts/cli.mjs ${COMMANDS.join('|')} [arguments]\n`)
  process.exit(2)
}
ensureNodeBundle()
process.argv.splice(2, 1)
await import(pathToFileURL(join(NODE_OUT, `${name}.js`)).href)
