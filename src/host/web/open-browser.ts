/**
 * Opens the browser host's URL in the user's default browser (`npm start` without Electron). The `open`
 * package knows each OS's way (xdg-open, open, start) and its quirks; a failure to open is only a
 * message, since the URL is printed anyway.
 */
import open from 'open'

export function openInBrowser(url: string): void {
  open(url).then(
    (child) => {
      child.on('error', (e) => process.stderr.write(`could not open a browser (${e.message}); open the URL above\n`))
      child.unref()
    },
    (e: unknown) => process.stderr.write(`could not open a browser (${(e as Error).message}); open the URL above\n`)
  )
}
