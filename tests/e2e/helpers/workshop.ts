import { expect, type APIRequestContext } from '@playwright/test'

import { registrationBody } from '../../../scripts/lib/submission-bodies'
import { malaysianToday } from './bank-day'
import { seededEdition, settingsOf, updateEdition } from './editions'

const DAY = 24 * 60 * 60 * 1000

/**
 * Runs `create` while the workshop takes registrations. The seeded edition is in the past,
 * so registration is closed on a fresh install; this opens it for the moment it takes to
 * register (a registration naming no edition goes to it), then puts its dates and switch
 * back as they were.
 */
export const whileRegistrationIsOpen = async <T>(
  admin: APIRequestContext,
  create: () => Promise<T>,
): Promise<T> => {
  const edition = await seededEdition(admin, {})
  await updateEdition(admin, {}, edition.id, {
    registrationOpen: true,
    startsAt: new Date(Date.now() + 60 * DAY).toISOString(),
    endsAt: new Date(Date.now() + 61 * DAY).toISOString(),
  })
  try {
    return await create()
  } finally {
    const { registrationOpen, startsAt, endsAt } = settingsOf(edition)
    await updateEdition(admin, {}, edition.id, { registrationOpen, startsAt, endsAt })
  }
}

/** Registers an organisation through the API (as staff: not rate limited) and returns the record. */
export const register = async (
  admin: APIRequestContext,
  organization: string,
  participants: string[],
  extra: Record<string, unknown> = {},
) => {
  const res = await admin.post('/api/registrations', {
    data: registrationBody(participants, {
      organization,
      address: 'Jalan Contoh 1, Putrajaya',
      ...extra,
    }),
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as {
    id: number
    reference: string
    createdAt: string
    totalAmount: number
    ratePerPerson: number
  }
}

/** Records a payment of a registration's whole amount, dated today, confirming it (as an admin). */
export const payInFull = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  registration: { id: number; totalAmount: number },
) => {
  const paid = await request.post(`/api/dashboard/registrations/${registration.id}/payments`, {
    headers,
    data: {
      kind: 'payment',
      amount: registration.totalAmount,
      paidOn: malaysianToday(),
      confirm: true,
    },
  })
  expect(paid.status(), await paid.text()).toBe(201)
}
