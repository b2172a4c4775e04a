/** The fields of a thrown value that error checks read; anything may be missing. */
export type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown }

/** How many errors deep to look: a query error wraps the driver's error, which may wrap more. */
const MAX_DEPTH = 5

/**
 * Whether the error, or one it was caused by (`cause`, as drizzle and pg wrap them), passes
 * `test`: the database's own error code is usually a level or two below what Payload sees.
 */
export const anyInCauseChain = (
  error: unknown,
  test: (error: ErrorLike) => boolean,
  depth = 0,
): boolean => {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return false
  const link = error as ErrorLike
  return test(link) || anyInCauseChain(link.cause, test, depth + 1)
}
