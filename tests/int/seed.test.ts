import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contentToLexical } from '@/server/blog/markdown'
import { runSeeds } from '@/server/bootstrap/seed'
import { seedCalendarLinkInAcknowledgement } from '@/server/bootstrap/seed/email-calendar-link'
import { seedWorkshop } from '@/server/bootstrap/seed/workshop'

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

describe('workshop editions', () => {
  it('seed the spec’s edition, published as written (past on a fresh install)', async () => {
    const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
    await seedWorkshop(payload, req)
    const { docs } = await payload.find({
      collection: 'workshop-editions',
      where: { startsAt: { equals: '2025-10-28T00:30:00.000Z' } },
      sort: '-createdAt',
      limit: 1,
    })
    const [edition] = docs
    try {
      expect(edition).toMatchObject({
        status: 'published',
        title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
        capacity: 30,
        endsAt: '2025-10-29T09:00:00.000Z',
        bank: { bankName: 'Maybank Berhad' },
      })
      expect(edition.slug).toMatch(/^asl-2025-10-28(-\d+)?$/)
      expect(edition.priceTiers.map((tier) => tier.ratePerPerson)).toEqual([3750, 2625, 1875])
    } finally {
      await payload.delete({ collection: 'workshop-editions', id: edition.id })
    }
  })

  it('add the calendar link to a registration acknowledgement seeded before, once', async () => {
    const { docs } = await payload.find({
      collection: 'forms',
      where: { purpose: { equals: 'workshop-registration' } },
      limit: 1,
    })
    const form = docs[0]
    const ackIndex = form.emails!.findIndex((email) => email.emailTo === '{{contactEmail}}')
    const older = await contentToLexical(
      payload.config,
      'Thank you. Your reference is {{reference}}.',
    )
    const before = form.emails!.map((email, i) =>
      i === ackIndex ? { ...email, message: older } : email,
    )
    await payload.update({ collection: 'forms', id: form.id, data: { emails: before } })
    try {
      const req = await createLocalReq({}, payload)
      await seedCalendarLinkInAcknowledgement(payload, req)
      await seedCalendarLinkInAcknowledgement(payload, req)
      const after = await payload.findByID({ collection: 'forms', id: form.id })
      const text = (index: number) =>
        convertLexicalToPlaintext({
          data: after.emails![index].message as Parameters<
            typeof convertLexicalToPlaintext
          >[0]['data'],
        })
      expect(text(ackIndex)).toContain('Your reference is {{reference}}.')
      expect(text(ackIndex).match(/\{\{calendarUrl\}\}/g)).toHaveLength(1)
      const staffIndex = ackIndex === 0 ? 1 : 0
      expect(after.emails![staffIndex]).toEqual(form.emails![staffIndex])
      expect(after.emails!.map((email) => email.emailTo)).toEqual(
        form.emails!.map((email) => email.emailTo),
      )
    } finally {
      await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
    }
  })
})
