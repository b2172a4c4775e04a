import { editionParticipantFields } from '@/fields/edition-participant'

import { serverRecords } from '../server-records'
import { listView } from '../list-view'

// One row per participant and day, changed in place when staff correct a tap; every mark is also in
// the audit log.
export const AttendanceMarks = serverRecords({
  slug: 'attendance-marks',
  labels: { singular: 'Attendance mark', plural: 'Attendance' },
  ...listView('Certificates', 'day', 'day edition registration participant present markedAt'),
  indexes: [{ fields: ['registration', 'participant', 'day'], unique: true }],
  fields: [
    { type: 'row', fields: editionParticipantFields },
    {
      type: 'row',
      fields: [
        {
          name: 'day',
          type: 'text',
          required: true,
          admin: { description: 'YYYY-MM-DD, Malaysian calendar.' },
        },
        { name: 'present', type: 'checkbox', required: true, defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'markedBy', type: 'relationship', relationTo: 'users' },
        { name: 'markedAt', type: 'date', required: true },
      ],
    },
  ],
})
