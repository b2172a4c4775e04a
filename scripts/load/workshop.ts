/** The workshop edition under load: opened as an admin would in the CMS, its seats read in SQL. */
import { openLatestEdition } from '../lib/open-edition'
import { query } from '../lib/sql'

/** Opens the site's edition (the only one on the load test's fresh database) with this capacity. */
export const openWorkshop = async (
  server: { base: string; auth: { authorization: string } },
  capacity: number,
): Promise<void> => {
  await openLatestEdition(server, capacity)
}

/**
 * Seats held (pending and confirmed registrations, as the app counts them), read in SQL. The
 * load test's database has one edition, so every registration holds seats in it.
 */
export const seatsHeld = async (databaseUrl: string): Promise<number> => {
  const [row] = await query<{ held: string }>(
    databaseUrl,
    `select coalesce(sum(participant_count), 0) as held from registrations
     where status in ('pending', 'confirmed') or status is null`,
  )
  return Number(row.held)
}
