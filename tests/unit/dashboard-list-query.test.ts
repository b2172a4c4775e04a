import { describe, expect, it } from 'vitest'

import {
  cleanSearch,
  editionFilterFrom,
  filtersToSearchParams,
  inquiriesWhere,
  inquiryFiltersFrom,
  registrationFiltersFrom,
  registrationsWhere,
  sortByDate,
} from '@/lib/dashboard/list-query'

describe('registrationsWhere', () => {
  it('is empty when nothing is searched or filtered', () => {
    expect(registrationsWhere({ search: '', status: 'all', edition: 'all' })).toEqual({})
    expect(registrationsWhere({ search: '   ', status: 'all', edition: 'all' })).toEqual({})
  })

  it('searches organization, contact name, e-mail and reference', () => {
    expect(
      registrationsWhere({ search: '  Contoh   Kementerian ', status: 'all', edition: 'all' }),
    ).toEqual({
      or: [
        { organization: { like: 'Contoh Kementerian' } },
        { contactName: { like: 'Contoh Kementerian' } },
        { contactEmail: { like: 'Contoh Kementerian' } },
        { reference: { like: 'Contoh Kementerian' } },
      ],
    })
  })

  it('counts a registration without a status as pending', () => {
    expect(registrationsWhere({ search: '', status: 'pending', edition: 'all' })).toEqual({
      or: [{ status: { equals: 'pending' } }, { status: { exists: false } }],
    })
  })

  it('filters by edition, before any search or status', () => {
    expect(registrationsWhere({ search: '', status: 'all', edition: 7 })).toEqual({
      edition: { equals: 7 },
    })
    const where = registrationsWhere({ search: 'aminah', status: 'confirmed', edition: 7 })
    expect(where.and?.[0]).toEqual({ edition: { equals: 7 } })
    expect(where.and).toHaveLength(3)
  })

  it('filters by payment state, a registration without one counting as unpaid', () => {
    expect(
      registrationsWhere({ search: '', status: 'all', edition: 'all', payment: 'partly_paid' }),
    ).toEqual({ paymentState: { equals: 'partly_paid' } })
    expect(
      registrationsWhere({ search: '', status: 'all', edition: 'all', payment: 'unpaid' }),
    ).toEqual({
      or: [{ paymentState: { equals: 'unpaid' } }, { paymentState: { exists: false } }],
    })
    expect(
      registrationsWhere({ search: '', status: 'all', edition: 'all', payment: 'all' }),
    ).toEqual({})
    const where = registrationsWhere({ search: '', status: 'pending', edition: 3, payment: 'paid' })
    expect(where.and).toHaveLength(3)
    expect(where.and?.[2]).toEqual({ paymentState: { equals: 'paid' } })
  })

  it('filters the registrations with a slip to check', () => {
    expect(
      registrationsWhere({ search: '', status: 'all', edition: 'all', slip: 'waiting' }),
    ).toEqual({ slipWaiting: { equals: true } })
    expect(registrationsWhere({ search: '', status: 'all', edition: 'all', slip: 'all' })).toEqual(
      {},
    )
    const where = registrationsWhere({
      search: '',
      status: 'all',
      edition: 3,
      payment: 'unpaid',
      slip: 'waiting',
    })
    expect(where.and).toHaveLength(3)
    expect(where.and?.[2]).toEqual({ slipWaiting: { equals: true } })
  })

  it('combines search and status', () => {
    const where = registrationsWhere({ search: 'aminah', status: 'confirmed', edition: 'all' })
    expect(where.and).toHaveLength(2)
    expect(where.and?.[1]).toEqual({ status: { equals: 'confirmed' } })
  })
})

