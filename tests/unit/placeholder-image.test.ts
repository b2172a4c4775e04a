import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  BLOG_POSTS,
  CERTIFICATIONS,
  CLIENT_SECTORS,
  FALLBACK_VIDEOS,
  GALLERY_CATEGORIES,
  GALLERY_ITEMS,
  HOW_WE_HELP_STEPS,
  PRODUCTS,
  PROGRAMS,
  SPECIALIZED_PROGRAMS,
  TESTIMONIALS,
  WHY_CHOOSE_REASONS,
  type SeedImage,
} from '@/server/bootstrap/seed/content'
import {
  buildPlaceholderSvg,
  getInitials,
  renderPlaceholderImage,
} from '@/server/bootstrap/seed/placeholder-image'
import { escapeXml } from '@/server/bootstrap/seed/svg-image'

const ALL_IMAGES: SeedImage[] = [
  ...PROGRAMS,
  ...SPECIALIZED_PROGRAMS,
  ...TESTIMONIALS,
  ...PRODUCTS,
  ...CERTIFICATIONS,
  ...CLIENT_SECTORS,
  ...GALLERY_ITEMS,
  ...FALLBACK_VIDEOS,
  ...BLOG_POSTS,
].map((item) => item.image)

describe('renderPlaceholderImage', () => {
  it.each([
    ['landscape', 1600, 1000],
    ['portrait', 800, 1000],
    ['square', 1000, 1000],
  ] as const)('renders a %s image as a %ix%i WebP', async (shape, width, height) => {
    const buffer = await renderPlaceholderImage({
      key: `test-${shape}`,
      label: 'Strategic Leadership Excellence',
      caption: 'From vision to measurable results',
      shape,
      alt: 'Test image',
    })
    const meta = await sharp(buffer).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(width)
    expect(meta.height).toBe(height)
  })

  it('keeps XML special characters in texts from breaking the SVG', async () => {
    for (const shape of ['landscape', 'portrait', 'square'] as const) {
      const image: SeedImage = {
        key: `test-escape-${shape}`,
        label: `R&D <Leaders> "Quote" & 'Co'`,
        caption: 'Coaching & Mentoring <script>alert(1)</script>',
        shape,
        alt: 'Escaping test',
      }
      const svg = buildPlaceholderSvg(image)
      expect(svg).not.toContain('<script>')
      expect(svg).toContain('>RC</text>')
      const meta = await sharp(await renderPlaceholderImage(image)).metadata()
      expect(meta.format).toBe('webp')
    }
  })

  it('draws no text of the page, only a monogram of its subject', () => {
    for (const shape of ['landscape', 'portrait', 'square'] as const) {
      const svg = buildPlaceholderSvg({
        key: `test-monogram-${shape}`,
        label: 'Leadership Training for Front-Line Supervisors',
        caption: 'Training · Shah Alam',
        shape,
        alt: 'Monogram test',
      })
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])
      expect(texts).toEqual(['LS'])
      expect(svg).not.toContain('Shah Alam')
      expect(svg).not.toContain('ACADEMY')
    }
  })

  it('varies the background per key, deterministically', () => {
    const base = { label: 'Same label', shape: 'landscape', alt: '' } as const
    const svgA = buildPlaceholderSvg({ ...base, key: 'program-a' })
    expect(buildPlaceholderSvg({ ...base, key: 'program-a' })).toBe(svgA)
    const others = ['program-b', 'program-c', 'program-d', 'program-e'].map((key) =>
      buildPlaceholderSvg({ ...base, key }),
    )
    expect(others.some((svg) => svg !== svgA)).toBe(true)
  })
})

describe('escapeXml and getInitials', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })

  it('skips Malaysian honorifics and patronymic connectors', () => {
    expect(getInitials('Prof. Madya Dr. Siti Hajar binti Mohd Noor')).toBe('SN')
    expect(getInitials("Dato' Haji Kamarul Zaman bin Yusof")).toBe('KY')
    expect(getInitials('Dr. Ravindran a/l Subramaniam')).toBe('RS')
    expect(getInitials('Ms. Tan Mei Ling')).toBe('TL')
    expect(getInitials('Tan Sri Ahmad Zaki')).toBe('AZ')
    expect(getInitials('Aisyah')).toBe('A')
  })
})

