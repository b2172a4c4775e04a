import sharp from 'sharp'

import type { SeedImage } from './content/types'
import { buildMapSvg } from './map-image'

/**
 * Branded images drawn at seed time, so every card of a fresh site has an image in the
 * academy's style until editors upload real photographs. Pure SVG rendered by sharp: no
 * network, no font files (generic font families only).
 */

export const PLACEHOLDER_SIZES: Record<SeedImage['shape'], { width: number; height: number }> = {
  landscape: { width: 1600, height: 1000 },
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
}

const GOLD = '#ddb95e'
const BRAND = 'MALAYSIA LEADERSHIP ACADEMY'
const SLOGAN = 'NOW EVERYONE CAN LEAD'
const SERIF = 'serif'
const SANS = 'sans-serif'

/** FNV-1a: a small, stable hash so the same key always gets the same variations. */
const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
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

/**
 * A rough text width in px, calibrated on DejaVu (the widest common fallback fonts, bold serif
 * for labels), so wrapped lines never overflow whatever serif or sans-serif font renders them.
 */
const estimateWidth = (text: string, fontSize: number, serif: boolean): number => {
  let em = 0
  for (const char of text) {
    if (char === ' ') em += serif ? 0.35 : 0.32
    else if (/[mwMW@]/.test(char)) em += serif ? 1.02 : 0.9
    else if (/[A-Z&]/.test(char)) em += serif ? 0.82 : 0.72
    else if (/[iljtfr.,:;'’!|()/-]/.test(char)) em += serif ? 0.42 : 0.36
    else if (/[0-9]/.test(char)) em += serif ? 0.7 : 0.64
    else em += serif ? 0.67 : 0.6
  }
  return em * fontSize * 1.03
}

/** Splits text into lines no wider than maxWidth; null when it needs more than maxLines. */
const wrap = (
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
  serif: boolean,
): string[] | null => {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (estimateWidth(word, fontSize, serif) > maxWidth) return null
    const candidate = line ? `${line} ${word}` : word
    if (estimateWidth(candidate, fontSize, serif) <= maxWidth) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines.length <= maxLines ? lines : null
}

type Fitted = { lines: string[]; fontSize: number }

/** The largest font size (down to min) at which the text fits; at min size, cut with an ellipsis. */
const fit = (
  text: string,
  opts: { max: number; min: number; width: number; lines: number; serif: boolean },
): Fitted => {
  for (let size = opts.max; size >= opts.min; size -= 2) {
    let lines = wrap(text, size, opts.width, opts.lines, opts.serif)
    if (!lines) continue
    // Balance the lines: the narrowest width that keeps the same number of lines.
    let [narrow, wide] = [0, opts.width]
    for (let step = 0; step < 12; step++) {
      const width = (narrow + wide) / 2
      const tighter = wrap(text, size, width, lines.length, opts.serif)
      if (tighter) [lines, wide] = [tighter, width]
      else narrow = width
    }
    return { lines, fontSize: size }
  }
  const fontSize = opts.min
  const lines: string[] = []
  let rest = text.split(/\s+/).filter(Boolean)
  while (rest.length && lines.length < opts.lines) {
    let count = rest.length
    while (
      count > 1 &&
      estimateWidth(rest.slice(0, count).join(' '), fontSize, opts.serif) > opts.width
    ) {
      count--
    }
    let line = rest.slice(0, count).join(' ')
    while (line.length > 1 && estimateWidth(line, fontSize, opts.serif) > opts.width) {
      line = line.slice(0, -1)
    }
    lines.push(line)
    rest = rest.slice(count)
  }
  if (rest.length && lines.length)
    lines[lines.length - 1] = `${lines[lines.length - 1].replace(/[\s.,;:]+$/, '')}…`
  return { lines, fontSize }
}

const textLines = (
  fitted: Fitted,
  attrs: { x: number; y: number; lineHeight: number; anchor: 'start' | 'middle' },
  style: string,
): string =>
  fitted.lines
    .map(
      (line, i) =>
        `<text x="${attrs.x}" y="${Math.round(attrs.y + i * attrs.lineHeight)}" text-anchor="${attrs.anchor}" font-size="${fitted.fontSize}" ${style}>${escapeXml(line)}</text>`,
    )
    .join('')

const PATTERNS = [
  // Diamond lattice.
  (id: string) =>
    `<pattern id="${id}" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M28 0 L56 28 L28 56 L0 28 Z" fill="none" stroke="${GOLD}" stroke-width="1"/></pattern>`,
  // Dot grid.
  (id: string) =>
    `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="2.2" fill="${GOLD}"/></pattern>`,
  // Diagonal hatching (drawn unrotated: a rotated pattern renders several times slower).
  (id: string) =>
    `<pattern id="${id}" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M-8 8 L8 -8 M0 32 L32 0 M24 40 L40 24" stroke="${GOLD}" stroke-width="1.2"/></pattern>`,
]

/** The SVG source of a placeholder (exported for tests and previews). */
export const buildPlaceholderSvg = (image: SeedImage): string => {
  const { width, height } = PLACEHOLDER_SIZES[image.shape]
  const h = hash(image.key)
  const hue = 206 + (h % 21) // around the navy of #0b1d38 / #132b4f (hue 216)
  const pattern = PATTERNS[(h >>> 8) % PATTERNS.length]('pattern')
  const flip = ((h >>> 12) & 1) === 1
  const ringShift = ((h >>> 16) % 9) * 12
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

  const brandStyle = `font-family="${SANS}" font-weight="700" letter-spacing="4" fill="${GOLD}"`
  const sloganStyle = `font-family="${SANS}" letter-spacing="5" fill="#ffffff" fill-opacity="0.55"`
  const labelStyle = `font-family="${SERIF}" font-weight="700" fill="#ffffff"`
  const captionStyle = `font-family="${SANS}" fill="${GOLD}"`

  let body: string
  if (image.shape === 'portrait') {
    const cx = width / 2
    const cy = 400
    const initials = getInitials(image.label)
    const name = fit(image.label, { max: 46, min: 30, width: width - 140, lines: 2, serif: true })
    const nameTop = 700
    const nameLineHeight = name.fontSize * 1.2
    const caption = image.caption
      ? fit(image.caption, { max: 26, min: 20, width: width - 160, lines: 2, serif: false })
      : null
    const captionTop =
      nameTop + (name.lines.length - 1) * nameLineHeight + 30 + (caption?.fontSize ?? 0)
    body = `<text x="${cx}" y="100" text-anchor="middle" font-size="18" ${brandStyle}>${BRAND}</text>
<line x1="${cx - 40}" y1="124" x2="${cx + 40}" y2="124" stroke="${GOLD}" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="232" fill="none" stroke="${GOLD}" stroke-opacity="0.25" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="212" fill="none" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="190" fill="url(#disc)" stroke="${GOLD}" stroke-width="6"/>
<text x="${cx}" y="${cy + (initials.length > 2 ? 46 : 56)}" text-anchor="middle" font-size="${initials.length > 2 ? 130 : 160}" ${labelStyle} letter-spacing="4">${escapeXml(initials)}</text>
${textLines(name, { x: cx, y: nameTop, lineHeight: nameLineHeight, anchor: 'middle' }, labelStyle)}
${caption ? textLines(caption, { x: cx, y: captionTop, lineHeight: caption.fontSize * 1.3, anchor: 'middle' }, captionStyle) : ''}
<text x="${cx}" y="${height - 64}" text-anchor="middle" font-size="16" ${sloganStyle}>${SLOGAN}</text>`
  } else {
    const landscape = image.shape === 'landscape'
    const x = landscape ? 120 : 96
    const textWidth = landscape ? 1060 : width - 2 * x
    const label = fit(image.label, {
      max: landscape ? 96 : 86,
      min: landscape ? 52 : 46,
      width: textWidth,
      lines: landscape ? 3 : 4,
      serif: true,
    })
    const caption = image.caption
      ? fit(image.caption, {
          max: landscape ? 36 : 32,
          min: 24,
          width: textWidth,
          lines: 2,
          serif: false,
        })
      : null
    const lineHeight = label.fontSize * 1.16
    const captionGap = caption ? 44 + caption.fontSize * 1.3 * caption.lines.length : 0
    const blockHeight = label.fontSize + (label.lines.length - 1) * lineHeight + captionGap
    const labelTop = Math.round(height / 2 - blockHeight / 2 + label.fontSize * 0.8 + 20)
    const ruleY = labelTop - label.fontSize - 24
    const captionTop =
      labelTop + (label.lines.length - 1) * lineHeight + 44 + (caption?.fontSize ?? 0)
    const rx = flip ? (landscape ? 1420 : 880) : width - 40
    const ry = landscape ? 780 - ringShift : 860 - ringShift
    const rings = [150, 230, 310, 390, 470]
      .map(
        (r, i) =>
          `<circle cx="${rx}" cy="${ry}" r="${r}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.28 - i * 0.045).toFixed(3)}" stroke-width="${i === 0 ? 3 : 1.5}"/>`,
      )
      .join('')
    body = `${rings}
<text x="${x}" y="${landscape ? 124 : 112}" font-size="${landscape ? 22 : 20}" ${brandStyle}>${BRAND}</text>
<rect x="${x}" y="${ruleY}" width="96" height="5" fill="${GOLD}"/>
${textLines(label, { x, y: labelTop, lineHeight, anchor: 'start' }, labelStyle)}
${caption ? textLines(caption, { x, y: captionTop, lineHeight: caption.fontSize * 1.3, anchor: 'start' }, captionStyle) : ''}
<text x="${x}" y="${height - 84}" font-size="${landscape ? 18 : 16}" ${sloganStyle}>${SLOGAN}</text>`
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs}
${background}
${body}
</svg>`
}

/** Renders a seed image as a WebP in the academy's navy-and-gold style (or as a drawn map). */
export const renderPlaceholderImage = async (image: SeedImage): Promise<Buffer> =>
  sharp(Buffer.from(image.kind === 'map' ? buildMapSvg(image) : buildPlaceholderSvg(image), 'utf8'))
    .webp({ quality: 80, effort: 2 })
    .toBuffer()
