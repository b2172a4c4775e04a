import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSeeds } from '@/server/bootstrap/seed'

import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seeding', () => {
  it('seeded the site details when the database was new', async () => {
    const site = await payload.findGlobal({ slug: 'site' })
    expect(site.slogan).toBe('Now Everyone Can Lead')
    expect(site.supportEmail).toMatch(/@/)
  })

  it('never overwrites what an editor changed', async () => {
    await payload.updateGlobal({ slug: 'site', data: { name: 'Edited By Staff' } })
    await runSeeds(payload)
    await runSeeds(payload)
    const site = await payload.findGlobal({ slug: 'site' })
    expect(site.name).toBe('Edited By Staff')
    const { totalDocs } = await payload.count({ collection: 'seed-runs' })
    expect(totalDocs).toBeGreaterThan(0)
    const steps = (await payload.find({ collection: 'seed-runs', limit: 0 })).docs.map(
      (d) => d.step,
    )
    expect(new Set(steps).size).toBe(steps.length)
  })
})

describe('blog and gallery page texts', () => {
  it('seeded the blog pages’ texts in English and in Malay', async () => {
    const en = await payload.findGlobal({ slug: 'blog-page', locale: 'en' })
    const ms = await payload.findGlobal({ slug: 'blog-page', locale: 'ms', fallbackLocale: false })
    expect(en).toMatchObject({
      readMore: 'Read More',
      comingSoonHeading: 'Coming Soon',
      backToBlog: 'Back to Blog',
      share: 'Share',
      postNotFoundHeading: 'Post Not Found',
      readingTime: '{minutes} min read',
      postsPerPage: 9,
    })
    expect(ms).toMatchObject({
      readMore: 'Baca Lagi',
      comingSoonHeading: 'Akan Datang',
      backToBlog: 'Kembali ke Blog',
      share: 'Kongsi',
      readingTime: '{minutes} minit bacaan',
    })
  })

  it('seeded the gallery page’s texts and the 25 photos', async () => {
    const gallery = await payload.findGlobal({ slug: 'gallery-page' })
    expect(gallery.allCategories).toBe('All')
    expect(gallery.heroFigures?.map((figure) => figure.statistic)).toEqual([
      'participants',
      'programs',
      'years',
    ])
    expect((await payload.count({ collection: 'gallery' })).totalDocs).toBe(25)
  })
})
