import parseRange from 'range-parser'

export type ByteRange = { start: number; end: number }

// Several ranges get the whole file: HTTP allows it and no video player needs more.
export const requestedRange = (
  header: string | null,
  size: number,
): { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' } => {
  if (!header) return { kind: 'whole' }
  const parsed = parseRange(size, header, { combine: true })
  if (parsed === -1) return { kind: 'unsatisfiable' }
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return { kind: 'whole' }
  return { kind: 'partial', range: { start: parsed[0].start, end: parsed[0].end } }
}
