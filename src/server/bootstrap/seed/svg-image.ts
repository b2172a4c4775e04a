import type { SeedImage } from './content/types'

// What every drawing of the seed shares: its sizes, and text made safe inside SVG.

export const PLACEHOLDER_SIZES: Record<SeedImage['shape'], { width: number; height: number }> = {
  landscape: { width: 1600, height: 1000 },
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
}

/** Text safe inside SVG elements and attributes (also drops characters XML forbids). */
export const escapeXml = (text: string): string =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
