'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Where } from 'payload'

import type { LineMatchKind } from '@/lib/payments/match-statement'
import type { StatementLine } from '@/payload-types'

import { apiRequest } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import {
  acceptedMatchedMessage,
  LINE_DECISION_FAILED,
  LINE_IGNORED,
  LINE_RECORDED,
  MATCHED_ACCEPT_FAILED,
} from './payment-messages'
import { PAYMENT_LISTS, STATEMENT_LINES } from './payment-queries'
import { refusalOf } from './payment-refusal'

/** Which open lines the table shows: one kind of match, or all of them. */
export type LineFilter = LineMatchKind | 'all'

const openLines = (show: LineFilter): Where =>
  show === 'all'
    ? { state: { equals: 'open' } }
    : { and: [{ state: { equals: 'open' } }, { matchKind: { equals: show } }] }

/** One page of the bank lines waiting for a decision, oldest first as the bank listed them. */
export const useOpenLines = (show: LineFilter, page: number, limit: number) =>
  useQuery<Paginated<StatementLine>>({
    queryKey: [STATEMENT_LINES, { where: openLines(show), sort: 'date', page, limit, depth: 0 }],
    placeholderData: keepPreviousData,
  })

/** How many open lines the matcher matched by reference: what Accept all matched records. */
export const useMatchedCount = () =>
  useQuery<{ totalDocs: number }>({
    queryKey: [STATEMENT_LINES, 'count', { where: openLines('matched') }],
  })

export type LineDecision =
  | { action: 'accept'; confirm: boolean; allowOverpayment?: boolean }
  | {
      action: 'assign'
      /** Amounts in ringgit, adding up to the line's amount. */
      allocations: Array<{ registrationId: number; amount: number }>
      confirm: boolean
      /** The admin was told this overpays a registration and records it anyway. */
      allowOverpayment?: boolean
    }
  | { action: 'ignore' }

/**
 * POST /api/dashboard/statement-lines/{id}/decision. A line someone decided first is refused
 * (409): the toast says so and the refreshed table shows what became of it. An overpayment
 * is asked about instead (useLineDecision), without a toast.
 */
export const useDecideLine = () =>
  useDashboardMutation({
    mutationFn: ({ id, decision }: { id: number; decision: LineDecision }) =>
      apiRequest<{ doc: StatementLine }>(
        'POST',
        `/api/dashboard/statement-lines/${id}/decision`,
        decision,
      ),
    success: (_answer, { decision }) =>
      decision.action === 'ignore' ? LINE_IGNORED : LINE_RECORDED,
    failure: LINE_DECISION_FAILED,
    refresh: PAYMENT_LISTS,
    answeredInPlace: (error) => refusalOf(error)?.code === 'overpayment',
  })

/** POST /api/dashboard/statement-lines/accept-matched: every line matched by reference. */
export const useAcceptMatched = () =>
  useDashboardMutation({
    mutationFn: (confirm: boolean) =>
      apiRequest<{ recorded: number; decidedElsewhere: number; needsReview?: number }>(
        'POST',
        '/api/dashboard/statement-lines/accept-matched',
        { confirm },
      ),
    success: acceptedMatchedMessage,
    failure: MATCHED_ACCEPT_FAILED,
    refresh: PAYMENT_LISTS,
  })
