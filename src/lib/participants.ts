/** A person attending on a registration; `no` is their 1-based place on the form. */
export type Participant = { no: number; name: string }

/** The registration form has ten participant rows; bigger groups are handled by staff. */
export const MAX_PARTICIPANTS = 10

const cleanName = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''

const rowName = (row: unknown): string => {
  if (typeof row === 'string') return cleanName(row)
  if (row && typeof row === 'object' && 'name' in row) return cleanName(row.name)
  return ''
}

/**
 * Turns whatever the form or API sent into a tidy list: the form always posts every row,
 * so empty ones are dropped and the rest renumbered in the order given.
 */
export const normaliseParticipants = (rows: unknown): Participant[] => {
  if (!Array.isArray(rows)) return []
  return rows
    .map(rowName)
    .filter((name) => name !== '')
    .map((name, index) => ({ no: index + 1, name }))
}
