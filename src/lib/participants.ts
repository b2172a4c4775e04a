export type Participant = { no: number; name: string }

/** The form has ten rows; bigger groups are handled by staff. */
export const MAX_PARTICIPANTS = 10

const cleanName = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''

const rowName = (row: unknown): string => {
  if (typeof row === 'string') return cleanName(row)
  if (row && typeof row === 'object' && 'name' in row) return cleanName(row.name)
  return ''
}

export const normaliseParticipants = (rows: unknown): Participant[] => {
  if (!Array.isArray(rows)) return []
  return rows
    .map(rowName)
    .filter((name) => name !== '')
    .map((name, index) => ({ no: index + 1, name }))
}
