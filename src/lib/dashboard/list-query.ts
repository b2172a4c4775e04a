import type { Where } from 'payload'

import type { PaymentState } from '@/lib/payments/match-statement'
import { PAYMENT_STATES } from '@/lib/payments/payment-states'
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@/lib/registration-status'

/**
 * What a staff member asks a dashboard table for: a page, newest or oldest first, a search
 * and a filter. The same filters pick the rows of the Excel export, so it exports exactly
 * what the panel shows. Kept free of framework code: the browser builds its REST query
 * from it and the server its export query.
 */
export { REGISTRATION_STATUSES, type RegistrationStatus }

export const REPLIED_FILTERS = ['replied', 'pending'] as const
export type RepliedFilter = (typeof REPLIED_FILTERS)[number]

/** Only the registrations whose payer uploaded a bank slip no one has looked at yet. */
export const SLIP_FILTERS = ['waiting'] as const
export type SlipFilter = (typeof SLIP_FILTERS)[number]

export type DateOrder = 'newest' | 'oldest'

/** One edition's registrations (its id), or every edition's. */
export type EditionFilter = number | 'all'

export type RegistrationFilters = {
  search: string
  status: RegistrationStatus | 'all'
  order: DateOrder
  edition: EditionFilter
  /** Left out where payments do not matter: every payment state. */
  payment?: PaymentState | 'all'
  /** Left out where payments do not matter: with or without a slip to check. */
  slip?: SlipFilter | 'all'
}

export type InquiryFilters = {
  search: string
  replied: RepliedFilter | 'all'
  order: DateOrder
}

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

/** The longest search we pass on; longer text is cut rather than refused. */
export const MAX_SEARCH_LENGTH = 100

/** Payload's sort for the order asked: by the time of the submission. */
export const sortByDate = (order: DateOrder): string =>
  order === 'oldest' ? 'createdAt' : '-createdAt'

/** Trims and folds runs of whitespace: Payload's `like` matches each space-separated word. */
export const cleanSearch = (search: unknown): string =>
  typeof search === 'string' ? search.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH) : ''

const anyFieldLike = (fields: string[], search: string): Where => ({
  or: fields.map((field) => ({ [field]: { like: search } })),
})

const allOf = (conditions: Where[]): Where =>
  conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { and: conditions }

/** Registrations are searched by organization, contact name, e-mail and reference. */
export const REGISTRATION_SEARCH_FIELDS = [
  'organization',
  'contactName',
  'contactEmail',
  'reference',
]

/** Inquiries are searched by name, e-mail and organization. */
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
  // A registration from before payments were recorded has no payment state: nothing is paid.
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
  // Never marked counts as pending, like an explicit false.
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

/**
 * The edition asked for: absent or 'all' is every edition; anything but an edition's id is
 * refused (null), since exporting every edition instead of the one asked would mislead.
 */
export const editionFilterFrom = (params: URLSearchParams): EditionFilter | null => {
  const value = params.get('edition')
  if (value === null || value === '' || value === 'all') return 'all'
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/**
 * Reads filters from a query string; an unknown search, status, payment state, slip filter or
 * order falls back to "all", newest first; an edition that is not an id is null (refused by
 * the caller).
 */
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

/** The query string the export link carries, leaving out defaults. */
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
