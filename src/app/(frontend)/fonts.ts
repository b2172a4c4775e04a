import localFont from 'next/font/local'

// Self-hosted from the @fontsource packages (no font service at build or run time). next/font
// adds a size-adjusted fallback face, so text does not shift when the web font arrives.
export const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

// The upright face is preloaded: headings in the first screen of every page use it.
export const display = localFont({
  src: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  style: 'normal',
  variable: '--font-playfair',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
})

// The italic face only sets quotes and the footer's slogan, mostly below the first screen: a
// family of its own, fetched when used, so phones on slow networks do not download it before
// the page's first paint (next/font preloads every file of a family). `optional`: when it
// is not there in time (a first visit), the fallback stays, so a short page whose footer is
// in view does not shift when it arrives (it did, by 0.003, with `swap`).
export const displayItalic = localFont({
  src: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
  weight: '400 900',
  style: 'italic',
  variable: '--font-playfair-italic',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})
