import { expect, type APIRequestContext } from '@playwright/test'

const DAY = 24 * 60 * 60 * 1000

/**
 * Runs `create` while the workshop takes registrations. The seeded edition is in the past,
 * so registration is closed on a fresh install; this opens it for the moment it takes to
 * register, then puts the dates and switch back as they were.
 */
export const whileRegistrationIsOpen = async <T>(
  admin: APIRequestContext,
  create: () => Promise<T>,
): Promise<T> => {
  const before = await (await admin.get('/api/globals/workshop')).json()
  const open = await admin.post('/api/globals/workshop', {
    data: {
      registrationOpen: true,
      startsAt: new Date(Date.now() + 60 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 61 * DAY).toISOString(),
    },
  })
  expect(open.status()).toBe(200)
  try {
    return await create()
  } finally {
    const restore = await admin.post('/api/globals/workshop', {
      data: {
        registrationOpen: before.registrationOpen,
        startsAt: before.startsAt,
        endsAt: before.endsAt,
      },
    })
    expect(restore.status()).toBe(200)
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
    data: {
      organization,
      address: 'Jalan Contoh 1, Putrajaya',
      contactName: 'Aminah Yusof',
      contactPhone: '012-345 6789',
      contactEmail: 'aminah@contoh.gov.my',
      participants: participants.map((name, i) => ({ no: i + 1, name })),
      ...extra,
    },
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
