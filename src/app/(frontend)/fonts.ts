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

export const display = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  weight: '400 900',
  variable: '--font-playfair',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
})
