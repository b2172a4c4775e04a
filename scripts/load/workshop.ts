/** Sets the workshop global as an admin would in the CMS: open, in the future, with this capacity. */
import { query } from './sql'

const DAY = 24 * 60 * 60 * 1000

export const openWorkshop = async (
  { base, auth }: { base: string; auth: { authorization: string } },
  capacity: number,
): Promise<void> => {
  const response = await fetch(`${base}/api/globals/workshop`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationOpen: true,
      capacity,
      startsAt: new Date(Date.now() + 60 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 61 * DAY).toISOString(),
    }),
  })
  if (!response.ok) {
    throw new Error(`Setting the workshop failed: ${response.status} ${await response.text()}`)
  }
}

/** Seats held (pending and confirmed registrations, as the app counts them), read in SQL. */
export const seatsHeld = async (databaseUrl: string): Promise<number> => {
  const [row] = await query<{ held: string }>(
    databaseUrl,
    `select coalesce(sum(participant_count), 0) as held from registrations
     where status in ('pending', 'confirmed') or status is null`,
  )
  return Number(row.held)
}