describe('seed content', () => {
  it('uses every image key once, in kebab-case', () => {
    const keys = ALL_IMAGES.map((image) => image.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    for (const image of ALL_IMAGES) {
      expect(image.label.trim()).not.toBe('')
      expect(image.alt.trim()).not.toBe('')
    }
  })

  it('has the programs of the spec, in order', () => {
    expect(PROGRAMS.map((program) => program.title)).toEqual([
      'High Impact Communication for Leaders',
      'Leadership Mindset Transformation',
      'Strategic Leadership Excellence',
      'Lead Like A CEO Program',
    ])
    expect(SPECIALIZED_PROGRAMS.map((program) => program.title)).toEqual([
      'Lead with Confidence',
      'Certified Advanced Strategic Leadership',
      'Leadership Personality',
    ])
  })

  it('has five bilingual testimonials with portrait photos', () => {
    expect(TESTIMONIALS).toHaveLength(5)
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.quoteMalay).not.toBe(testimonial.quoteEnglish)
      expect(testimonial.image.shape).toBe('portrait')
    }
  })

  it('has the two digital products with the prices of the spec', () => {
    expect(
      PRODUCTS.map(({ title, originalPrice, price }) => [title, originalPrice, price]),
    ).toEqual([
      ['Rahsia Pemimpin Hebat Dalam 90 Hari', 149, 59],
      ['Membina Mindset Positif dan Berjaya', 149, 49],
    ])
    for (const product of PRODUCTS) expect(product.link).toMatch(/^https:\/\//)
  })

  it('maps each certification to its inquiry program', () => {
    expect(CERTIFICATIONS.map(({ title, inquiryProgram }) => [title, inquiryProgram])).toEqual([
      ['Advanced Leadership', 'CERTIFIED PROGRAM IN ADVANCED LEADERSHIP'],
      ['Coaching & Mentoring', 'CERTIFIED PROGRAM IN COACHING & MENTORING'],
      ['Advanced Strategic Leadership', 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP'],
    ])
  })

  it('has the five client sectors with about 27 clients', () => {
    expect(CLIENT_SECTORS.map((sector) => sector.name)).toEqual([
      'Government Agencies & Ministries',
      'Higher Education Institutions',
      'Government Agencies, GLCs & Statutory Bodies',
      'International / Regional Clients',
      'Private Sector & Corporations',
    ])
    for (const sector of CLIENT_SECTORS) expect(sector.clients.length).toBeGreaterThanOrEqual(4)
    const clients = CLIENT_SECTORS.flatMap((sector) => sector.clients)
    expect(clients.length).toBeGreaterThanOrEqual(25)
    expect(clients.length).toBeLessThanOrEqual(30)
    expect(new Set(clients).size).toBe(clients.length)
  })

  it('has 25 gallery items over the known categories', () => {
    expect(GALLERY_ITEMS).toHaveLength(25)
    const count = (category: string) =>
      GALLERY_ITEMS.filter((item) => item.category === category).length
    for (const item of GALLERY_ITEMS) expect(GALLERY_CATEGORIES).toContain(item.category)
    for (const category of ['Training', 'Workshop', 'International', 'Executive']) {
      expect(count(category)).toBeGreaterThanOrEqual(3)
    }
    const shapes = new Set(GALLERY_ITEMS.map((item) => item.image.shape))
    expect(shapes).toContain('landscape')
    expect(shapes).toContain('portrait')
  })

  it('has three fallback videos and the steps of the spec', () => {
    expect(FALLBACK_VIDEOS).toHaveLength(3)
    expect(HOW_WE_HELP_STEPS.map((step) => step.title)).toEqual([
      'Understanding Your Needs',
      'Collaborative Problem-Solving',
      'Tailored Program Design',
    ])
    expect(WHY_CHOOSE_REASONS.map((reason) => reason.title)).toEqual([
      'Instant Access',
      'Practical & Actionable',
      'Expert Guidance',
      'Exclusive Bonuses',
    ])
  })

  it('writes every blog post fully in English and Malay', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(4)
    const slugs = BLOG_POSTS.map((post) => post.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(post.slug).toMatch(/[a-z]/)
      expect(post.tags.en.length).toBeGreaterThanOrEqual(2)
      expect(post.tags.en.length).toBeLessThanOrEqual(4)
      expect(post.tags.ms).toHaveLength(post.tags.en.length)
      expect(post.tags.ms).not.toEqual(post.tags.en)
      const published = Date.parse(post.publishedAt)
      expect(published).toBeGreaterThanOrEqual(Date.parse('2025-01-01T00:00:00Z'))
      expect(published).toBeLessThan(Date.parse('2026-11-01T00:00:00Z'))
      expect(post.image.shape).toBe('landscape')
      expect(post.en.title).not.toBe(post.ms.title)
      for (const locale of [post.en, post.ms]) {
        expect(locale.title.trim()).not.toBe('')
        expect(locale.excerpt.trim()).not.toBe('')
        const lines = locale.content.split('\n')
        expect(lines.some((line) => line.startsWith('## '))).toBe(true)
        const words = locale.content.split(/\s+/).filter(Boolean).length
        expect(words).toBeGreaterThanOrEqual(300)
        expect(words).toBeLessThanOrEqual(600)
      }
    }
  })
})
