import { describe, expect, it } from 'vitest'

import {
  countByGalleryFilter,
  galleryFilterFromQuery,
  galleryFilterOfSegment,
  galleryHref,
  galleryPageRewrite,
  inGalleryFilter,
} from '@/lib/gallery/gallery-filter'

const items = [
  { category: 'Training' },
  { category: 'Training' },
  { category: 'Workshop' },
  { category: 'Seminar' },
  { category: 'International' },
]

describe('gallery filter', () => {
  it('counts every photo under All and each under its own chip', () => {
    expect(countByGalleryFilter(items)).toEqual({
      all: 5,
      Training: 2,
      Workshop: 1,
      International: 1,
      Executive: 0,
    })
  })

  it('reads the category from the query in any case; unknown shows everything', () => {
    expect(galleryFilterFromQuery('Training')).toBe('Training')
    expect(galleryFilterFromQuery('executive')).toBe('Executive')
    expect(galleryFilterFromQuery('Seminar')).toBe('all')
    expect(galleryFilterFromQuery(null)).toBe('all')
  })

  it('filters by category', () => {
    expect(inGalleryFilter('Seminar', 'all')).toBe(true)
    expect(inGalleryFilter('Seminar', 'Training')).toBe(false)
    expect(inGalleryFilter('Training', 'Training')).toBe(true)
  })

  it('puts the chosen chip in the public address and the cached route’s path', () => {
    expect(galleryHref('all')).toBe('/gallery')
    expect(galleryHref('International')).toBe('/gallery?category=International')
    const rewrite = (url: string) => {
      const parsed = new URL(url, 'http://site.test')
      return galleryPageRewrite(parsed.pathname, parsed.searchParams)
    }
    expect(rewrite('/gallery')).toBe('/gallery/all')
    expect(rewrite('/gallery?category=Training')).toBe('/gallery/training')
    expect(rewrite('/gallery?category=nope')).toBe('/gallery/all')
    expect(rewrite('/gallery/training')).toBeNull()
    expect(galleryFilterOfSegment('training')).toBe('Training')
    expect(galleryFilterOfSegment('all')).toBe('all')
    expect(galleryFilterOfSegment('Training')).toBeNull()
    expect(galleryFilterOfSegment('seminar')).toBeNull()
  })
})
