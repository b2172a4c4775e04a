/** A relationship's id, whether Payload hands it over as an id or as the populated document. */
export const editionIdOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null
}
