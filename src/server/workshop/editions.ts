import type { Payload, PayloadRequest, Where } from 'payload'

import type { EditionReference } from '@/lib/validation/edition-choice'
import type { EditionStatus } from '@/lib/workshop/edition-status'
import type { EditionSeats } from '@/lib/workshop/editions'
import type { WorkshopEdition } from '@/payload-types'
import { transactionDb } from '@/server/db'

import { seatsTakenByEdition } from './seats'

export type EditionWithSeats = WorkshopEdition & EditionSeats

export const withSeats = <Edition extends { id: number; slug?: string | null }>(
  edition: Edition,
  taken: Map<number, number>,
): Edition & { slug: string; taken: number } => ({
  ...edition,
  slug: edition.slug ?? String(edition.id),
  taken: taken.get(edition.id) ?? 0,
})

// The server's own read: the site and admission decide what a visitor may see of it.
export const editionsWithSeats = async (
  payload: Payload,
  { statuses, req }: { statuses: readonly EditionStatus[]; req?: PayloadRequest },
): Promise<EditionWithSeats[]> => {
  const { docs } = await payload.find({
    collection: 'workshop-editions',
    where: { status: { in: [...statuses] } },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    ...(req ? { req } : {}),
  })
  const db = req ? await transactionDb(req) : payload.db.drizzle
  const taken = await seatsTakenByEdition(db)
  return docs.map((edition) => withSeats(edition, taken))
}

export const whereReference = (reference: EditionReference): Where =>
  'id' in reference ? { id: { equals: reference.id } } : { slug: { equals: reference.slug } }

/** As that client may see it: a visitor never finds a draft. */
export const findEdition = async (
  req: PayloadRequest,
  reference: EditionReference,
  overrideAccess: boolean,
): Promise<WorkshopEdition | null> => {
  const { docs } = await req.payload.find({
    collection: 'workshop-editions',
    where: whereReference(reference),
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess,
    user: req.user,
    req,
  })
  return docs[0] ?? null
}
