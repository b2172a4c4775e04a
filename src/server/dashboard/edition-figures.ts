import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import {
  editionsOverview,
  type EditionsOverview,
  type SeatCounts,
} from '@/lib/dashboard/edition-figures'
import { transactionDb } from '@/server/db'

const seatCounts = async (req: PayloadRequest): Promise<Map<number, SeatCounts>> => {
  const db = await transactionDb(req)
  const result = await db.execute<{
    edition: number
    pending: string | number
    confirmed: string | number
    registrations: string | number
  }>(sql`select edition_id as edition,
      coalesce(sum(participant_count) filter (where status = 'pending' or status is null), 0) as pending,
      coalesce(sum(participant_count) filter (where status = 'confirmed'), 0) as confirmed,
      count(*) as registrations
    from registrations group by edition_id`)
  return new Map(
    result.rows.map((row) => [
      Number(row.edition),
      {
        pending: Number(row.pending),
        confirmed: Number(row.confirmed),
        registrations: Number(row.registrations),
      },
    ]),
  )
}

export const editionFigures = async (req: PayloadRequest): Promise<EditionsOverview> => {
  const { docs } = await req.payload.find({
    collection: 'workshop-editions',
    pagination: false,
    depth: 0,
    select: { slug: true, title: true, status: true, startsAt: true, endsAt: true, capacity: true },
    req,
  })
  const editions = docs.map((edition) => ({
    id: edition.id,
    slug: edition.slug ?? String(edition.id),
    title: edition.title,
    status: edition.status,
    startsAt: edition.startsAt,
    endsAt: edition.endsAt,
    capacity: edition.capacity ?? 0,
  }))
  return editionsOverview(editions, await seatCounts(req), new Date())
}
