import type { IneligibleReason, ParticipantEligibility } from './eligibility'

// Gathered by registration: waiving payment and re-sending the e-mail are done per registration.

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
  standing: number
  rows: Row[]
}

export const rowKey = (row: Pick<CertificateRow, 'registration' | 'participant'>): string =>
  `${row.registration}|${row.participant}`

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

export const splitByCertificate = <Row extends CertificateRow>(rows: readonly Row[]) => ({
  awaiting: rows.filter((row) => row.certificate === null),
  issued: rows.filter((row) => row.certificate !== null),
})

// 'already certified' is left to the issued list, where the certificate itself is shown.
export const openReasons = (row: Pick<CertificateRow, 'reasons'>): IneligibleReason[] =>
  row.reasons.filter((reason) => reason.reason !== 'already-certified')
