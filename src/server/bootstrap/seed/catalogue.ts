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
import { withSeededImages } from './media'

export const seedPrograms = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const programs = await withSeededImages(payload, req, PROGRAMS)
  const specializedPrograms = await withSeededImages(payload, req, SPECIALIZED_PROGRAMS)
  await payload.updateGlobal({
    req,
    slug: 'programs',
    data: {
      programs,
      specializedPrograms,
      specialRequestsText:
        'Need something different? We design programs around your organisation’s goals, people and schedule.',
    },
  })
}

export const seedTestimonials = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const items = await withSeededImages(payload, req, TESTIMONIALS)
  await payload.updateGlobal({ req, slug: 'testimonials', data: { items } })
}

export const seedClients = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const sectors = await withSeededImages(payload, req, CLIENT_SECTORS)
  await payload.updateGlobal({
    req,
    slug: 'clients',
    data: {
      sectors: sectors.map(({ clients, ...sector }) => ({
        ...sector,
        clients: clients.map((client) => ({ name: client })),
      })),
    },
  })
}

export const seedProducts = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const products = await withSeededImages(payload, req, PRODUCTS)
  await payload.updateGlobal({
    req,
    slug: 'products',
    data: {
      items: products.map(({ highlights, ...product }) => ({
        ...product,
        highlights: highlights.map((text) => ({ text })),
      })),
      whyChoose: WHY_CHOOSE_REASONS,
    },
  })
}

export const seedCertifications = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const items = await withSeededImages(payload, req, CERTIFICATIONS)
  await payload.updateGlobal({
    req,
    slug: 'certifications',
    data: {
      items,
      awardedByText: 'Certificates are awarded by Malaysia Leadership Academy Sdn. Bhd.',
      onlineClassesText: 'Online classes are now open for registration.',
    },
  })
}

export const seedFreeVideos = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const items = await withSeededImages(payload, req, FALLBACK_VIDEOS)
  await payload.updateGlobal({ req, slug: 'free-videos', data: { items } })
}
