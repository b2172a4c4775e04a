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

export type LineFilter = LineMatchKind | 'all'

export type LineState = StatementLine['state'] | 'all'

const linesWhere = (state: LineState, show: LineFilter): Where => {
  const conditions: Where[] = [
    ...(state === 'all' ? [] : [{ state: { equals: state } }]),
    ...(show === 'all' ? [] : [{ matchKind: { equals: show } }]),
  ]
  const [only] = conditions
  return conditions.length > 1 ? { and: conditions } : (only ?? {})
}

const openLines = (show: LineFilter): Where => linesWhere('open', show)

// Waiting lines oldest first as the bank listed them, decided ones latest first (with who decided).
export const useStatementLines = (
  state: LineState,
  show: LineFilter,
  page: number,
  limit: number,
) =>
  useQuery<Paginated<StatementLine>>({
    queryKey: [
      STATEMENT_LINES,
      {
        where: linesWhere(state, show),
        sort: state === 'recorded' || state === 'ignored' ? '-decidedAt' : 'date',
        page,
        limit,
        depth: 1,
      },
    ],
    placeholderData: keepPreviousData,
  })

/** Open lines matched by reference: what Accept all matched records. */
export const useMatchedCount = () =>
  useQuery<{ totalDocs: number }>({
    queryKey: [STATEMENT_LINES, 'count', { where: openLines('matched') }],
  })

export type LineDecision =
  | { action: 'accept'; confirm: boolean; allowOverpayment?: boolean }
  | {
      action: 'assign'
      /** Ringgit, adding up to the line's amount. */
      allocations: Array<{ registrationId: number; amount: number }>
      confirm: boolean
      allowOverpayment?: boolean
    }
  | { action: 'ignore' }

/**
 * A line someone decided first is refused (409): the toast says so and the refreshed table shows
 * what became of it. An overpayment is asked about in place (useLineDecision), without a toast.
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
