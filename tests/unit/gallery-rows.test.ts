import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  GALLERY_GAP_ROWS,
  GALLERY_ROWS_PER_COLUMN_WIDTH,
  galleryRowSpan,
} from '@/lib/gallery/gallery-rows'

describe('galleryRowSpan', () => {
  it('spans a square photo over a column’s width of rows, and the gap', () => {
    expect(galleryRowSpan(800, 800)).toBe(GALLERY_ROWS_PER_COLUMN_WIDTH + GALLERY_GAP_ROWS)
  })

  it('follows the photo’s shape, to the nearest row', () => {
    expect(galleryRowSpan(1200, 800)).toBe(27 + GALLERY_GAP_ROWS) // 26.67 rows
    expect(galleryRowSpan(800, 1200)).toBe(60 + GALLERY_GAP_ROWS)
    expect(galleryRowSpan(1600, 900)).toBe(23 + GALLERY_GAP_ROWS) // 22.5 rows
  })

  it('keeps a sliver of a panorama at least one row tall', () => {
    expect(galleryRowSpan(10_000, 10)).toBe(1 + GALLERY_GAP_ROWS)
  })

  it('draws a photo without known dimensions as a square', () => {
    expect(galleryRowSpan(0, 0)).toBe(GALLERY_ROWS_PER_COLUMN_WIDTH + GALLERY_GAP_ROWS)
    expect(galleryRowSpan(Number.NaN, 600)).toBe(GALLERY_ROWS_PER_COLUMN_WIDTH + GALLERY_GAP_ROWS)
  })
})

describe('the grid’s CSS', () => {
  const css = readFileSync(path.join(process.cwd(), 'src/app/(frontend)/components.css'), 'utf8')
  const setting = (name: string) => Number(css.match(new RegExp(`--${name}:\\s*(\\d+);`))?.[1])

  it('divides a column’s width into the rows the spans count', () => {
    expect(setting('gallery-rows-per-column')).toBe(GALLERY_ROWS_PER_COLUMN_WIDTH)
  })

  it('leaves the gap the spans count under each photo', () => {
    expect(setting('gallery-gap-rows')).toBe(GALLERY_GAP_ROWS)
  })
})
