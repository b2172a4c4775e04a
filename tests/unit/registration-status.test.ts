import { describe, expect, it } from 'vitest'

import {
  statusLabel,
  statusOf,
  statusTone,
} from '@/components/admin/dashboard/registrations/registration-status'

describe('registration status badge', () => {
  it('reads a registration without a status as pending (spec §3)', () => {
    expect(statusOf({ status: null })).toBe('pending')
    expect(statusLabel({ status: undefined })).toBe('Pending')
    expect(statusTone({ status: null })).toBe('warning')
  })

  it('shows confirmed as success and cancelled as the destructive badge', () => {
    expect([statusLabel({ status: 'confirmed' }), statusTone({ status: 'confirmed' })]).toEqual([
      'Confirmed',
      'success',
    ])
    expect([statusLabel({ status: 'cancelled' }), statusTone({ status: 'cancelled' })]).toEqual([
      'Cancelled',
      'error',
    ])
  })
})
