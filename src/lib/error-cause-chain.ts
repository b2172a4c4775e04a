export type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown }

const MAX_DEPTH = 5

// The database's own error code is usually a level or two below what Payload sees (drizzle, pg).
export const anyInCauseChain = (
  error: unknown,
  test: (error: ErrorLike) => boolean,
  depth = 0,
): boolean => {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return false
  const link = error as ErrorLike
  return test(link) || anyInCauseChain(link.cause, test, depth + 1)
}
