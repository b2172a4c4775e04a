import { positiveIntegerSetting as positiveInteger } from '../positive-integer-setting'

export const DEFAULT_SLIPS_PER_REGISTRATION = 5
export const DEFAULT_SLIPS_TOTAL_MB = 15

export type SlipLimits = { maxPerRegistration: number; maxTotalBytes: number }

const MB = 1024 * 1024

// A leaked link then fills neither the disk nor the staff's inbox. A malformed value stops the
// server at start rather than silently lifting the limit.
export const slipLimits = (env: Record<string, string | undefined>): SlipLimits => ({
  maxPerRegistration: positiveInteger(
    env.SLIP_MAX_PER_REGISTRATION,
    DEFAULT_SLIPS_PER_REGISTRATION,
    'SLIP_MAX_PER_REGISTRATION',
  ),
  maxTotalBytes:
    positiveInteger(env.SLIP_MAX_TOTAL_MB, DEFAULT_SLIPS_TOTAL_MB, 'SLIP_MAX_TOTAL_MB') * MB,
})
