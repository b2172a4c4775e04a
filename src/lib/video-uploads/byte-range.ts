import parseRange from 'range-parser'

export type ByteRange = { start: number; end: number }

/**
 * What a `Range` header asks of a file of `size` bytes: the whole file, one range (206),
 * or nothing satisfiable (416). Several ranges are answered with the whole file, which
 * HTTP allows and no video player needs otherwise.
 */
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
