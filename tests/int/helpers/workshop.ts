import type { Payload } from 'payload'

import type { WorkshopEdition } from '@/payload-types'

import { registrationBody as sharedRegistrationBody } from '../../../scripts/lib/submission-bodies'

const DAY = 24 * 60 * 60 * 1000

export const PROGRAM = 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP'

type EditionSettings = {
  capacity?: number
  earlyBirdInDays?: number
  startsInDays?: number
  status?: WorkshopEdition['status']
  registrationOpen?: boolean
  title?: string
  referencePrefix?: string
  venue?: string
}

/**
 * A workshop edition for a test: published and open, starting in 30 days, with the seeded
 * reference prefix and price tiers; capacity, dates and early-bird deadline as asked.
 */
export const createEdition = async (
  payload: Payload,
  {
    capacity = 30,
    earlyBirdInDays = -30,
    startsInDays = 30,
    status = 'published',
    registrationOpen = true,
    title = PROGRAM,
    referencePrefix = 'ASL',
    venue = 'A hotel in Kuala Lumpur',
  }: EditionSettings = {},
): Promise<WorkshopEdition> =>
  payload.create({
    collection: 'workshop-editions',
    data: {
      status,
      title,
      referencePrefix,
      venue,
      capacity,
      registrationOpen,
      startsAt: new Date(Date.now() + startsInDays * DAY).toISOString(),
      startsAt_tz: 'Asia/Kuala_Lumpur',
      endsAt: new Date(Date.now() + (startsInDays + 1) * DAY).toISOString(),
      endsAt_tz: 'Asia/Kuala_Lumpur',
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
      bank: {
        bankName: 'Maybank Berhad',
        accountName: 'Malaysia Leadership Academy Sdn. Bhd.',
        accountNumber: '5123 4567 8901',
      },
      paymentInstructions: 'Pay by bank transfer quoting your reference.',
    },
  })

/**
 * Puts the workshop in a known state for a test: no registrations (nor their payments) and
 * one edition, open, as `createEdition` makes it. Returns that edition; registrations naming none go to it.
 */
export const resetWorkshop = async (
  payload: Payload,
  settings: EditionSettings = {},
): Promise<WorkshopEdition> => {
  // What belongs to registrations goes first (each points at its registration).
  for (const collection of [
    'certificates',
    'attendance-marks',
    'official-receipts',
    'refund-notes',
    'invoices',
    'payments',
    'payment-slips',
  ] as const) {
    await payload.delete({ collection, where: { id: { exists: true } } })
  }
  await payload.delete({ collection: 'registrations', where: { id: { exists: true } } })
  await payload.delete({ collection: 'workshop-editions', where: { id: { exists: true } } })
  return createEdition(payload, settings)
}

/** A visitor's registration; the program name the browser sends is ignored by the server. */
export const registrationBody = (participantNames: string[], extra: Record<string, unknown> = {}) =>
  sharedRegistrationBody(participantNames, { programName: 'Anything the browser says', ...extra })

export const names = (count: number) =>
  Array.from({ length: count }, (_, i) => `Participant ${i + 1}`)
