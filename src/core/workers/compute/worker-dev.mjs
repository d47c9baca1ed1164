// Running from source (tsx, vitest): the worker thread loads worker.ts through tsx, a dev dependency.
// The built app starts out/main/compute-worker.js instead (client.ts).
import { tsImport } from 'tsx/esm/api'

await tsImport('./worker.ts', import.meta.url)
