import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_ATTEMPTS } from '@/lib/email/email-job'
import {
  contactFormPurpose,
  isCertificatesOccasion,
  occasionPurpose,
  occasionReceiptId,
  type FormPurpose,
} from '@/lib/email/form-purposes'
import type { EmailDelivery } from '@/payload-types'
import { certificateAttachments } from '@/server/certificates/certificate-attachments'
import { standingCertificates } from '@/server/certificates/standing-certificates'
import { receiptAttachment } from '@/server/payments/documents/document-file'
import {
  holdDelivery,
  withSubmissionHeld,
  type SubmissionRef,
} from '@/server/privacy/held-against-erasure'

import { smtpConfigured } from './mail-adapter'
import { renderFormEmails, type RenderedEmail } from './render-form-emails'
import { occasionValues, submissionValues } from './submission-values'

/** A submission's e-mails of one occasion: its arrival, or a later one of a registration. */
export type SubmissionEmails = SubmissionRef & { occasion: string }

const DONE = new Set(['sent', 'logged'])

const loadSubmission = async (
  req: PayloadRequest,
  { collection, id, occasion }: SubmissionEmails,
): Promise<{ purpose: FormPurpose; values: Awaited<ReturnType<typeof submissionValues>> }> => {
  if (collection === 'registrations') {
    const doc = await req.payload.findByID({ collection, id, depth: 0, req })
    const values = await submissionValues(req.payload, { collection, doc })
    return {
      purpose: occasionPurpose(occasion) ?? 'workshop-registration',
      values: { ...values, ...(await occasionValues(req, occasion, id)) },
    }
  }
  const doc = await req.payload.findByID({ collection, id, depth: 0, req })
  return {
    purpose: contactFormPurpose(doc),
    values: await submissionValues(req.payload, { collection, doc }),
  }
}

const renderDeliveries = async (
  req: PayloadRequest,
  submission: SubmissionEmails,
): Promise<RenderedEmail[]> => {
  const { purpose, values } = await loadSubmission(req, submission)
  const { docs: forms } = await req.payload.find({
    collection: 'forms',
    where: { purpose: { equals: purpose } },
    limit: 1,
    depth: 0,
    req,
  })
  if (!forms[0]) {
    req.payload.logger.warn(
      `No e-mail template for "${purpose}"; ${submission.collection} ${submission.id} sends no e-mail.`,
    )
    return []
  }
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  return renderFormEmails(forms[0], values, site.name)
}

const storeDeliveries = async (
  req: PayloadRequest,
  submission: SubmissionEmails,
  emails: RenderedEmail[],
): Promise<EmailDelivery[]> => {
  const deliveries: EmailDelivery[] = []
  const officialReceipt = occasionReceiptId(submission.occasion)
  // The certificates that stand as the e-mail is written are the ones it carries, retries too.
  const certificates = isCertificatesOccasion(submission.occasion)
    ? (await standingCertificates(req, submission.id)).map((c) => c.id)
    : []
  for (const email of emails) {
    deliveries.push(
      await req.payload.create({
        collection: 'email-deliveries',
        data: {
          status: 'queued',
          attempts: 0,
          submissionCollection: submission.collection,
          submissionId: submission.id,
          occasion: submission.occasion,
          // Staff notices of the same occasion go without it: the admin downloads it.
          officialReceipt: officialReceipt && email.toVisitor ? officialReceipt : null,
          certificates: email.toVisitor ? certificates : [],
          templateIndex: email.templateIndex,
          to: email.to.join(', '),
          cc: email.cc.join(', ') || null,
          bcc: email.bcc.join(', ') || null,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          html: email.html,
          text: email.text,
        },
        depth: 0,
        req,
      }),
    )
  }
  return deliveries
}

/** Rendered and stored on the job's first run; none when the submission was erased first. */
const prepareDeliveries = async (
  payload: Payload,
  submission: SubmissionEmails,
): Promise<EmailDelivery[]> =>
  (await withSubmissionHeld(payload, submission, async (req) => {
    const { docs: stored } = await payload.find({
      collection: 'email-deliveries',
      where: {
        submissionCollection: { equals: submission.collection },
        submissionId: { equals: submission.id },
        occasion: { equals: submission.occasion },
      },
      sort: 'templateIndex',
      limit: 20,
      depth: 0,
      req,
    })
    if (stored.length > 0) return stored
    return storeDeliveries(req, submission, await renderDeliveries(req, submission))
  })) ?? []

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

// Holds its row and its submission's: an erasure waits for the send or stops it before it starts.
const sendDelivery = (payload: Payload, submission: SubmissionRef, id: number) =>
  withSubmissionHeld(payload, submission, async (req) => {
    const delivery = await holdDelivery(req, id)
    if (!delivery || DONE.has(delivery.status)) return 'nothing to send' as const
    const attempts = (delivery.attempts ?? 0) + 1
    const record = (data: Partial<EmailDelivery>) =>
      payload.update({ collection: 'email-deliveries', id, data, depth: 0, req })
    try {
      const attachments = [
        ...(delivery.officialReceipt
          ? [await receiptAttachment(req, delivery.officialReceipt)]
          : []),
        ...(await certificateAttachments(req, delivery.certificates ?? [])),
      ]
      await payload.sendEmail({
        ...(attachments.length > 0 ? { attachments } : {}),
        to: delivery.to,
        ...(delivery.cc ? { cc: delivery.cc } : {}),
        ...(delivery.bcc ? { bcc: delivery.bcc } : {}),
        ...(delivery.replyTo ? { replyTo: delivery.replyTo } : {}),
        subject: delivery.subject,
        html: delivery.html ?? undefined,
        text: delivery.text ?? undefined,
      })
    } catch (error) {
      await record({
        status: attempts >= EMAIL_ATTEMPTS ? 'failed' : 'retrying',
        attempts,
        lastError: errorText(error),
      })
      return 'failed' as const
    }
    await record({
      status: smtpConfigured() ? 'sent' : 'logged',
      attempts,
      sentAt: new Date().toISOString(),
      lastError: null,
    })
    return 'sent' as const
  })

// Each delivery's attempts are committed at once, so a retry and the admin see them. The error
// names deliveries, not addresses: the job's record outlives an erasure of the person.
export const sendSubmissionEmails = async (
  payload: Payload,
  submission: SubmissionEmails,
): Promise<void> => {
  const deliveries = await prepareDeliveries(payload, submission)
  const failed: number[] = []
  for (const delivery of deliveries) {
    if (DONE.has(delivery.status) || delivery.anonymisedAt) continue
    if ((await sendDelivery(payload, submission, delivery.id)) === 'failed')
      failed.push(delivery.id)
  }
  if (failed.length > 0) {
    throw new Error(
      `Could not send e-mail deliveries ${failed.join(', ')} yet; each one's record holds the mail server's answer.`,
    )
  }
}
