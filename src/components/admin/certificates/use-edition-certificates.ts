'use client'

import { useQuery } from '@tanstack/react-query'

import type { IssueCertificatesInput } from '@/lib/validation/certificates'

import { apiRequest } from '../dashboard/data/api'
import { useDashboardMutation } from '../dashboard/data/use-dashboard-mutation'
import {
  editionCertificatesPath,
  resendPath,
  revokePath,
  waiverPath,
  type EditionCertificates,
  type IssueAnswer,
} from './certificate-api'
import {
  ISSUE_FAILED,
  issuedText,
  REVOKE_FAILED,
  REVOKED,
  RESEND_FAILED,
  resentText,
  WAIVED,
  WAIVER_FAILED,
  WAIVER_WITHDRAWN,
} from './certificate-messages'

/** Who of an edition may be certified, why not the others, and what was issued. */
export const useEditionCertificates = (edition: number) =>
  useQuery<EditionCertificates>({ queryKey: [editionCertificatesPath(edition)] })

/** The certificates of every eligible participant chosen, with the names as corrected. */
export const useIssueCertificates = (edition: number) =>
  useDashboardMutation({
    mutationFn: (input: IssueCertificatesInput) =>
      apiRequest<IssueAnswer>('POST', editionCertificatesPath(edition), input),
    success: ({ issued, skipped }) => issuedText(issued.length, skipped.length),
    failure: ISSUE_FAILED,
    refresh: [editionCertificatesPath(edition)],
  })

export const useRevokeCertificate = (edition: number) =>
  useDashboardMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      apiRequest('POST', revokePath(code), { reason }),
    success: REVOKED,
    failure: REVOKE_FAILED,
    refresh: [editionCertificatesPath(edition)],
  })

export const useResendCertificates = (edition: number) =>
  useDashboardMutation({
    mutationFn: (registration: number) =>
      apiRequest<{ queued: number }>('POST', resendPath(registration)),
    success: ({ queued }) => resentText(queued),
    failure: RESEND_FAILED,
    refresh: [editionCertificatesPath(edition)],
  })

/** Payment waived for a registration's certificates (with the reason), or the waiver withdrawn. */
export const useCertificateWaiver = (edition: number) =>
  useDashboardMutation({
    mutationFn: ({
      registration,
      ...body
    }: {
      registration: number
      waived: boolean
      reason?: string
    }) => apiRequest('POST', waiverPath(registration), body),
    success: (_answer, { waived }) => (waived ? WAIVED : WAIVER_WITHDRAWN),
    failure: WAIVER_FAILED,
    refresh: [editionCertificatesPath(edition)],
  })
