import { FORM_TEMPLATES } from './content/email-templates'
import { PRIVACY_NOTICE } from './content/privacy-notice'
import { createFormTemplates } from './form-templates'
import type { SeedStep } from './seed-step'

export const seedEmailTemplates: SeedStep = async (payload, req) => {
  await createFormTemplates(payload, req, FORM_TEMPLATES)
  const site = await payload.findGlobal({ slug: 'site', req, depth: 0 })
  await payload.updateGlobal({ req, slug: 'site', data: { notificationEmail: site.supportEmail } })
  await payload.updateGlobal({ req, slug: 'privacy-notice', data: PRIVACY_NOTICE })
}
