import { APIError, type PayloadRequest } from 'payload'

import { attendanceCriteria } from '@/lib/certificates/achievement-criteria'
import { formatCertificateNumber, newCertificateCode } from '@/lib/certificates/certificate-code'
import { certificatePdf } from '@/lib/certificates/certificate-pdf'
import { signCredentialJwt } from '@/lib/certificates/credential-jwt'
import { requiredDays } from '@/lib/certificates/eligibility'
import { isCertificateLanguages } from '@/lib/certificates/certificate-languages'
import { certificateCredential } from '@/lib/certificates/open-badge'
import { verificationUrl } from '@/lib/certificates/verification-urls'
import { formatInMalaysia } from '@/lib/malaysia-time'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { IssueCertificatesInput } from '@/lib/validation/certificates'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { lastSequence } from '@/server/last-sequence'
import { LOCKS, lockUntilCommit } from '@/server/payments/transaction-lock'
import { serverUrl } from '@/server/seo/server-url'

import { certificateArtwork, NO_SIGNATORY } from './certificate-artwork'
import { editionEligibility, type EligibilityRow } from './edition-eligibility'
import { queueCertificatesEmail } from './queue-certificates-email'
import { recordSigningKey, requireSigningKey } from './signing-key'

export const NOBODY_ELIGIBLE = 'Nobody chosen can be certified yet; each row says why.'

export type SkippedParticipant = Pick<
  EligibilityRow,
  'registration' | 'participant' | 'name' | 'reasons'
>

const chosenRows = (rows: EligibilityRow[], input: IssueCertificatesInput) => {
  const keyOf = (registration: number, participant: number) => `${registration}|${participant}`
  if (!input.participants) {
    return { chosen: rows.map((row) => ({ row, name: row.name })), unknown: [] }
  }
  const byKey = new Map(rows.map((row) => [keyOf(row.registration, row.participant), row]))
  const chosen: Array<{ row: EligibilityRow; name: string }> = []
  const unknown: Array<{ registration: number; participant: number }> = []
  for (const pick of input.participants) {
    const row = byKey.get(keyOf(pick.registration, pick.participant))
    if (row) chosen.push({ row, name: pick.name ?? row.name })
    else unknown.push(pick)
  }
  return { chosen, unknown }
}

// Under one lock held until commit, so two admins issuing at once give each person one
// certificate and numbers have no gaps; all or nothing.
export const issueCertificates = (
  req: PayloadRequest,
  editionId: number,
  input: IssueCertificatesInput,
) =>
  inTransaction(req, async () => {
    const key = await requireSigningKey()
    await lockUntilCommit(req, LOCKS.certificateNumbers)
    const artwork = await certificateArtwork(req)
    if (!artwork.signatory) throw new APIError(NO_SIGNATORY, 409)
    const { roster, rows } = await editionEligibility(req, editionId)
    const { edition, days } = roster
    const { chosen, unknown } = chosenRows(rows, input)
    if (unknown.length > 0) {
      throw new APIError('Some chosen participants are not expected at this edition.', 400, {
        unknown,
      })
    }
    const eligible = chosen.filter(({ row }) => row.eligible)
    const skipped: SkippedParticipant[] = chosen
      .filter(({ row }) => !row.eligible)
      .map(({ row }) => ({
        registration: row.registration,
        participant: row.participant,
        name: row.name,
        reasons: row.reasons,
      }))
    if (eligible.length === 0) throw new APIError(NOBODY_ELIGIBLE, 409, { skipped })

    const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
    const origin = serverUrl()
    const now = new Date()
    const issuedOn = formatInMalaysia(now, 'yyyy-MM-dd') ?? now.toISOString().slice(0, 10)
    const year = Number(issuedOn.slice(0, 4))
    const languages = isCertificateLanguages(edition.certificates?.languages)
      ? edition.certificates.languages
      : 'both'
    const required = requiredDays(days.length, edition.certificates?.minimumDays)
    let sequence = await lastSequence(req, 'certificates')

    const issued = []
    for (const { row, name } of eligible) {
      sequence += 1
      const code = newCertificateCode()
      const number = formatCertificateNumber(year, sequence)
      const credential = certificateCredential({
        siteUrl: origin,
        code,
        issuer: { name: site.name, url: origin, email: site.supportEmail },
        participantName: name,
        programme: {
          url: absoluteUrl('/registration', origin),
          name: edition.title,
          description:
            artwork.achievementDescription ?? `A certified leadership workshop of ${site.name}.`,
          criteria: attendanceCriteria(required, days.length),
        },
        startDay: days[0],
        endDay: days[days.length - 1],
        issuedAt: now,
      })
      const pdf = await certificatePdf({
        languages,
        participantName: name,
        programme: edition.title,
        firstDay: days[0],
        lastDay: days[days.length - 1],
        venue: edition.venue,
        certificateNumber: number,
        issuedOn,
        academyName: site.name,
        logo: artwork.logo,
        signature: artwork.signature,
        signatory: artwork.signatory,
        verificationUrl: verificationUrl(origin, code),
      })
      issued.push(
        await req.payload.create({
          collection: 'certificates',
          data: {
            number,
            sequence,
            code,
            edition: edition.id,
            registration: row.registration,
            participant: row.participant,
            participantName: name,
            programme: edition.title,
            firstDay: days[0],
            lastDay: days[days.length - 1],
            venue: edition.venue,
            languages,
            issuedAt: now.toISOString(),
            issuedBy: actingUserId(req),
            paymentWaived: row.paymentWaived,
            pdf: pdf.toString('base64'),
            credential: credential as unknown as Record<string, unknown>,
            credentialJwt: await signCredentialJwt(credential, key),
            kid: key.kid,
          },
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
    }
    await recordSigningKey(req, key)
    await recordAudit(req, {
      action: 'certificates-issued',
      query: { collection: 'certificates', edition: edition.id },
      rowCount: issued.length,
      details: {
        numbers: issued.map((c) => c.number),
        renamed: eligible
          .filter(({ row, name }) => name !== row.name)
          .map(({ row, name }) => ({ registration: row.registration, from: row.name, to: name })),
      },
    })
    for (const registration of new Set(issued.map((c) => c.registration as number))) {
      await queueCertificatesEmail(req, registration)
    }
    return { issued, skipped }
  })
