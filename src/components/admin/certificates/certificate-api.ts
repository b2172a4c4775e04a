import type { EligibilityRow } from '@/server/certificates/edition-eligibility'
import type { RollCall } from '@/server/certificates/roll-call'

/** Admin-only endpoints. */
export const EDITIONS = '/api/dashboard/editions'
export const ATTENDANCE = '/api/dashboard/attendance'

export const rollCallPath = (edition: number) => `${EDITIONS}/${edition}/roll-call`
export const editionCertificatesPath = (edition: number) => `${EDITIONS}/${edition}/certificates`

export const attendanceSheetPath = (edition: number, day: string) =>
  `${EDITIONS}/${edition}/attendance-sheet?day=${encodeURIComponent(day)}`

export const certificatePdfPath = (code: string) =>
  `/api/dashboard/certificates/${encodeURIComponent(code)}/pdf`

export const revokePath = (code: string) =>
  `/api/dashboard/certificates/${encodeURIComponent(code)}/revoke`

export const resendPath = (registration: number) =>
  `/api/dashboard/registrations/${registration}/certificates/send`

export const waiverPath = (registration: number) =>
  `/api/dashboard/registrations/${registration}/certificate-waiver`

/** The public page a certificate's QR code opens. */
export const verificationPath = (code: string) => `/verify/${encodeURIComponent(code)}`

export type { EligibilityRow, RollCall }

/** src/endpoints/certificates/edition-certificates.ts */
export type EditionCertificates = {
  edition: { id: number; title: string; days: string[]; requiredDays: number; languages: string }
  /** What issuing needs besides eligible people: a named signatory and a signing key. */
  ready: { signatory: boolean; signingKey: boolean }
  rows: EligibilityRow[]
}

export type AttendanceAnswer = { day: string; marked: number; markedAt: string }

export type IssueAnswer = {
  issued: Array<{ code: string; number: string; registration: number; participant: number }>
  skipped: Array<{ registration: number; participant: number; name: string }>
}
