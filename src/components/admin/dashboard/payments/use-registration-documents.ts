'use client'

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { Invoice } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import {
  documentPdfUrl,
  documentRowsOf,
  documentSelect,
  type DocumentCollection,
  type DocumentSummary,
} from './document-rows'
import { INVOICE_FAILED, invoiceMessage } from './payment-messages'
import { INVOICES, OFFICIAL_RECEIPTS, REFUND_NOTES } from './payment-queries'
import { ofRegistration } from './use-registration-payments'

const useDocuments = (collection: DocumentCollection, address: string, registrationId: number) =>
  useQuery<Paginated<DocumentSummary>>({
    queryKey: [
      address,
      { ...ofRegistration(registrationId, '-issuedAt'), select: documentSelect(collection) },
    ],
  })

/** Receipts, refund notes and invoices (cancelled ones too) as one list, with one query state. */
export const useRegistrationDocuments = (registrationId: number) => {
  const receipts = useDocuments('official-receipts', OFFICIAL_RECEIPTS, registrationId)
  const refundNotes = useDocuments('refund-notes', REFUND_NOTES, registrationId)
  const invoices = useDocuments('invoices', INVOICES, registrationId)
  const all = [receipts, refundNotes, invoices]
  const rows = useMemo(
    () =>
      documentRowsOf({
        'official-receipts': receipts.data?.docs,
        'refund-notes': refundNotes.data?.docs,
        invoices: invoices.data?.docs,
      }),
    [receipts.data, refundNotes.data, invoices.data],
  )
  return {
    rows,
    query: {
      isPending: all.some((query) => query.isPending),
      isFetching: all.some((query) => query.isFetching),
      error: all.find((query) => query.error)?.error ?? null,
      refetch: () => Promise.all(all.map((query) => query.refetch())),
    },
  }
}

/** A download through a link, so the sign-in cookie goes along. */
const download = (url: string) => {
  const link = document.createElement('a')
  link.href = url
  // The server names the file (e.g. invoice-INV-000003.pdf).
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}

/** Issues an invoice if there is none or its amount changed since, then downloads its PDF. */
export const useInvoicePdf = () =>
  useDashboardMutation({
    mutationFn: async (registrationId: number) => {
      const { doc } = await apiRequest<{ doc: Invoice }>(
        'POST',
        `/api/dashboard/registrations/${registrationId}/invoice`,
      )
      download(documentPdfUrl({ collection: 'invoices', id: doc.id }))
      return doc
    },
    success: (invoice) => invoiceMessage(invoice.number),
    failure: INVOICE_FAILED,
    refresh: [INVOICES],
  })
