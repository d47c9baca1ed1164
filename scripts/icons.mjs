#!/usr/bin/env node
/**
 * `npm run icons`: every app icon from one source, build/icon.svg. The outputs are committed (the
 * installers are built from them and must not depend on this script running):
 *   - build/icons/<N>x<N>.png (16–1024): Linux (electron-builder takes the folder) and the window icon;
 *   - build/icon.png (512): electron-builder's default;
 *   - build/icon.ico (16–256): Windows; build/icon.icns (16–1024): macOS.
 * sharp (libvips) renders the SVG; icon-gen packs the ICO and ICNS containers.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import icongen from 'icon-gen'
import sharp from 'sharp'
import { ROOT } from './start-web.mjs'

const SOURCE = join(ROOT, 'build', 'icon.svg')
const ICONS = join(ROOT, 'build', 'icons')
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]

const svg = readFileSync(SOURCE)
rmSync(ICONS, { recursive: true, force: true })
mkdirSync(ICONS, { recursive: true })
for (const size of PNG_SIZES) {
  // Rendered at the target size from the vector source (density scales the 1024-unit viewBox).
  await sharp(svg, { density: (72 * size) / 1024 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(ICONS, `${size}x${size}.png`))
}
await sharp(svg, { density: 36 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(join(ROOT, 'build', 'icon.png'))
await icongen(SOURCE, join(ROOT, 'build'), {
  report: false,
  ico: { name: 'icon', sizes: [16, 24, 32, 48, 64, 128, 256] },
  icns: { name: 'icon', sizes: [16, 32, 64, 128, 256, 512, 1024] }
})
process.stdout.write(
  `icons: build/icons/{${PNG_SIZES.join(',')}}.png, build/icon.png, build/icon.ico, build/icon.icns\n`
)
