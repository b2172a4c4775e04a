/**
 * Straight to PostgreSQL, not through the app under test: what is stored is judged by the
 * database itself, never by the server whose receipts are being checked.
 */
import pg from 'pg'

export const query = async <Row extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}
