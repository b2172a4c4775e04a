import type { Payload, PayloadRequest } from 'payload'

import { appendToAcknowledgement } from './acknowledgement-line'

export const CALENDAR_LINE =
  'Add the workshop to your calendar / Tambah bengkel ini ke kalendar anda: {{calendarUrl}}'

/**
 * Registration acknowledgements seeded before workshops had editions gain a line with the
 * edition's calendar file, after their text.
 */
export const seedCalendarLinkInAcknowledgement = (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> =>
  appendToAcknowledgement(payload, req, { placeholder: '{{calendarUrl}}', lines: CALENDAR_LINE })
