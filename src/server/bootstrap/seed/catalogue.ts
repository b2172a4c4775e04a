import {
  CERTIFICATION_TEXTS,
  CERTIFICATIONS,
  CLIENT_SECTORS,
  FALLBACK_VIDEOS,
  PRODUCTS,
  PROGRAMS,
  SPECIAL_REQUESTS_TEXT,
  SPECIALIZED_PROGRAMS,
  TESTIMONIALS,
  WHY_CHOOSE_REASONS,
} from './content'
import { withSeededImages } from './media'
import type { SeedStep } from './seed-step'

/** Payload keeps a list of texts as rows of one field each. */
const rows = <Key extends string>(key: Key, values: string[]) =>
  values.map((value) => ({ [key]: value }) as Record<Key, string>)

export const seedPrograms: SeedStep = async (payload, req) => {
  const programs = await withSeededImages(payload, req, PROGRAMS)
  const specializedPrograms = await withSeededImages(payload, req, SPECIALIZED_PROGRAMS)
  const data = { programs, specializedPrograms, specialRequestsText: SPECIAL_REQUESTS_TEXT }
  await payload.updateGlobal({ req, slug: 'programs', data })
}

export const seedTestimonials: SeedStep = async (payload, req) => {
  const items = await withSeededImages(payload, req, TESTIMONIALS)
  await payload.updateGlobal({ req, slug: 'testimonials', data: { items } })
}

export const seedClients: SeedStep = async (payload, req) => {
  const sectors = await withSeededImages(payload, req, CLIENT_SECTORS)
  const data = {
    sectors: sectors.map((sector) => ({ ...sector, clients: rows('name', sector.clients) })),
  }
  await payload.updateGlobal({ req, slug: 'clients', data })
}

export const seedProducts: SeedStep = async (payload, req) => {
  const products = await withSeededImages(payload, req, PRODUCTS)
  const items = products.map((product) => ({
    ...product,
    highlights: rows('text', product.highlights),
  }))
  await payload.updateGlobal({
    req,
    slug: 'products',
    data: { items, whyChoose: WHY_CHOOSE_REASONS },
  })
}

export const seedCertifications: SeedStep = async (payload, req) => {
  const items = await withSeededImages(payload, req, CERTIFICATIONS)
  await payload.updateGlobal({
    req,
    slug: 'certifications',
    data: { items, ...CERTIFICATION_TEXTS },
  })
}

export const seedFreeVideos: SeedStep = async (payload, req) => {
  const items = await withSeededImages(payload, req, FALLBACK_VIDEOS)
  await payload.updateGlobal({ req, slug: 'free-videos', data: { items } })
}
