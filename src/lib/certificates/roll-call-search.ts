import type { RollCallRegistration } from './roll-call-marks'

/**
 * Text as staff type it at the door: without case, accents or doubled spaces, so 'nurul'
 * finds 'Nurul' and 'jose' finds 'José'.
 */
export const foldForSearch = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * The registrations and people a search finds: everyone of an organisation whose name
 * matches, and elsewhere the people whose own name does. Registrations left with nobody are
 * left out; an empty search finds everyone.
 */
export const searchRollCall = <R extends RollCallRegistration>(
  registrations: readonly R[],
  search: string,
): R[] => {
  const wanted = foldForSearch(search)
  if (!wanted) return [...registrations]
  return registrations.flatMap((registration) => {
    if (foldForSearch(registration.organization).includes(wanted)) return [registration]
    const participants = registration.participants.filter((participant) =>
      foldForSearch(participant.name).includes(wanted),
    )
    return participants.length > 0 ? [{ ...registration, participants }] : []
  })
}
