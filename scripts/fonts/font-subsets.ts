/**
 * How the site's three web faces are split, so that a page's first paint waits for the
 * characters pages actually use and not the whole Latin file (issue 12: mobile LCP).
 *
 * Each face comes from @fontsource-variable's Latin file and is cut in two: a **core** file
 * with ASCII and the punctuation the site's texts use (preloaded where the face is), and a
 * **rest** file with the remaining Latin characters (accented letters and the like), which
 * a browser downloads only for a page that contains one of them (`unicode-range`).
 * `npm run fonts:subset` writes the files; src/app/(frontend)/fonts.ts declares the ranges.
 *
 * The files also keep only the weights the site sets (400 to 700: normal, medium, semibold,
 * bold) and the OpenType features a browser applies to running text by default (plus tabular
 * figures), which takes the core files from 55 KiB to about 40.
 */

/** The weight axis kept, in both faces; fonts.ts declares the same range. */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const

/** Kerning, ligatures, contextual forms, marks and locale forms, and tabular figures. */
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
  'tnum',
]

/** ASCII, no-break space, © ® · ×, – —, ‘ ’ “ ”, • …, € ™ and the minus sign. */
export const CORE_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212'

/** What @fontsource-variable's Latin files cover (their CSS's `unicode-range`). */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

export const FONT_SOURCES = {
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'playfair-display':
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  'playfair-display-italic':
    '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
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
