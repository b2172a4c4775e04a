import type { Payload } from 'payload'

const DAY = 24 * 60 * 60 * 1000

/**
 * Puts the workshop in a known state for a test: open, starting in 30 days, with the
 * seeded reference prefix and price tiers; capacity and early-bird deadline as asked. Removes registrations.
 */
export const resetWorkshop = async (
  payload: Payload,
  { capacity = 30, earlyBirdInDays = -30 }: { capacity?: number; earlyBirdInDays?: number } = {},
) => {
  await payload.delete({ collection: 'registrations', where: { id: { exists: true } } })
  await payload.updateGlobal({
    slug: 'workshop',
    data: {
      capacity,
      referencePrefix: 'ASL',
      registrationOpen: true,
      startsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 31 * DAY).toISOString(),
      priceTiers: [
        { minParticipants: 1, ratePerPerson: 3750 },
        { minParticipants: 3, ratePerPerson: 2625 },
        { minParticipants: 5, ratePerPerson: 1875 },
      ],
      earlyBird: {
        enabled: true,
        discountPercent: 10,
        deadline: new Date(Date.now() + earlyBirdInDays * DAY).toISOString(),
      },
    },
  })
}

export const registrationBody = (
  participantNames: string[],
  extra: Record<string, unknown> = {},
) => ({
  programName: 'Anything the browser says',
  organization: 'Kementerian Contoh Malaysia',
  address: 'Putrajaya',
  contactName: 'Aminah Yusof',
  contactPhone: '012-345 6789',
  contactEmail: 'aminah@contoh.gov.my',
  participants: participantNames.map((name, i) => ({ no: i + 1, name })),
  ...extra,
})

export const names = (count: number) =>
  Array.from({ length: count }, (_, i) => `Participant ${i + 1}`)
