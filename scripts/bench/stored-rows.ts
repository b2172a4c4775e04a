/**
 * Whether every id the server acknowledged is really in the database, asked of PostgreSQL
 * itself rather than through the app that acknowledged it.
 */
import pg from 'pg'

/** How many of `ids` have no row in `table`. */
export const missingRows = async (
  databaseUrl: string,
  table: 'contact' | 'registrations',
  ids: number[],
): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ found: string }>(
      `select count(*) as found from "${table}" where id = any($1::int[])`,
      [ids],
    )
    return new Set(ids).size - Number(rows[0].found)
  } finally {
    await client.end()
  }
}
