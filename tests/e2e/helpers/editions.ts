import { expect, type APIRequestContext } from '@playwright/test'

/** A workshop edition as the API returns it (ids for relations, no depth). */
export type Edition = {
  id: number
  slug: string
  status: 'draft' | 'published' | 'archived'
  title: string
  startsAt: string
  endsAt: string
  venue: string
  capacity: number
  registrationOpen: boolean
  earlyBird: { enabled?: boolean; discountPercent?: number; deadline?: string | null }
  bank: { bankName: string; accountName: string; accountNumber: string }
  priceTiers: Array<{ minParticipants: number; ratePerPerson: number }>
}

const EDITIONS = '/api/workshop-editions'

/** The seeded edition's address, made from its prefix and first day and kept once published. */
const SEEDED_SLUG = 'asl-2025-10-28'

/**
 * The edition a fresh install seeds (28–29 Oct 2025, published, past): the one every spec
 * opens for the moment it registers, and puts back as it was. Found by its slug, not by its
 * dates, which a spec may have moved while other specs' editions are the earliest.
 */
export const seededEdition = async (
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<Edition> => {
  const response = await request.get(
    `${EDITIONS}?where[slug][equals]=${SEEDED_SLUG}&limit=1&depth=0`,
    { headers },
  )
  expect(response.status()).toBe(200)
  const [edition] = (await response.json()).docs
  expect(edition, 'the seeded workshop edition').toBeTruthy()
  return edition
}

/** Saves an edition as staff do in the CMS; fails the test if the CMS refuses it. */
export const updateEdition = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  data: Record<string, unknown>,
): Promise<Edition> => {
  const response = await request.patch(`${EDITIONS}/${id}?depth=0`, { headers, data })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).doc
}

/** What a spec changes of an edition, to put it back afterwards. */
export const settingsOf = (edition: Edition) => ({
  status: edition.status,
  registrationOpen: edition.registrationOpen,
  startsAt: edition.startsAt,
  endsAt: edition.endsAt,
  capacity: edition.capacity,
  earlyBird: edition.earlyBird,
})
