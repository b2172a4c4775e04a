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

// A lookup is a deliberate, audited act: a mutation run when staff press Find, never a query.
export const useLookupPersonalData = () =>
  useMutation({
    mutationFn: (request: PersonalDataRequest) =>
      apiRequest<PersonalDataAnswer>('GET', `/api/personal-data?${queryString(request)}`),
    onError: (error) => notifyFailure(error, 'Could not look up this person.'),
  })

export const useErasePersonalData = () =>
  useDashboardMutation({
    mutationFn: (request: PersonalDataRequest) =>
      apiRequest<{ erased: ErasureCounts }>('POST', '/api/personal-data/erase', request),
    success: ({ erased }) => erasureSummary(erased),
    failure: 'Could not erase this person’s data.',
    refresh: 'all',
  })
