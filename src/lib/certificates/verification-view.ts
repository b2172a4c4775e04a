import { formatDay, formatDayRange } from './certificate-dates'

export type VerificationView = {
  participantName: string
  programme: string
  dates: { en: string; ms: string }
  issued: { en: string; ms: string }
  issuedOn: string
  status: { valid: true } | { valid: false; revokedOn: { en: string; ms: string }; reason: string }
}

type Stored = {
  participantName: string
  programme: string
  firstDay: string
  lastDay: string
  issuedOn: string
  revokedOn: string | null
  revokeReason?: string | null
}

const both = (format: (language: 'en' | 'ms') => string) => ({ en: format('en'), ms: format('ms') })

export const verificationView = (stored: Stored): VerificationView => ({
  participantName: stored.participantName,
  programme: stored.programme,
  dates: both((language) => formatDayRange(stored.firstDay, stored.lastDay, language)),
  issued: both((language) => formatDay(stored.issuedOn, language)),
  issuedOn: stored.issuedOn,
  status: stored.revokedOn
    ? {
        valid: false,
        revokedOn: both((language) => formatDay(stored.revokedOn!, language)),
        reason: stored.revokeReason?.trim() || '',
      }
    : { valid: true },
})
