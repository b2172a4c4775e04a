'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { inquiriesWhere, sortByDate, type InquiryFilters } from '@/lib/dashboard/list-query'
import {
  INQUIRY_DELETE_FAILED,
  INQUIRY_DELETED,
  INQUIRY_UPDATE_FAILED,
  INQUIRY_UPDATED,
} from '@/lib/dashboard/messages'
import type { Contact } from '@/payload-types'

import { apiRequest } from '../data/api'
import { notifyFailure, notifySuccess } from '../data/notify'
import type { Paginated } from '../data/paginated'

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

export const useMarkReplied = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      apiRequest<{ doc: Contact }>('PATCH', `${INQUIRIES}/${id}`, replyBody(notes)),
    onSuccess: () => notifySuccess(INQUIRY_UPDATED),
    onError: (error) => notifyFailure(error, INQUIRY_UPDATE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INQUIRIES] }),
  })
}

export const useDeleteInquiry = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ doc: Contact }>('DELETE', `${INQUIRIES}/${id}`),
    onSuccess: () => notifySuccess(INQUIRY_DELETED),
    onError: (error) => notifyFailure(error, INQUIRY_DELETE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INQUIRIES] }),
  })
}
