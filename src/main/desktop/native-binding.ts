/**
 * Which better-sqlite3 binary the Electron host loads. node_modules holds a build for Node's ABI (the
 * tests, the CLI and the browser host use it); Electron needs one for its own ABI:
 * - packaged: `resources/native/better_sqlite3.node`, shipped by electron-builder's extraResources;
 * - unpackaged under Electron (`npm start`, `npm run dev`, the e2e `electron` project):
 *   `build/native/better_sqlite3.node`, made by `npm run native` (scripts/native-binding.mjs);
 * - under Node: none, better-sqlite3's default lookup.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DataDirLocked } from '../../core/store/lock'

export const BINDING_FILE = 'better_sqlite3.node'

export type BindingMode = 'packaged' | 'electron' | 'node'

export interface BindingChoice {
  mode: BindingMode
  /** Absent under Node: better-sqlite3 finds its own build. */
  path?: string
}

export interface BindingContext {
  /** True when running inside Electron's main process. */
  underElectron: boolean
  isPackaged: boolean
  /** `process.resourcesPath` of the packaged app. */
  resourcesPath: string
  /** The project root an unpackaged app runs from (`app.getAppPath()`). */
  appRoot: string
}

export function chooseNativeBinding(ctx: BindingContext): BindingChoice {
  if (!ctx.underElectron) return { mode: 'node' }
  if (ctx.isPackaged) return { mode: 'packaged', path: join(ctx.resourcesPath, 'native', BINDING_FILE) }
  return { mode: 'electron', path: join(ctx.appRoot, 'build', 'native', BINDING_FILE) }
}

export type StartFailure =
  | { kind: 'binding-missing'; mode: BindingMode; path: string }
  | { kind: 'binding-wrong'; mode: BindingMode; path: string; detail: string }
  /** Another Bàn Xanh holds the data folder (store/lock.ts); its message is in both languages. */
  | { kind: 'locked'; vi: string; en: string }
  | { kind: 'store'; detail: string }

/** The binding is checked before the store opens, so a missing file never reads as a store problem. */
export function missingBinding(choice: BindingChoice): StartFailure | null {
  if (!choice.path || existsSync(choice.path)) return null
  return { kind: 'binding-missing', mode: choice.mode, path: choice.path }
}

/**
 * What a failure to open the store means. A binary for another ABI, or one that is not a loadable
 * library at all, fails inside `require()` with the loader's words; those are told apart from a
 * store problem so the dialog can say what to run.
 */
export function classifyStartError(e: unknown, choice: BindingChoice): StartFailure {
  if (e instanceof DataDirLocked) {
    const [vi = e.message, en = e.message] = e.message.split('\n')
    return { kind: 'locked', vi, en }
  }
  const detail = e instanceof Error ? e.message : String(e)
  const loaderWords =
    /NODE_MODULE_VERSION|compiled against a different Node\.js version|invalid ELF header|wrong ELF class|not a valid Win32 application|slice is not valid mach-o|not a mach-o file|Module did not self-register|dlopen|ERR_DLOPEN_FAILED|cannot open shared object file/i
  const code = (e as { code?: unknown } | null)?.code
  if (choice.path && (loaderWords.test(detail) || code === 'ERR_DLOPEN_FAILED'))
    return { kind: 'binding-wrong', mode: choice.mode, path: choice.path, detail }
  return { kind: 'store', detail }
}
