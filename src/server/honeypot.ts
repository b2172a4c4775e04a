import { APIError } from 'payload'

import { HONEYPOT_FIELD } from '@/lib/honeypot-field'

export { HONEYPOT_FIELD }

export const rejectHoneypot = (data: Record<string, unknown> | undefined): void => {
  const value = data?.[HONEYPOT_FIELD]
  if (typeof value === 'string' && value.trim() !== '') {
    throw new APIError('Submission rejected.', 400)
  }
}
