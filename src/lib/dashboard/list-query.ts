import type { Where } from 'payload'

import type { PaymentState } from '@/lib/payments/match-statement'
import { PAYMENT_STATES } from '@/lib/payments/payment-states'
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@/lib/registration-status'

// The same filters pick the Excel export's rows, so it exports exactly what the panel shows.
export { REGISTRATION_STATUSES, type RegistrationStatus }

export const REPLIED_FILTERS = ['replied', 'pending'] as const
export type RepliedFilter = (typeof REPLIED_FILTERS)[number]

export const SLIP_FILTERS = ['waiting'] as const
export type SlipFilter = (typeof SLIP_FILTERS)[number]

export type DateOrder = 'newest' | 'oldest'

export type EditionFilter = number | 'all'

export type RegistrationFilters = {
  search: string
  status: RegistrationStatus | 'all'
  order: DateOrder
  edition: EditionFilter
  payment?: PaymentState | 'all'
  slip?: SlipFilter | 'all'
}

export type InquiryFilters = {
  search: string
  replied: RepliedFilter | 'all'
  order: DateOrder
}

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

export const MAX_SEARCH_LENGTH = 100

export const sortByDate = (order: DateOrder): string =>
  order === 'oldest' ? 'createdAt' : '-createdAt'

// Payload's `like` matches each space-separated word.
export const cleanSearch = (search: unknown): string =>
  typeof search === 'string' ? search.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH) : ''

const anyFieldLike = (fields: string[], search: string): Where => ({
  or: fields.map((field) => ({ [field]: { like: search } })),
})

const allOf = (conditions: Where[]): Where =>
  conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { and: conditions }

export const REGISTRATION_SEARCH_FIELDS = [
  'organization',
  'contactName',
  'contactEmail',
  'reference',
]

export const INQUIRY_SEARCH_FIELDS = ['name', 'email', 'organization']

export const registrationsWhere = ({
  search,
  status,
  edition,
  payment = 'all',
  slip = 'all',
}: Omit<RegistrationFilters, 'order'>): Where => {
  const conditions: Where[] = []
  if (edition !== 'all') conditions.push({ edition: { equals: edition } })
  const text = cleanSearch(search)
  if (text) conditions.push(anyFieldLike(REGISTRATION_SEARCH_FIELDS, text))
  // A registration without a status counts as pending (spec §3).
  if (status === 'pending') {
    conditions.push({ or: [{ status: { equals: 'pending' } }, { status: { exists: false } }] })
  } else if (status !== 'all') {
    conditions.push({ status: { equals: status } })
  }
  // No payment state means nothing is paid.
  if (payment === 'unpaid') {
    conditions.push({
      or: [{ paymentState: { equals: 'unpaid' } }, { paymentState: { exists: false } }],
    })
  } else if (payment !== 'all') {
    conditions.push({ paymentState: { equals: payment } })
  }
  if (slip === 'waiting') conditions.push({ slipWaiting: { equals: true } })
  return allOf(conditions)
}

export const inquiriesWhere = ({ search, replied }: Omit<InquiryFilters, 'order'>): Where => {
  const conditions: Where[] = []
  const text = cleanSearch(search)
  if (text) conditions.push(anyFieldLike(INQUIRY_SEARCH_FIELDS, text))
  if (replied === 'replied') conditions.push({ isReplied: { equals: true } })
  if (replied === 'pending') {
    conditions.push({ or: [{ isReplied: { equals: false } }, { isReplied: { exists: false } }] })
  }
  return allOf(conditions)
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback

const orderFrom = (params: URLSearchParams): DateOrder =>
  oneOf(params.get('order'), ['newest', 'oldest'] as const, 'newest')

// Anything but an edition's id is refused: exporting every edition instead would mislead.
export const editionFilterFrom = (params: URLSearchParams): EditionFilter | null => {
  const value = params.get('edition')
  if (value === null || value === '' || value === 'all') return 'all'
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

export const registrationFiltersFrom = (params: URLSearchParams): RegistrationFilters | null => {
  const edition = editionFilterFrom(params)
  if (edition === null) return null
  return {
    search: cleanSearch(params.get('search')),
    status: oneOf(params.get('status'), [...REGISTRATION_STATUSES, 'all' as const], 'all'),
    order: orderFrom(params),
    edition,
    payment: oneOf(params.get('payment'), [...PAYMENT_STATES, 'all'] as const, 'all'),
    slip: oneOf(params.get('slip'), [...SLIP_FILTERS, 'all'] as const, 'all'),
  }
}

export const inquiryFiltersFrom = (params: URLSearchParams): InquiryFilters => ({
  search: cleanSearch(params.get('search')),
  replied: oneOf(params.get('replied'), [...REPLIED_FILTERS, 'all'] as const, 'all'),
  order: orderFrom(params),
})

export const filtersToSearchParams = (
  filters: RegistrationFilters | InquiryFilters,
): URLSearchParams => {
  const params = new URLSearchParams()
  const search = cleanSearch(filters.search)
  if (search) params.set('search', search)
  if ('status' in filters && filters.status !== 'all') params.set('status', filters.status)
  if ('edition' in filters && filters.edition !== 'all')
    params.set('edition', String(filters.edition))
  if ('payment' in filters && filters.payment && filters.payment !== 'all') {
    params.set('payment', filters.payment)
  }
  if ('slip' in filters && filters.slip && filters.slip !== 'all') params.set('slip', filters.slip)
  if ('replied' in filters && filters.replied !== 'all') params.set('replied', filters.replied)
  if (filters.order !== 'newest') params.set('order', filters.order)
  return params
}
