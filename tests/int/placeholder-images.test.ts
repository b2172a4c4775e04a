/**
 * The images the site draws at set-up: the dashboard lists the ones no photograph has replaced
 * yet, with the screen that shows each; an older installation's drawn images are redrawn
 * without words, and a file staff uploaded is never touched.
 */
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { SEED_IMAGES } from '@/server/bootstrap/seed/content'
import { redrawPlaceholderArt } from '@/server/bootstrap/seed/placeholder-art'
import { findPlaceholderImages } from '@/server/content/placeholder-images'

import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const photo = async () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#446688' } })
    .webp()
    .toBuffer()

const mediaNamed = async (stem: string) =>
  (
    await payload.find({
      collection: 'media',
      where: { filename: { like: stem } },
      depth: 0,
      limit: 10,
    })
  ).docs

describe('images still to replace', () => {
  it('lists every image the seed drew, each with the screen that shows it', async () => {
    const listed = await findPlaceholderImages(payload)
    expect(listed.length).toBeGreaterThanOrEqual(SEED_IMAGES.length)
    for (const image of listed) expect(image.usedIn, image.alt).not.toBeNull()
    const gallery = listed.filter((image) => image.usedIn?.label === 'Gallery')
    expect(gallery.length).toBe(25)
    for (const image of gallery) expect(image.usedIn!.path).toMatch(/^\/collections\/gallery\/\d+$/)
    expect(listed.find((image) => image.usedIn?.path === '/globals/testimonials')).toBeDefined()
  })

  it('leaves an image out once a photograph replaces its file', async () => {
    const [founder] = await mediaNamed('founder-portrait')
    const data = await photo()
    await payload.update({
      collection: 'media',
      id: founder.id,
      data: {},
      file: { data, mimetype: 'image/webp', name: 'dr-ahmad-studio.webp', size: data.length },
    })
    const listed = await findPlaceholderImages(payload)
    expect(listed.map((image) => image.mediaId)).not.toContain(founder.id)
  })
})

describe('redrawing an older installation’s drawn images', () => {
  it('redraws the seed’s cards, and keeps maps, the share card and uploaded photographs', async () => {
    const [card] = await mediaNamed('gallery-coaching-skills-workshop')
    const [map] = await mediaNamed('office-map')
    const [uploaded] = await mediaNamed('dr-ahmad-studio')
    const before = { card: card.filesize, map: map.filesize, uploaded: uploaded.filesize }

    // An older drawing of the card, words and all (a different picture of the same name).
    const old = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#0b1d38' },
    })
      .webp()
      .toBuffer()
    await payload.update({
      collection: 'media',
      id: card.id,
      data: {},
      file: { data: old, mimetype: 'image/webp', name: card.filename!, size: old.length },
    })
    // The seed's own list, cut to the images this test looks at (each redraw takes a while).
    const looked = SEED_IMAGES.filter((image) =>
      ['gallery-coaching-skills-workshop', 'office-map', 'share-image'].includes(image.key),
    )
    expect(looked).toHaveLength(3)
    await redrawPlaceholderArt(payload, await createLocalReq({}, payload), looked)

    const after = async (id: number) => payload.findByID({ collection: 'media', id, depth: 0 })
    const redrawn = await after(card.id)
    expect(redrawn.filesize).not.toBe(old.length)
    expect(redrawn.filename).toMatch(/^gallery-coaching-skills-workshop(-\d+)?\.webp$/)
    expect((await after(map.id)).filesize).toBe(before.map)
    expect((await after(uploaded.id)).filesize).toBe(before.uploaded)
    expect(before.card).toBeGreaterThan(0)
  })
})
