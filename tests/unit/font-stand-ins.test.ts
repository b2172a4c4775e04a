import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

// The very code next/font runs on a font file for `adjustFontFallback: 'Times New Roman'`, so
// the stand-ins in globals.css are held to the figures next/font itself would write.
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
const fontFromBuffer: (buffer: Buffer) => unknown = fontkit.default ?? fontkit
const { getFallbackMetricsFromFontFile } =
  require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
    getFallbackMetricsFromFontFile: (
      font: unknown,
      category: 'serif',
    ) => Record<'ascentOverride' | 'descentOverride' | 'lineGapOverride' | 'sizeAdjust', string>
  }

const stylesheet = path.resolve('src/app/(frontend)/globals.css')
const fontFile = (name: string) => path.resolve('src/app/(frontend)/fonts', `${name}.woff2`)

const STAND_INS = {
  'Playfair Stand-in': 'playfair-display-core',
  'Playfair Italic Stand-in': 'playfair-display-italic-core',
}

const fontFaceOf = (css: string, family: string) => {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => body)
    .find((body) => body.includes(`font-family: '${family}';`))
  if (!face) throw new Error(`no @font-face for ${family} in globals.css`)
  const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]
  return {
    src: descriptor('src'),
    ascentOverride: descriptor('ascent-override'),
    descentOverride: descriptor('descent-override'),
    lineGapOverride: descriptor('line-gap-override'),
    sizeAdjust: descriptor('size-adjust'),
  }
}

describe('the display faces’ stand-ins', () => {
  it.each(Object.entries(STAND_INS))(
    '%s has the figures next/font computes from %s.woff2',
    async (family, file) => {
      const css = await readFile(stylesheet, 'utf8')
      const { src, ...figures } = fontFaceOf(css, family)
      const expected = getFallbackMetricsFromFontFile(
        fontFromBuffer(await readFile(fontFile(file))),
        'serif',
      )
      // As percentages: the stylesheet's formatter writes 0.00% as 0%.
      const percent = (value?: string) => Number.parseFloat(value ?? 'NaN')
      expect(Object.values(figures).map(percent)).toEqual(
        [
          expected.ascentOverride,
          expected.descentOverride,
          expected.lineGapOverride,
          expected.sizeAdjust,
        ].map(percent),
      )
      // Times New Roman, whose widths the size adjustment is computed from, and its clones.
      expect(src).toBe("local('Times New Roman'), local('Liberation Serif'), local('Tinos')")
    },
  )

  it('come in each display stack after the rest family, so accented letters keep the face', async () => {
    const css = await readFile(stylesheet, 'utf8')
    const stack = (variable: string) =>
      new RegExp(`${variable}:([^;]+);`).exec(css)?.[1].replace(/\s+/g, ' ').trim()
    expect(stack('--font-display')).toMatch(
      /^var\(--font-playfair\), var\(--font-playfair-rest\), 'Playfair Stand-in',/,
    )
    expect(stack('--font-display-italic')).toMatch(
      /^var\(--font-playfair-italic\), var\(--font-playfair-rest\), 'Playfair Italic Stand-in',/,
    )
  })
})
