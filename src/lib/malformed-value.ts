import { anyInCauseChain } from './error-cause-chain'

// PostgreSQL: invalid input syntax, numeric value out of range, malformed or out-of-range date.
const MALFORMED_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008'])

// `/api/videos/not-a-number` reaches PostgreSQL as `id = NaN`: the client's error, not ours.
export const isMalformedValue = (error: unknown): boolean =>
  anyInCauseChain(error, ({ code }) => typeof code === 'string' && MALFORMED_VALUE_CODES.has(code))
