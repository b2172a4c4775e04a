import { positiveIntegerSetting as positiveInteger } from './positive-integer-setting'

export const DEFAULT_FORM_LIMIT = 10
export const DEFAULT_FORM_WINDOW_SECONDS = 3600

export const DEFAULT_AUTH_LIMIT = 20
export const DEFAULT_AUTH_WINDOW_SECONDS = 900

// On top of the per-account lockout (5 wrong passwords lock an account for 10 minutes).
export const authRateLimit = (name: string, env: Record<string, string | undefined>) => ({
  name,
  limit: positiveInteger(env.RATE_LIMIT_AUTH, DEFAULT_AUTH_LIMIT, 'RATE_LIMIT_AUTH'),
  windowSeconds: positiveInteger(
    env.RATE_LIMIT_AUTH_WINDOW_SECONDS,
    DEFAULT_AUTH_WINDOW_SECONDS,
    'RATE_LIMIT_AUTH_WINDOW_SECONDS',
  ),
  countFailures: true,
  includeSignedIn: true,
})

// A malformed value stops the server at start rather than silently switching the limit off.
export const formRateLimit = (name: string, env: Record<string, string | undefined>) => ({
  name,
  limit: positiveInteger(env.RATE_LIMIT_FORMS, DEFAULT_FORM_LIMIT, 'RATE_LIMIT_FORMS'),
  windowSeconds: positiveInteger(
    env.RATE_LIMIT_WINDOW_SECONDS,
    DEFAULT_FORM_WINDOW_SECONDS,
    'RATE_LIMIT_WINDOW_SECONDS',
  ),
})
