import { APIError } from 'payload'

/** Name of the hidden form field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

export const rejectHoneypot = (data: Record<string, unknown> | undefined): void => {
  const value = data?.[HONEYPOT_FIELD]
  if (typeof value === 'string' && value.trim() !== '') {
    throw new APIError('Submission rejected.', 400)
  }
}
