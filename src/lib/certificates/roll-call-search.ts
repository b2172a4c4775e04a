import type { RollCallRegistration } from './roll-call-marks'

export const foldForSearch = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

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
