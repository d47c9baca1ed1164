/**
 * Static files of the built renderer. Only files under `root` are ever served: the path is decoded,
 * checked for NUL and backslashes, resolved, and its real path (symlinks followed) must stay inside
 * the root's real path.
 */
import { createReadStream, realpathSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav'
}

export function mimeType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

export type Resolved = { ok: true; file: string } | { ok: false; status: 400 | 404; reason: string }

/** Maps a URL pathname to a file under `root`, or says why not. `/` and extension-less paths get index.html. */
export function resolveStatic(root: string, pathname: string): Resolved {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { ok: false, status: 400, reason: 'malformed path' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 400, reason: 'malformed path' }
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return { ok: false, status: 404, reason: 'the renderer is not built' }
  }
  // Client-side routes (no extension) all load the app.
  const rel = decoded === '/' || extname(decoded) === '' ? '/index.html' : decoded
  const full = resolve(realRoot, '.' + rel)
  if (full !== realRoot && !full.startsWith(realRoot + sep)) return { ok: false, status: 404, reason: 'not found' }
  let real: string
  try {
    real = realpathSync(full)
    if (!statSync(real).isFile()) return { ok: false, status: 404, reason: 'not found' }
  } catch {
    return { ok: false, status: 404, reason: 'not found' }
  }
  if (!real.startsWith(realRoot + sep)) return { ok: false, status: 404, reason: 'not found' }
  return { ok: true, file: real }
}

export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  headers: Record<string, string>
): void {
  const size = statSync(file).size
  const isHtml = file.endsWith(join(sep, 'index.html'))
  res.writeHead(200, {
    ...headers,
    'Content-Type': mimeType(file),
    'Content-Length': String(size),
    // index.html names the hashed assets, so it must never be stale; the assets may be revalidated.
    'Cache-Control': isHtml ? 'no-store' : 'no-cache'
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const stream = createReadStream(file)
  stream.on('error', () => res.destroy())
  stream.pipe(res)
}
