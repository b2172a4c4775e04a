import sharp from 'sharp'

import type { SeedImage } from './content/types'
import { buildMapSvg } from './map-image'
import { escapeXml, PLACEHOLDER_SIZES } from './svg-image'

// Pure SVG rendered by sharp: no network, no font files (a generic font family only).

const GOLD = '#ddb95e'
const SERIF = 'serif'

/** FNV-1a: a small, stable hash so the same key always gets the same variations. */
const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const TITLES = new Set([
  'dato',
  'datuk',
  'datin',
  'dr',
  'prof',
  'madya',
  'haji',
  'hajah',
  'hajjah',
  'hj',
  'ir',
  'ts',
  'tun',
  'toh',
  'encik',
  'en',
  'puan',
  'pn',
  'cik',
  'mr',
  'mrs',
  'ms',
  'miss',
  'madam',
])
const CONNECTORS = new Set(['bin', 'binti', 'bt', 'bte', 'a/l', 'a/p', 's/o', 'd/o', '@'])
const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', '&'])

/** Initials of a name, skipping Malaysian honorifics and patronymic connectors: 'SN', 'TL'. */
export const getInitials = (name: string): string => {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[.,'’]+$/g, ''))
    .filter(Boolean)
  const lower = (word: string) => word.toLowerCase()
  while (words.length > 1) {
    if (TITLES.has(lower(words[0]))) words.shift()
    else if (lower(words[0]) === 'tan' && ['sri', 'seri'].includes(lower(words[1] ?? ''))) {
      words.splice(0, 2)
    } else if (lower(words[0]) === 'puan' && lower(words[1] ?? '') === 'sri') words.splice(0, 2)
    else break
  }
  const significant = words.filter(
    (word) => !CONNECTORS.has(lower(word)) && !SMALL_WORDS.has(lower(word)) && /\p{L}/u.test(word),
  )
  const letters = (list: string[]) =>
    list
      .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
      .join('')
      .toUpperCase()
  if (significant.length === 0) return letters(words.slice(0, 1)) || '?'
  if (significant.length === 1) return letters(significant)
  return letters([significant[0], significant[significant.length - 1]])
}

const PATTERNS = [
  (id: string) =>
    `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M28 0 L56 28 L28 56 L0 28 Z" fill="none" stroke="${GOLD}" stroke-width="1"/></pattern>`,
  (id: string) =>
    `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="2.2" fill="${GOLD}"/></pattern>`,
  // Drawn unrotated: a rotated pattern renders several times slower.
  (id: string) =>
    `<pattern id="${id}" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M-8 8 L8 -8 M0 32 L32 0 M24 40 L40 24" stroke="${GOLD}" stroke-width="1.2"/></pattern>`,
]

export const buildPlaceholderSvg = (image: SeedImage): string => {
  const { width, height } = PLACEHOLDER_SIZES[image.shape]
  const h = hash(image.key)
  const hue = 206 + (h % 21) // around the navy of #0b1d38 / #132b4f (hue 216)
  const pattern = PATTERNS[(h >>> 8) % PATTERNS.length]('pattern')
  const flip = ((h >>> 12) & 1) === 1
  const dark = `hsl(${hue}, 67%, 13%)`
  const light = `hsl(${hue}, 61%, 19%)`
  const lighter = `hsl(${hue}, 52%, 26%)`

  const defs = `<defs>
<linearGradient id="bg" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<radialGradient id="glow" cx="${flip ? 0.15 : 0.85}" cy="0.2" r="0.7"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.12"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
<radialGradient id="disc" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighter}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
${pattern}
</defs>`
  const background = `<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#pattern)" opacity="0.07"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2"/>`

  // Only a monogram: the page shows the title, name and caption beside or over the picture.
  const initials = getInitials(image.label)
  const monogramStyle = `font-family="${SERIF}" font-weight="700" fill="#ffffff" letter-spacing="4"`
  const portrait = image.shape === 'portrait'
  const cx = portrait ? width / 2 : flip ? width * 0.3 : width * 0.7
  const cy = portrait ? height * 0.42 : height / 2
  const r = portrait ? 190 : Math.round(Math.min(width, height) * 0.2)
  const fontSize = Math.round(r * (initials.length > 2 ? 0.68 : 0.84))
  const rings = [r + 22, r + 42, r + 110, r + 190]
    .map(
      (ring, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${ring}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.45 - i * 0.1).toFixed(2)}" stroke-width="${i < 2 ? 2 : 1.5}"/>`,
    )
    .join('')
  const body = `${rings}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#disc)" stroke="${GOLD}" stroke-width="6"/>
<text x="${cx}" y="${Math.round(cy + fontSize * 0.35)}" text-anchor="middle" font-size="${fontSize}" ${monogramStyle}>${escapeXml(initials)}</text>`

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs}
${background}
${body}
</svg>`
}

// The one generated image with words: it stands for the whole site where a link is shared.
export const buildSocialCardSvg = (image: SeedImage): string => {
  const { width, height } = PLACEHOLDER_SIZES.landscape
  const background = buildPlaceholderSvg({ ...image, shape: 'landscape', label: image.label })
    .replace(/<circle[^>]*\/>|<text[^>]*>[^<]*<\/text>/g, '')
    .replace(/<\/svg>\s*$/, '')
  return `${background}
<text x="${width / 2}" y="${height / 2 - 10}" text-anchor="middle" font-size="92" font-family="${SERIF}" font-weight="700" fill="#ffffff">${escapeXml(image.label)}</text>
<rect x="${width / 2 - 60}" y="${height / 2 + 40}" width="120" height="5" fill="${GOLD}"/>
${image.caption ? `<text x="${width / 2}" y="${height / 2 + 120}" text-anchor="middle" font-size="38" font-family="sans-serif" fill="${GOLD}">${escapeXml(image.caption)}</text>` : ''}
</svg>`
}

const SVG_OF: Record<NonNullable<SeedImage['kind']>, (image: SeedImage) => string> = {
  card: buildPlaceholderSvg,
  map: buildMapSvg,
  social: buildSocialCardSvg,
}

export const renderPlaceholderImage = async (image: SeedImage): Promise<Buffer> =>
  sharp(Buffer.from(SVG_OF[image.kind ?? 'card'](image), 'utf8'))
    .webp({ quality: 80, effort: 2 })
    .toBuffer()
