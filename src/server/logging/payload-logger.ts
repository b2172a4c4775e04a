import { defaultLoggerOptions } from 'payload'

import { isMalformedValue } from '@/lib/malformed-value'

type LogMethod = (...args: unknown[]) => void
type Logger = { info: LogMethod }

// pino's number for `error`.
const ERROR_LEVEL = 50

// Payload logs a failed query with the SQL, its parameters and a stack, at error level, before
// its error hooks answer 404 for a value PostgreSQL cannot read (`/api/videos/abc`). That is the
// client's mistake, and anyone can make it as often as they like: one short line at info level.
export function quietMalformedValues(
  this: Logger,
  args: unknown[],
  method: LogMethod,
  level: number,
): void {
  const [first] = args
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (level >= ERROR_LEVEL && isMalformedValue(err)) {
    this.info({ msg: 'A request named a value the database cannot read; answered Not Found.' })
    return
  }
  method.apply(this, args)
}

/** Payload's own pretty output, with the hook above. */
export const payloadLogger = {
  options: { hooks: { logMethod: quietMalformedValues } },
  destination: defaultLoggerOptions,
}
