import { PRIVACY_NOTICE } from './content/privacy-notice'
import type { SeedStep } from './seed-step'

const NEW_SECTION = 'Payments and certificates'

type Section = { headingEnglish: string; textEnglish: string; textMalay: string }

const sameText = (a: Section[], b: Section[]) =>
  a.length === b.length &&
  a.every(
    (section, i) =>
      section.headingEnglish === b[i].headingEnglish &&
      section.textEnglish === b[i].textEnglish &&
      section.textMalay === b[i].textMalay,
  )

// Only a notice still reading as first seeded gets the new section and a new version (submissions
// record which version they were sent under); an edited notice is staff's to update.
export const seedPrivacyNoticePayments: SeedStep = async (payload, req) => {
  const notice = await payload.findGlobal({ slug: 'privacy-notice', depth: 0, req })
  const first = PRIVACY_NOTICE.sections.filter((s) => s.headingEnglish !== NEW_SECTION)
  if (notice.version === PRIVACY_NOTICE.version) return
  if (!sameText((notice.sections ?? []) as Section[], first)) return
  await payload.updateGlobal({ slug: 'privacy-notice', data: PRIVACY_NOTICE, req })
}
