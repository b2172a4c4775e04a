import { positiveIntegerSetting as positiveInteger } from './positive-integer-setting'

/** The public forms' default limit: 10 submissions per client and form each hour. */
export const DEFAULT_FORM_LIMIT = 10
export const DEFAULT_FORM_WINDOW_SECONDS = 3600

/** Sign-in and password-reset attempts per client (any account) and window. */
export const DEFAULT_AUTH_LIMIT = 20
export const DEFAULT_AUTH_WINDOW_SECONDS = 900

/**
 * The per-client limit of sign-in, password-reset requests and resets: RATE_LIMIT_AUTH attempts
 * per RATE_LIMIT_AUTH_WINDOW_SECONDS, counted whether they succeed or not and whether the caller
 * is signed in or not. It comes on top of the per-account lockout (5 wrong passwords lock an
 * account for 10 minutes).
 */
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

/**
 * The limit of one public form, from RATE_LIMIT_FORMS and RATE_LIMIT_WINDOW_SECONDS when set
 * (an operator's setting, e.g. raised for a load test), else the defaults. A malformed value
 * stops the server at start rather than silently switching the limit off.
 */
export const formRateLimit = (name: string, env: Record<string, string | undefined>) => ({
  name,
  limit: positiveInteger(env.RATE_LIMIT_FORMS, DEFAULT_FORM_LIMIT, 'RATE_LIMIT_FORMS'),
  windowSeconds: positiveInteger(
    env.RATE_LIMIT_WINDOW_SECONDS,
    DEFAULT_FORM_WINDOW_SECONDS,
    'RATE_LIMIT_WINDOW_SECONDS',
  ),
})
