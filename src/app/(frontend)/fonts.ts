import localFont from 'next/font/local'

// Self-hosted (no font service at build or run time), from the @fontsource packages cut in
// two by `npm run fonts:subset` (scripts/fonts/font-subsets.ts): a core file with ASCII and the
// punctuation the site uses, and a rest file with the other Latin characters that a browser
// downloads only for a page containing one. Each face is pinned to the one weight the site
// sets in it (bold upright, regular italic). Running text is in the visitor's system face
// (globals.css), so the first paint waits for one small file. next/font's literal-only
// options mean the ranges are written out here; a unit test holds them to font-subsets.ts.
//
// A face's core family comes first in its font stack, then the rest family (both faces' rest
// files, which share their range) with the size-adjusted fallback face next/font makes (so
// text does not shift when the web font arrives), which also stands in for the core face
// while it loads. globals.css puts them in that order.

// The upright display face is preloaded: headings in the first screen of every page use it.
// Set in any other weight it is still drawn bold (the face has only this one).
export const display = localFont({
  src: './fonts/playfair-display-core.woff2',
  weight: '700',
  style: 'normal',
  variable: '--font-playfair',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212',
    },
  ],
})

// The italic face only sets quotes (home and about), below the first screen: a family of its
// own, fetched when used, so phones on slow networks do not download it before the page's
// first paint (next/font preloads every file of a family). The footer's slogan slants the
// upright face instead, so not every page fetches it. `swap`, over a fallback sized to match:
// with `optional` a first visit kept the plain fallback italic for the whole visit; the quotes
// are below the first screen, so the face has usually arrived before they are in view.
export const displayItalic = localFont({
  preload: false,
  src: './fonts/playfair-display-italic-core.woff2',
  weight: '400',
  style: 'italic',
  variable: '--font-playfair-italic',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212',
    },
  ],
})

export const displayRest = localFont({
  src: [
    { path: './fonts/playfair-display-rest.woff2', weight: '700', style: 'normal' },
    { path: './fonts/playfair-display-italic-rest.woff2', weight: '400', style: 'italic' },
  ],
  variable: '--font-playfair-rest',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F,U+007F-009F,U+00A1-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

/** The class names that define the faces' CSS variables, for the root element. */
export const fontVariables = [display, displayItalic, displayRest]
  .map((font) => font.variable)
  .join(' ')
