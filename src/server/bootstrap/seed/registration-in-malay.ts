import type { SeedStep } from './seed-step'
import { SEEDED_FORMAT } from './workshop'

const SEEDED_HEADING_MS = 'Pendaftaran Bengkel'

// Editions still at the spec's format get its Malay words; the page gets its Malay heading unless
// staff gave it one.
export const seedRegistrationInMalay: SeedStep = async (payload, req) => {
  await payload.update({
    collection: 'workshop-editions',
    where: { format: { equals: SEEDED_FORMAT.en }, formatMs: { exists: false } },
    data: { formatMs: SEEDED_FORMAT.ms },
    req,
  })
  const pages = await payload.findGlobal({ slug: 'pages', req, depth: 0 })
  if (!pages.registration.headingMs?.trim()) {
    await payload.updateGlobal({
      slug: 'pages',
      data: { registration: { ...pages.registration, headingMs: SEEDED_HEADING_MS } },
      req,
    })
  }
}
