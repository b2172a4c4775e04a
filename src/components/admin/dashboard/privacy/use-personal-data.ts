'use client'

import { useMutation } from '@tanstack/react-query'

import type { PersonalDataAnswer } from '@/endpoints/personal-data/findings-response'
import { erasureSummary, type ErasureCounts } from '@/lib/privacy/erasure-summary'
import type { PersonalDataRequest } from '@/lib/privacy/personal-data-request'

import { apiRequest } from '../data/api'
import { notifyFailure } from '../data/notify'
import { useDashboardMutation } from '../data/use-dashboard-mutation'

const queryString = ({ email, name }: PersonalDataRequest) => {
  const params = new URLSearchParams()
  if (email) params.set('email', email)
  if (name) params.set('name', name)
  return params.toString()
}

/**
 * GET /api/personal-data: a lookup is a deliberate act (each is audited), so it runs when
 * staff press Find, never on its own; it is a mutation, not a cached query.
 */
export const useLookupPersonalData = () =>
  useMutation({
    mutationFn: (request: PersonalDataRequest) =>
      apiRequest<PersonalDataAnswer>('GET', `/api/personal-data?${queryString(request)}`),
    onError: (error) => notifyFailure(error, 'Could not look up this person.'),
  })

/** POST /api/personal-data/erase; the registrations and inquiries panels then reload. */
export const useErasePersonalData = () =>
  useDashboardMutation({
    mutationFn: (request: PersonalDataRequest) =>
      apiRequest<{ erased: ErasureCounts }>('POST', '/api/personal-data/erase', request),
    success: ({ erased }) => erasureSummary(erased),
    failure: 'Could not erase this person’s data.',
    refresh: 'all',
  })
