import type { IneligibleReason, ParticipantEligibility } from './eligibility'

/**
 * The certificates panel's rows (GET /api/dashboard/editions/:id/certificates), one per
 * participant, gathered by registration: waiving payment and re-sending the e-mail are done
 * for a whole registration at once.
 */

export type IssuedCertificate = {
  code: string
  number: string
  participantName: string
  issuedAt: string
  revokedAt?: string | null
  revokeReason?: string | null
}

export type CertificateRow = ParticipantEligibility & {
  registration: number
  reference: string
  organization: string
  paymentWaived: boolean
  certificate: IssuedCertificate | null
}

export type RegistrationGroup<Row extends CertificateRow> = Pick<
  CertificateRow,
  'registration' | 'reference' | 'organization' | 'paymentWaived'
> & {
  /** Someone in it is held back by payment alone or among other reasons: a waiver would help. */
  unpaid: boolean
  /** Its certificates that are not revoked: what a re-sent e-mail would carry. */
  standing: number
  rows: Row[]
}

export const rowKey = (row: Pick<CertificateRow, 'registration' | 'participant'>): string =>
  `${row.registration}|${row.participant}`

/** The rows by registration, in the order the server lists them. */
export const groupByRegistration = <Row extends CertificateRow>(
  rows: readonly Row[],
): RegistrationGroup<Row>[] => {
  const groups = new Map<number, RegistrationGroup<Row>>()
  for (const row of rows) {
    const group = groups.get(row.registration) ?? {
      registration: row.registration,
      reference: row.reference,
      organization: row.organization,
      paymentWaived: row.paymentWaived,
      unpaid: false,
      standing: 0,
      rows: [],
    }
    group.rows.push(row)
    if (row.reasons.some((reason) => reason.reason === 'unpaid')) group.unpaid = true
    if (row.certificate && !row.certificate.revokedAt) group.standing += 1
    groups.set(row.registration, group)
  }
  return [...groups.values()]
}

/** Participants still without a certificate, and those who have one (revoked ones too). */
export const splitByCertificate = <Row extends CertificateRow>(rows: readonly Row[]) => ({
  awaiting: rows.filter((row) => row.certificate === null),
  issued: rows.filter((row) => row.certificate !== null),
})

/**
 * Why a participant cannot be certified yet, as staff read it; 'already certified' is left
 * to the issued list, where the certificate itself is shown.
 */
export const openReasons = (row: Pick<CertificateRow, 'reasons'>): IneligibleReason[] =>
  row.reasons.filter((reason) => reason.reason !== 'already-certified')
