/**
 * Moving export and import files across the one call channel, which carries at most 64 KiB of JSON
 * per call: an export comes back in base64 chunks (`history.exportChunk`), an import goes up in text
 * chunks (`history.upload`). The splitting and joining are plain functions so they can be tested.
 */

/** The browser host refuses frames over 65 KiB; leave room for the call's name and other fields. */
export const UPLOAD_FRAME_BUDGET = 56 * 1024

const encoder = new TextEncoder()

/** UTF-8 bytes of `text` once written as a JSON string (quotes, escapes and all). */
export function jsonBytes(text: string): number {
  return encoder.encode(JSON.stringify(text)).length
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/**
 * Cuts `text` into pieces of at most `maxChars` UTF-16 units whose JSON form fits `maxBytes`, never
 * between the two halves of a surrogate pair (the house writes each piece to disk as UTF-8, where a
 * lone half would turn into U+FFFD). Joined, the pieces give `text` back exactly.
 */
export function splitForUpload(text: string, maxChars: number, maxBytes = UPLOAD_FRAME_BUDGET): string[] {
  if (maxChars < 2) throw new Error('splitForUpload: maxChars must be at least 2')
  const out: string[] = []
  let at = 0
  while (at < text.length) {
    let n = Math.min(maxChars, text.length - at)
    for (;;) {
      // Never end a piece on the first half of a pair.
      if (at + n < text.length && isHighSurrogate(text.charCodeAt(at + n - 1))) n--
      const size = jsonBytes(text.slice(at, at + n))
      if (size <= maxBytes || n <= 1) break
      // Shrink in proportion to the overshoot (escapes and multi-byte letters make pieces heavier).
      n = Math.max(1, Math.min(n - 1, Math.floor((n * maxBytes) / size)))
    }
    out.push(text.slice(at, at + n))
    at += n
  }
  return out
}

/** base64 → bytes (a chunk may end inside a UTF-8 letter, so chunks are joined as bytes, not text). */
export function base64Bytes(b64: string): Uint8Array {
  const bin = atob(b64)
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}
