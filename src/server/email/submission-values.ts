import { format } from 'date-fns'
import { ms } from 'date-fns/locale'
import type { Payload, PayloadRequest } from 'payload'

import {
  isCertificatesOccasion,
  occasionReceiptId,
  occasionSlipId,
} from '@/lib/email/form-purposes'
import type { IssuedDocument } from '@/lib/payments/documents/issued-document'
import { formatSen } from '@/lib/payments/sen'
import { inquiryReference } from '@/lib/email/inquiry-reference'
import { participantNamesList } from '@/lib/email/name-only'
import { PAYMENT_STATE_LABELS, isPaymentState } from '@/lib/payments/payment-states'
import type { TemplateValues } from '@/lib/email/template'
import { inMalaysia } from '@/lib/malaysia-time'
import { formatRinggit } from '@/lib/pricing'
import { verificationUrl } from '@/lib/certificates/verification-urls'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { editionCalendarPath, editionPath } from '@/lib/workshop/edition-addresses'
import { formatStartTimeMalay } from '@/lib/workshop/malay-time'
import { formatStartTime, formatWorkshopDays } from '@/lib/workshop/schedule'
import type { Contact, Registration } from '@/payload-types'

import { standingCertificates } from '../certificates/standing-certificates'
import { paymentPathOf } from '../payments/payment-link'
import { serverUrl } from '../seo/server-url'

const NOT_GIVEN = 'N/A'

const receivedAt = (createdAt: string) =>
  format(inMalaysia(createdAt), "d MMM yyyy, h:mm a '(MYT)'")

const siteValues = async (payload: Payload): Promise<TemplateValues> => {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  return {
    siteName: site.name,
    siteUrl: serverUrl(),
    academyEmail: site.supportEmail,
    academyPhone: site.phone || site.whatsappPhone,
    academyWhatsApp: site.whatsappPhone,
    staffEmail: site.notificationEmail || site.supportEmail,
  }
}

export const contactValues = (inquiry: Contact): TemplateValues => ({
  reference: inquiryReference(inquiry.id),
  name: inquiry.name,
  email: inquiry.email,
  phone: inquiry.phone || NOT_GIVEN,
  organization: inquiry.organization || NOT_GIVEN,
  program: inquiry.program ?? '',
  subject: inquiry.subject ?? 'Contact message',
  message: inquiry.message,
  submittedAt: receivedAt(inquiry.createdAt),
  dashboardUrl: `${serverUrl()}/admin/collections/contact/${inquiry.id}`,
})

export const registrationValues = async (
  payload: Payload,
  registration: Registration,
): Promise<TemplateValues> => {
  const edition =
    typeof registration.edition === 'object'
      ? registration.edition
      : await payload.findByID({
          collection: 'workshop-editions',
          id: registration.edition,
          depth: 0,
        })
  const slug = edition.slug ?? String(edition.id)
  const paymentUrl = absoluteUrl(paymentPathOf(payload, registration), serverUrl())
  const participants = registration.participants ?? []
  return {
    reference: registration.reference ?? '',
    organization: registration.organization,
    address: registration.address || NOT_GIVEN,
    contactName: registration.contactName,
    contactPhone: registration.contactPhone,
    contactEmail: registration.contactEmail,
    participantCount: registration.participantCount ?? participants.length,
    participants: participants.map((p) => `${p.no}. ${p.name}`).join('\n'),
    ratePerPerson: formatRinggit(registration.ratePerPerson ?? 0),
    totalAmount: formatRinggit(registration.totalAmount ?? 0),
    amountDue: formatRinggit(registration.totalAmount ?? 0),
    amountPaid: formatRinggit(registration.amountPaid ?? 0),
    paymentState: isPaymentState(registration.paymentState)
      ? PAYMENT_STATE_LABELS[registration.paymentState]
      : PAYMENT_STATE_LABELS.unpaid,
    paymentLinkUrl: paymentUrl,
    // The same link's older name, still in templates staff saved before it was renamed.
    receiptUploadUrl: paymentUrl,
    earlyBird: registration.earlyBirdApplied ? 'Yes' : 'No',
    workshopTitle: registration.programName || edition.title,
    workshopDates: `${formatWorkshopDays(edition.startsAt, edition.endsAt)}, starts ${formatStartTime(edition.startsAt)}`,
    workshopDatesMs: `${formatWorkshopDays(edition.startsAt, edition.endsAt, ms)}, bermula ${formatStartTimeMalay(edition.startsAt)}`,
    venue: edition.venue,
    venueMs: edition.venueMs?.trim() || edition.venue,
    // Unlike `participants`, an acknowledgement may show these: nothing in them can be a link.
    participantNames: participantNamesList(participants),
    workshopUrl: absoluteUrl(editionPath(slug), serverUrl()),
    calendarUrl: absoluteUrl(editionCalendarPath(slug), serverUrl()),
    bankName: edition.bank?.bankName ?? '',
    accountName: edition.bank?.accountName ?? '',
    accountNumber: edition.bank?.accountNumber ?? '',
    paymentInstructions: edition.paymentInstructions ?? '',
    submittedAt: receivedAt(registration.createdAt),
    dashboardUrl: `${serverUrl()}/admin/collections/registrations/${registration.id}`,
  }
}

