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

/**
 * The notice as first seeded said nothing of bank slips, statement lines or certificates: one
 * that still reads exactly so gets the section about them and a new version (so submissions
 * record which they were sent under). A notice staff have edited is theirs to update.
 */
export const seedPrivacyNoticePayments: SeedStep = async (payload, req) => {
  const notice = await payload.findGlobal({ slug: 'privacy-notice', depth: 0, req })
  const first = PRIVACY_NOTICE.sections.filter((s) => s.headingEnglish !== NEW_SECTION)
  if (notice.version === PRIVACY_NOTICE.version) return
  if (!sameText((notice.sections ?? []) as Section[], first)) return
  await payload.updateGlobal({ slug: 'privacy-notice', data: PRIVACY_NOTICE, req })
}
