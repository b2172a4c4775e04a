/**
 * How the site's two web faces are cut, so that a page's first paint waits for as few bytes as
 * possible (mobile LCP). Running text is in the visitor's own system face (Roboto on
 * Android, San Francisco on Apple devices, Segoe UI on Windows): nothing to download.
 *
 * Each face comes from @fontsource-variable's Latin file and is cut in two: a **core** file
 * with ASCII and the punctuation the site's texts use (preloaded where the face is), and a
 * **rest** file with the remaining Latin characters (accented letters and the like), which
 * a browser downloads only for a page that contains one of them (`unicode-range`).
 * `npm run fonts:subset` writes the files; src/app/(frontend)/fonts.ts declares the ranges.
 *
 * Each face is also pinned to the one weight the site sets in it, a static instance about 40%
 * smaller than the variable file, and keeps only the OpenType features a browser applies to
 * running text by default (plus lining and tabular figures).
 */

/**
 * Kerning, ligatures, contextual forms, marks and locale forms, and lining and tabular
 * figures (the face's default figures are old-style: prices and statistics ask for lining).
 */
export const LAYOUT_FEATURES = [
  'kern',
  'liga',
  'calt',
  'clig',
  'rlig',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rvrn',
  'lnum',
  'tnum',
]

/** ASCII, no-break space, © ® · ×, – —, ‘ ’ “ ”, • …, € ™ and the minus sign. */
export const CORE_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212'

/** What @fontsource-variable's Latin files cover (their CSS's `unicode-range`). */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/**
 * The faces, their source files and the one weight each is cut to; fonts.ts declares the
 * same weights. Headings, the logo and the footer's slogan are bold display; quotes are
 * regular italic.
 */
export const FACES = {
  'playfair-display': {
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    weight: 700,
  },
  'playfair-display-italic': {
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
    weight: 400,
  },
} as const

export const FONT_OUTPUT_DIR = 'src/app/(frontend)/fonts'

export const codePointsOf = (range: string): number[] =>
  range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    const start = parseInt(from, 16)
    const end = parseInt(to, 16)
    return Array.from({ length: end - start + 1 }, (_, i) => start + i)
  })

export const rangeOf = (codePoints: Iterable<number>): string => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  const parts: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i] + 1) i++
    parts.push(sorted[i] === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`)
  }
  return parts.join(',')
}

/** The Latin characters that are not in the core file. */
export const REST_RANGE = rangeOf(
  codePointsOf(LATIN_RANGE).filter((c) => !new Set(codePointsOf(CORE_RANGE)).has(c)),
)

export const SUBSETS = { core: CORE_RANGE, rest: REST_RANGE } as const
