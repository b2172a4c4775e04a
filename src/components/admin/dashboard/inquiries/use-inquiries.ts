'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { inquiriesWhere, sortByDate, type InquiryFilters } from '@/lib/dashboard/list-query'
import {
  INQUIRY_DELETE_FAILED,
  INQUIRY_DELETED,
  INQUIRY_UPDATE_FAILED,
  INQUIRY_UPDATED,
} from '@/lib/dashboard/messages'
import type { Contact } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'

const INQUIRIES = '/api/contact'

export const useInquiryPage = (filters: InquiryFilters, page: number, limit: number) =>
  useQuery<Paginated<Contact>>({
    queryKey: [
      INQUIRIES,
      { where: inquiriesWhere(filters), sort: sortByDate(filters.order), page, limit, depth: 0 },
    ],
    placeholderData: keepPreviousData,
  })

/** The body of Mark as Replied: notes only when some were written (spec §7). */
export const replyBody = (notes: string) => {
  const trimmed = notes.trim()
  return trimmed ? { isReplied: true, replyNotes: trimmed } : { isReplied: true }
}

export const useMarkReplied = () =>
  useDashboardMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      apiRequest<{ doc: Contact }>('PATCH', `${INQUIRIES}/${id}`, replyBody(notes)),
    success: INQUIRY_UPDATED,
    failure: INQUIRY_UPDATE_FAILED,
    refresh: [INQUIRIES],
  })

export const useDeleteInquiry = () =>
  useDashboardMutation({
    mutationFn: (id: number) => apiRequest<{ doc: Contact }>('DELETE', `${INQUIRIES}/${id}`),
    success: INQUIRY_DELETED,
    failure: INQUIRY_DELETE_FAILED,
    refresh: [INQUIRIES],
  })
