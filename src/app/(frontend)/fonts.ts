import localFont from 'next/font/local'

// Self-hosted, from @fontsource cut by `npm run fonts:subset` (scripts/fonts/font-subsets.ts)
// into a core file (ASCII and the site's punctuation) and a rest file a browser fetches only
// for a page that needs it. next/font takes only literal options, so the ranges are written out
// here; a unit test holds them to font-subsets.ts. globals.css orders each font stack.

// Preloaded: first-screen headings on every page use it. The face has only this one weight.
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

// A family of its own so it is not preloaded (next/font preloads every file of a family): it
// sets only quotes, below a phone's first screen, so with `swap` it has usually arrived when
// seen. On a wide screen /about's quote is on the first screen: it is drawn in the stand-in
// (globals.css) until the face arrives, on the same lines.
export const displayItalic = localFont({
  preload: false,
  src: './fonts/playfair-display-italic-core.woff2',
  weight: '400',
  style: 'italic',
  variable: '--font-playfair-italic',
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

export const displayRest = localFont({
  src: [
    { path: './fonts/playfair-display-rest.woff2', weight: '700', style: 'normal' },
    { path: './fonts/playfair-display-italic-rest.woff2', weight: '400', style: 'italic' },
  ],
  variable: '--font-playfair-rest',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F,U+007F-009F,U+00A1-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

export const fontVariables = [display, displayItalic, displayRest]
  .map((font) => font.variable)
  .join(' ')
