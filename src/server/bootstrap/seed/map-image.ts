import type { SeedImage } from './content/types'
import { escapeXml, PLACEHOLDER_SIZES } from './svg-image'

// The spec's "map image" without a map service: nothing may be fetched from outside.

const LAND = '#eef1ec'
const BLOCK = '#e2e7df'
const PARK = '#cfe3c8'
const WATER = '#b9d3ea'
const ROAD = '#ffffff'
const MAJOR_ROAD = '#f6e7b8'
const NAVY = '#0b1d38'
const GOLD = '#ddb95e'

const random = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0
  return seed / 2 ** 32
}

export const buildMapSvg = (image: SeedImage): string => {
  const { width, height } = PLACEHOLDER_SIZES[image.shape]
  const next = random(2015)
  const streets: string[] = []
  for (let x = 60; x < width; x += 110 + Math.round(next() * 60)) {
    streets.push(
      `<line x1="${x}" y1="0" x2="${x + 40 - next() * 80}" y2="${height}" stroke="${ROAD}" stroke-width="${10 + Math.round(next() * 6)}"/>`,
    )
  }
  for (let y = 50; y < height; y += 100 + Math.round(next() * 50)) {
    streets.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y + 60 - next() * 120}" stroke="${ROAD}" stroke-width="${10 + Math.round(next() * 6)}"/>`,
    )
  }
  const blocks = Array.from({ length: 26 }, () => {
    const w = 40 + next() * 70
    const h = 30 + next() * 60
    return `<rect x="${(next() * (width - w)).toFixed(0)}" y="${(next() * (height - h)).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="4" fill="${BLOCK}"/>`
  }).join('')
  const pinX = Math.round(width * 0.56)
  const pinY = Math.round(height * 0.46)
  const label = escapeXml(image.label)
  const caption = image.caption ? escapeXml(image.caption) : ''

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${LAND}"/>
${blocks}
<rect x="${width * 0.12}" y="${height * 0.14}" width="${width * 0.18}" height="${height * 0.22}" rx="24" fill="${PARK}"/>
${streets.join('\n')}
<path d="M0 ${height * 0.78} C ${width * 0.25} ${height * 0.7}, ${width * 0.45} ${height * 0.95}, ${width} ${height * 0.82} L ${width} ${height} L 0 ${height} Z" fill="${WATER}"/>
<path d="M0 ${height * 0.3} L ${width} ${height * 0.62}" stroke="${MAJOR_ROAD}" stroke-width="30"/>
<path d="M${width * 0.72} 0 L ${width * 0.6} ${height}" stroke="${MAJOR_ROAD}" stroke-width="26"/>
<circle cx="${pinX}" cy="${pinY + 6}" r="46" fill="${NAVY}" fill-opacity="0.12"/>
<path d="M${pinX} ${pinY} c -34 -44 -58 -70 -58 -104 a 58 58 0 1 1 116 0 c 0 34 -24 60 -58 104 z" fill="${NAVY}" stroke="${GOLD}" stroke-width="5"/>
<circle cx="${pinX}" cy="${pinY - 104}" r="22" fill="${GOLD}"/>
<rect x="${pinX + 70}" y="${pinY - 190}" width="${Math.max(label.length, caption.length) * 19 + 60}" height="${caption ? 132 : 92}" rx="16" fill="${NAVY}"/>
<text x="${pinX + 100}" y="${pinY - 132}" font-family="serif" font-weight="700" font-size="40" fill="#ffffff">${label}</text>
${caption ? `<text x="${pinX + 100}" y="${pinY - 86}" font-family="sans-serif" font-size="28" fill="${GOLD}">${caption}</text>` : ''}
</svg>`
}
