// Employers claim training grants per organisation, and people arriving together find their
// names together.

export type SheetParticipant = { name: string; organisation: string }

export type OrganisationGroup<P extends SheetParticipant> = {
  organisation: string
  participants: P[]
}

const organisationKey = (organisation: string) =>
  organisation.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLocaleLowerCase('en')

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

export const groupByOrganisation = <P extends SheetParticipant>(
  participants: readonly P[],
): OrganisationGroup<P>[] => {
  const groups = new Map<string, OrganisationGroup<P>>()
  for (const participant of participants) {
    const key = organisationKey(participant.organisation)
    const group = groups.get(key)
    if (group) group.participants.push(participant)
    else {
      groups.set(key, {
        organisation: participant.organisation.trim().replace(/\s+/g, ' '),
        participants: [participant],
      })
    }
  }
  return [...groups.values()]
    .sort((a, b) => byText(a.organisation, b.organisation))
    .map((group) => ({
      ...group,
      participants: [...group.participants].sort((a, b) => byText(a.name, b.name)),
    }))
}
