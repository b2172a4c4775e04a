/**
 * Writes the core and rest files of the site's web faces (see font-subsets.ts) from the
 * @fontsource-variable packages: `npm run fonts:subset`. The files are committed; a unit test
 * checks that they are what this script makes from the installed packages.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { FACES, FONT_OUTPUT_DIR, SUBSETS } from './font-subsets'
import { subsetFace } from './subset-face'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const require = createRequire(import.meta.url)

await mkdir(path.join(root, FONT_OUTPUT_DIR), { recursive: true })
for (const [face, { source, weight }] of Object.entries(FACES)) {
  for (const [subset, range] of Object.entries(SUBSETS)) {
    const file = path.join(root, FONT_OUTPUT_DIR, `${face}-${subset}.woff2`)
    const bytes = await subsetFace(require.resolve(source), range, weight)
    await writeFile(file, bytes)
    console.log(`${path.relative(root, file)}: ${(bytes.length / 1024).toFixed(1)} KiB`)
  }
}
