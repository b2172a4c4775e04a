import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { seedBlog } from './blog'
import { seedMalayBlogTags } from './blog-tags'
import { seedBlogGalleryPages } from './blog-gallery-pages'
import {
  seedCertifications,
  seedClients,
  seedFreeVideos,
  seedProducts,
  seedPrograms,
  seedTestimonials,
} from './catalogue'
import { seedCertificateEmails } from './certificate-emails'
import { seedAcknowledgementsWithoutVisitorText } from './email-acknowledgements'
import { seedCalendarLinkInAcknowledgement } from './email-calendar-link'
import { seedPaymentLinkInAcknowledgement } from './email-payment-link'
import { seedEmailTemplates } from './email-templates'
import { seedGallery } from './gallery'
import { seedHome } from './home'
import { seedLegalParticulars } from './legal-particulars'
import { seedMalayEmailDetails } from './malay-email-details'
import { seedRegistrationInMalay } from './registration-in-malay'
import { seedPrivacyNoticePayments } from './privacy-notice-payments'
import { seedPageTexts } from './page-texts'
import { seedPaymentEmails } from './payment-emails'
import { seedReceiptEmailBalance } from './receipt-email-balance'
import { redrawPlaceholderArt } from './placeholder-art'
import { seedSite } from './site'
import { seedWorkshop } from './workshop'

type SeedStep = {
  step: string
  run: (payload: Payload, req: PayloadRequest) => Promise<void>
  /** Brings content seeded by an earlier version up to date: a fresh database has it already. */
  upgradeOnly?: boolean
}

/** In order. Rename a step (e.g. `-v2`) only to deliberately seed its content again. */
const STEPS: SeedStep[] = [
  { step: 'site-v1', run: seedSite },
  { step: 'workshop-v1', run: seedWorkshop },
  { step: 'home-v1', run: seedHome },
  { step: 'programs-v1', run: seedPrograms },
  { step: 'testimonials-v1', run: seedTestimonials },
  { step: 'clients-v1', run: seedClients },
  { step: 'products-v1', run: seedProducts },
  { step: 'certifications-v1', run: seedCertifications },
  { step: 'free-videos-v1', run: seedFreeVideos },
  { step: 'gallery-v1', run: seedGallery },
  { step: 'blog-v1', run: seedBlog },
  { step: 'page-texts-v1', run: seedPageTexts },
  { step: 'email-templates-v1', run: seedEmailTemplates },
  { step: 'blog-gallery-pages-v1', run: seedBlogGalleryPages },
  { step: 'email-acknowledgements-v2', run: seedAcknowledgementsWithoutVisitorText },
  { step: 'email-calendar-link-v1', run: seedCalendarLinkInAcknowledgement },
  { step: 'placeholder-art-v2', run: redrawPlaceholderArt, upgradeOnly: true },
  { step: 'blog-tags-ms-v1', run: seedMalayBlogTags, upgradeOnly: true },
  { step: 'payment-emails-v1', run: seedPaymentEmails },
  { step: 'email-payment-link-v1', run: seedPaymentLinkInAcknowledgement, upgradeOnly: true },
  { step: 'legal-particulars-v1', run: seedLegalParticulars },
  { step: 'receipt-email-balance-v1', run: seedReceiptEmailBalance, upgradeOnly: true },
  { step: 'certificate-emails-v1', run: seedCertificateEmails },
  { step: 'malay-email-details-v1', run: seedMalayEmailDetails, upgradeOnly: true },
  { step: 'privacy-notice-payments-v1', run: seedPrivacyNoticePayments, upgradeOnly: true },
  { step: 'registration-in-malay-v1', run: seedRegistrationInMalay, upgradeOnly: true },
]

export const runSeeds = async (payload: Payload): Promise<void> => {
  const { docs } = await payload.find({ collection: 'seed-runs', limit: 0, pagination: false })
  const done = new Set(docs.map((doc) => doc.step))
  const fresh = done.size === 0
  for (const { step, run, upgradeOnly } of STEPS) {
    if (done.has(step)) continue
    // All or nothing: a step that fails half-way leaves no half-seeded content to duplicate.
    const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
    await initTransaction(req)
    try {
      if (!(fresh && upgradeOnly)) await run(payload, req)
      await payload.create({ collection: 'seed-runs', data: { step }, req })
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    payload.logger.info(`Seeded ${step}.`)
  }
}
