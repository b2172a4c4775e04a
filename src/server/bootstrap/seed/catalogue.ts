import type { Payload, PayloadRequest } from 'payload'

import {
  CERTIFICATIONS,
  CLIENT_SECTORS,
  FALLBACK_VIDEOS,
  PRODUCTS,
  PROGRAMS,
  SPECIALIZED_PROGRAMS,
  TESTIMONIALS,
  WHY_CHOOSE_REASONS,
} from './content'
import { seedImages } from './media'

export const seedPrograms = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    [...PROGRAMS, ...SPECIALIZED_PROGRAMS].map((p) => p.image),
  )
  const withImage = (list: typeof PROGRAMS, offset: number) =>
    list.map(({ title, description }, i) => ({ title, description, image: images[offset + i] }))
  await payload.updateGlobal({
    req,
    slug: 'programs',
    data: {
      programs: withImage(PROGRAMS, 0),
      specializedPrograms: withImage(SPECIALIZED_PROGRAMS, PROGRAMS.length),
      specialRequestsText:
        'Need something different? We design programs around your organisation’s goals, people and schedule.',
    },
  })
}

export const seedTestimonials = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    TESTIMONIALS.map((t) => t.image),
  )
  await payload.updateGlobal({
    req,
    slug: 'testimonials',
    data: { items: TESTIMONIALS.map(({ image: _image, ...t }, i) => ({ ...t, image: images[i] })) },
  })
}

export const seedClients = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    CLIENT_SECTORS.map((s) => s.image),
  )
  await payload.updateGlobal({
    req,
    slug: 'clients',
    data: {
      sectors: CLIENT_SECTORS.map(({ name, description, clients }, i) => ({
        name,
        description,
        image: images[i],
        clients: clients.map((client) => ({ name: client })),
      })),
    },
  })
}

export const seedProducts = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    PRODUCTS.map((p) => p.image),
  )
  await payload.updateGlobal({
    req,
    slug: 'products',
    data: {
      items: PRODUCTS.map(({ image: _image, highlights, ...product }, i) => ({
        ...product,
        highlights: highlights.map((text) => ({ text })),
        image: images[i],
      })),
      whyChoose: WHY_CHOOSE_REASONS,
    },
  })
}

export const seedCertifications = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    CERTIFICATIONS.map((c) => c.image),
  )
  await payload.updateGlobal({
    req,
    slug: 'certifications',
    data: {
      items: CERTIFICATIONS.map(({ image: _image, ...c }, i) => ({ ...c, image: images[i] })),
      awardedByText: 'Certificates are awarded by Malaysia Leadership Academy Sdn. Bhd.',
      onlineClassesText: 'Online classes are now open for registration.',
    },
  })
}

export const seedFreeVideos = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    FALLBACK_VIDEOS.map((v) => v.image),
  )
  await payload.updateGlobal({
    req,
    slug: 'free-videos',
    data: {
      items: FALLBACK_VIDEOS.map(({ image: _image, ...v }, i) => ({ ...v, image: images[i] })),
    },
  })
}
