import type { PayloadRequest } from 'payload'

import { participantEligibility, type ParticipantEligibility } from '@/lib/certificates/eligibility'
import type { Certificate } from '@/payload-types'

import { eligibilityMarks, readEditionRoster, type EditionRoster } from './edition-roster'

export type IssuedSummary = Pick<
  Certificate,
  'id' | 'code' | 'number' | 'participantName' | 'issuedAt' | 'revokedAt' | 'revokeReason'
>

export type EligibilityRow = ParticipantEligibility & {
  registration: number
  reference: string
  organization: string
  paymentWaived: boolean
  certificate: IssuedSummary | null
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

export const editionCertificates = async (req: PayloadRequest, editionId: number) =>
  (
    await req.payload.find({
      collection: 'certificates',
      where: { edition: { equals: editionId } },
      sort: 'sequence',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: {
        code: true,
        number: true,
        participantName: true,
        issuedAt: true,
        revokedAt: true,
        revokeReason: true,
        registration: true,
        participant: true,
      },
      req,
    })
  ).docs

export const editionEligibility = async (
  req: PayloadRequest,
  editionId: number,
  roster?: EditionRoster,
): Promise<{ roster: EditionRoster; rows: EligibilityRow[] }> => {
  const read = roster ?? (await readEditionRoster(req, editionId))
  const issued = await editionCertificates(req, editionId)
  const certificateOf = new Map(
    issued.map((c) => [`${idOf(c.registration)}|${c.participant}`, c as IssuedSummary]),
  )
  const rows = read.registrations.flatMap((registration) => {
    const paymentWaived = Boolean(registration.certificateWaiver?.waivedAt)
    const certified = (registration.participants ?? [])
      .map((p) => p.no)
      .filter((no) => certificateOf.has(`${registration.id}|${no}`))
    return participantEligibility({
      registration: {
        status: registration.status ?? 'pending',
        paymentState: registration.paymentState ?? 'unpaid',
        paymentWaived,
      },
      participants: registration.participants ?? [],
      days: read.days,
      marks: eligibilityMarks(read.marks.get(registration.id)),
      minimumDays: read.edition.certificates?.minimumDays,
      certified,
    }).map((row) => ({
      ...row,
      registration: registration.id,
      reference: registration.reference ?? String(registration.id),
      organization: registration.organization,
      paymentWaived,
      certificate: certificateOf.get(`${registration.id}|${row.participant}`) ?? null,
    }))
  })
  return { roster: read, rows }
}
