import { anyInCauseChain } from './error-cause-chain'

/** PostgreSQL's "invalid input syntax" (e.g. "abc" or NaN compared with an integer id). */
const INVALID_TEXT_REPRESENTATION = '22P02'

/**
 * Whether a failed query failed only because a value from the request could not be read as
 * the column's type: `/api/videos/not-a-number` reaches PostgreSQL as `id = NaN`. Such an id
 * names nothing, so it is the client's error, not the server's.
 */
export const isMalformedValue = (error: unknown): boolean =>
  anyInCauseChain(error, ({ code }) => code === INVALID_TEXT_REPRESENTATION)
