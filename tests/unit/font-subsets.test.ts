import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  codePointsOf,
  CORE_RANGE,
  FACES,
  FONT_OUTPUT_DIR,
  LATIN_RANGE,
  rangeOf,
  REST_RANGE,
  SUBSETS,
} from '../../scripts/fonts/font-subsets'
import { subsetFace } from '../../scripts/fonts/subset-face'

const require = createRequire(import.meta.url)
const fontsModule = path.resolve('src/app/(frontend)/fonts.ts')

describe('the web faces’ core and rest subsets', () => {
  it('split the Latin files’ characters between them, with nothing lost or in both', () => {
    const core = codePointsOf(CORE_RANGE)
    const rest = codePointsOf(REST_RANGE)
    expect(core.filter((c) => rest.includes(c))).toEqual([])
    expect(rangeOf([...core, ...rest])).toBe(rangeOf(codePointsOf(LATIN_RANGE)))
  })

  it('put what the site’s own texts use in the core file', () => {
    const core = new Set(codePointsOf(CORE_RANGE))
    // ASCII, and characters found in the seeded pages and the interface's strings.
    for (const c of ' AZaz09~RM@&©–—’“”·×−…\u00a0') expect(core.has(c.codePointAt(0)!)).toBe(true)
    // Accented letters are in the rest file.
    for (const c of 'éÉñü') expect(core.has(c.codePointAt(0)!)).toBe(false)
  })

  it('are declared in fonts.ts with exactly these ranges: each face’s core family, then one rest family', async () => {
    const source = await readFile(fontsModule, 'utf8')
    const families = source.split('localFont(').slice(1)
    const files = families.map((family) =>
      [...family.matchAll(/'\.\/fonts\/([\w-]+)\.woff2'/g)].map(([, file]) => file),
    )
    const ranges = families.map((family) => /value:\s*'([^']+)'/.exec(family)?.[1])
    expect(files).toEqual([
      ...Object.keys(FACES).map((face) => [`${face}-core`]),
      Object.keys(FACES).map((face) => `${face}-rest`),
    ])
    expect(ranges).toEqual([...Object.keys(FACES).map(() => SUBSETS.core), SUBSETS.rest])
  })

  it('are each cut to one weight, which fonts.ts declares for its core and rest files', async () => {
    const source = await readFile(fontsModule, 'utf8')
    const weights = [...source.matchAll(/weight: '([^']+)'/g)].map(([, weight]) => weight)
    const faceWeights = Object.values(FACES).map(({ weight }) => String(weight))
    expect(weights).toEqual([...faceWeights, ...faceWeights])
  })

  it('are the committed files, as `npm run fonts:subset` makes them from the installed packages', async () => {
    for (const [face, { source, weight }] of Object.entries(FACES)) {
      for (const [subset, range] of Object.entries(SUBSETS)) {
        const committed = await readFile(path.join(FONT_OUTPUT_DIR, `${face}-${subset}.woff2`))
        const made = await subsetFace(require.resolve(source), range, weight)
        expect(committed.equals(made), `${face}-${subset}.woff2 is stale`).toBe(true)
      }
    }
  }, 30_000)
})
