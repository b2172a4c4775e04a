/** PostgreSQL's "invalid input syntax" (e.g. "abc" or NaN compared with an integer id). */
const INVALID_TEXT_REPRESENTATION = '22P02'

type ErrorLike = { code?: unknown; cause?: unknown }

/**
 * Whether a failed query failed only because a value from the request could not be read as
 * the column's type: `/api/videos/not-a-number` reaches PostgreSQL as `id = NaN`. Such an id
 * names nothing, so it is the client's error, not the server's.
 */
export const isMalformedValue = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, cause } = error as ErrorLike
  if (code === INVALID_TEXT_REPRESENTATION) return true
  return isMalformedValue(cause, depth + 1)
}
