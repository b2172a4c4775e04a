import type { Payload, PayloadRequest } from 'payload'

import { appendToAcknowledgement } from './acknowledgement-line'

export const CALENDAR_LINE =
  'Add the workshop to your calendar / Tambah bengkel ini ke kalendar anda: {{calendarUrl}}'

export const seedCalendarLinkInAcknowledgement = (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> =>
  appendToAcknowledgement(payload, req, { placeholder: '{{calendarUrl}}', lines: CALENDAR_LINE })
