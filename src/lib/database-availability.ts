// Answered 503 so clients retry; nothing about the request was stored.
import { anyInCauseChain } from './error-cause-chain'

// SQLSTATE 08 (connection) and 57P0x (shutdown, crash, cannot connect now), and socket errors.
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
])

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot begin transaction/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /connect ECONNREFUSED/i,
  /Connection terminated unexpectedly/i,
]

export const isDatabaseUnavailable = (error: unknown): boolean =>
  anyInCauseChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === 'string' &&
        UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))),
  )

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Nothing was saved; please try again in a moment.'

export const DATABASE_RETRY_AFTER_SECONDS = 5
