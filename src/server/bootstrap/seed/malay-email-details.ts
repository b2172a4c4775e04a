import { FORM_TEMPLATES, PAYMENT_TEMPLATES, previousWording } from './content/email-templates'
import { rewordSeededEmail } from './reword-seeded-email'
import type { SeedStep } from './seed-step'
import { SEEDED_VENUE } from './workshop'

// Malay halves still as seeded gain Malay dates and venue, and the acknowledgement its
// participants; staff's rewrites stay. Editions at the spec's venue get its Malay name.
export const seedMalayEmailDetails: SeedStep = async (payload, req) => {
  await payload.update({
    collection: 'workshop-editions',
    where: { venue: { equals: SEEDED_VENUE.en }, venueMs: { exists: false } },
    data: { venueMs: SEEDED_VENUE.ms },
    req,
  })
  for (const template of [...FORM_TEMPLATES, ...PAYMENT_TEMPLATES]) {
    for (const email of template.emails) {
      const before = previousWording(email.body)
      if (before !== email.body) {
        await rewordSeededEmail(payload, req, template.purpose, before, email.body)
      }
    }
  }
}