describe('inquiriesWhere', () => {
  it('searches name, e-mail and organization', () => {
    expect(inquiriesWhere({ search: 'siti', replied: 'all' })).toEqual({
      or: [
        { name: { like: 'siti' } },
        { email: { like: 'siti' } },
        { organization: { like: 'siti' } },
      ],
    })
  })

  it('filters by replied, never-marked counting as pending', () => {
    expect(inquiriesWhere({ search: '', replied: 'replied' })).toEqual({
      isReplied: { equals: true },
    })
    expect(inquiriesWhere({ search: '', replied: 'pending' })).toEqual({
      or: [{ isReplied: { equals: false } }, { isReplied: { exists: false } }],
    })
  })
})

describe('query strings', () => {
  it('reads filters, falling back to all and newest for anything unknown', () => {
    expect(
      registrationFiltersFrom(new URLSearchParams('status=confirmed&search=a&order=oldest')),
    ).toEqual({
      search: 'a',
      status: 'confirmed',
      order: 'oldest',
      edition: 'all',
      payment: 'all',
      slip: 'all',
    })
    expect(registrationFiltersFrom(new URLSearchParams('status=deleted&order=sideways'))).toEqual({
      search: '',
      status: 'all',
      order: 'newest',
      edition: 'all',
      payment: 'all',
      slip: 'all',
    })
    expect(inquiryFiltersFrom(new URLSearchParams('replied=yes'))).toEqual({
      search: '',
      replied: 'all',
      order: 'newest',
    })
  })

  it('reads a payment state and ignores anything that is not one', () => {
    const read = (query: string) => registrationFiltersFrom(new URLSearchParams(query))?.payment
    expect(read('payment=overpaid')).toBe('overpaid')
    expect(read('payment=refunded')).toBe('refunded')
    for (const bad of ['Paid', 'partly paid', 'settled', '1', '']) {
      expect(read(`payment=${encodeURIComponent(bad)}`), bad).toBe('all')
    }
    expect(read('')).toBe('all')
  })

  it('reads the slip filter and ignores anything that is not one', () => {
    const read = (query: string) => registrationFiltersFrom(new URLSearchParams(query))?.slip
    expect(read('slip=waiting')).toBe('waiting')
    for (const bad of ['true', '1', 'Waiting', 'checked', '']) {
      expect(read(`slip=${encodeURIComponent(bad)}`), bad).toBe('all')
    }
    expect(read('')).toBe('all')
  })

  it('reads an edition by its id and refuses anything else', () => {
    expect(editionFilterFrom(new URLSearchParams('edition=12'))).toBe(12)
    expect(editionFilterFrom(new URLSearchParams('edition=all'))).toBe('all')
    expect(editionFilterFrom(new URLSearchParams(''))).toBe('all')
    for (const bad of ['0', '-3', '1.5', 'asl-2026-03-10', '99999999999', '12abc']) {
      expect(editionFilterFrom(new URLSearchParams({ edition: bad })), bad).toBeNull()
    }
    expect(registrationFiltersFrom(new URLSearchParams('edition=x'))).toBeNull()
  })

  it('round-trips filters through the export link, leaving out defaults', () => {
    const filters = {
      search: 'Contoh',
      status: 'pending',
      order: 'oldest',
      edition: 4,
      payment: 'partly_paid',
      slip: 'waiting',
    } as const
    const params = filtersToSearchParams(filters)
    expect(params.toString()).toBe(
      'search=Contoh&status=pending&edition=4&payment=partly_paid&slip=waiting&order=oldest',
    )
    expect(registrationFiltersFrom(params)).toEqual(filters)
    expect(
      filtersToSearchParams({ ...filters, payment: 'all', slip: 'all' }).toString(),
      'every payment state, with or without a slip, is the default',
    ).toBe('search=Contoh&status=pending&edition=4&order=oldest')
    expect(filtersToSearchParams({ search: '', replied: 'all', order: 'newest' }).toString()).toBe(
      '',
    )
  })

  it('cuts overlong searches and ignores non-text', () => {
    expect(cleanSearch('x'.repeat(500))).toHaveLength(100)
    expect(cleanSearch(42)).toBe('')
  })

  it('sorts by the submission time', () => {
    expect(sortByDate('newest')).toBe('-createdAt')
    expect(sortByDate('oldest')).toBe('createdAt')
  })
})
