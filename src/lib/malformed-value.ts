import { anyInCauseChain } from './error-cause-chain'

/**
 * PostgreSQL's errors for a value from the request that cannot be read as its column's type:
 * "invalid input syntax" (e.g. "abc" or NaN compared with an integer id), a number out of
 * the column's range (an id of 99999999999999999999 or 2147483648 against an integer), and a
 * malformed or out-of-range date.
 */
const MALFORMED_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008'])

/**
 * Whether a failed query failed only because a value from the request could not be read as
 * the column's type: `/api/videos/not-a-number` reaches PostgreSQL as `id = NaN`. Such an id
 * names nothing, so it is the client's error, not the server's.
 */
export const isMalformedValue = (error: unknown): boolean =>
  anyInCauseChain(error, ({ code }) => typeof code === 'string' && MALFORMED_VALUE_CODES.has(code))