/** Every placeholder a submission's e-mails may use (listed in docs/email.md). */
export const submissionValues = async (
  payload: Payload,
  submission:
    { collection: 'contact'; doc: Contact } | { collection: 'registrations'; doc: Registration },
): Promise<TemplateValues> => ({
  ...(await siteValues(payload)),
  ...(submission.collection === 'contact'
    ? contactValues(submission.doc)
    : await registrationValues(payload, submission.doc)),
})

const PAID_ON = (day: string) => format(new Date(`${day}T00:00:00`), 'd MMM yyyy')

const slipValues = async (req: PayloadRequest, slipId: number): Promise<TemplateValues> => {
  const slip = await req.payload.findByID({
    collection: 'payment-slips',
    id: slipId,
    depth: 0,
    disableErrors: true,
    req,
  })
  return {
    slipReceivedAt: slip ? receivedAt(slip.createdAt) : '',
    slipUrl: `${serverUrl()}/admin/collections/payment-slips/${slipId}`,
  }
}

const balanceNotes = (balanceDueSen: number) =>
  balanceDueSen > 0
    ? {
        balanceNote: `A balance of ${formatSen(balanceDueSen)} is still due.`,
        balanceNoteMs: `Baki ${formatSen(balanceDueSen)} masih perlu dibayar.`,
      }
    : {
        balanceNote: 'Your registration is fully paid.',
        balanceNoteMs: 'Pendaftaran anda telah dibayar sepenuhnya.',
      }

const receiptValues = async (req: PayloadRequest, receiptId: number): Promise<TemplateValues> => {
  const receipt = await req.payload.findByID({
    collection: 'official-receipts',
    id: receiptId,
    depth: 0,
    req,
  })
  const balanceDueSen = (receipt.document as IssuedDocument | null)?.balanceDueSen ?? 0
  return {
    receiptNumber: receipt.number,
    amountReceived: formatRinggit(receipt.amount),
    paidOn: receipt.paidOn ? PAID_ON(receipt.paidOn) : '',
    ...balanceNotes(balanceDueSen),
  }
}

const certificatesValues = async (
  req: PayloadRequest,
  registrationId: number,
): Promise<TemplateValues> => {
  const certificates = await standingCertificates(req, registrationId)
  return {
    certificateCount: certificates.length,
    certificateList: certificates
      .map((c) => `${c.participantName}: ${c.number}, ${verificationUrl(serverUrl(), c.code)}`)
      .join('\n'),
  }
}

export const occasionValues = async (
  req: PayloadRequest,
  occasion: string,
  registrationId: number,
): Promise<TemplateValues> => {
  const slipId = occasionSlipId(occasion)
  if (slipId !== null) return slipValues(req, slipId)
  if (isCertificatesOccasion(occasion)) return certificatesValues(req, registrationId)
  const receiptId = occasionReceiptId(occasion)
  return receiptId === null ? {} : receiptValues(req, receiptId)
}
