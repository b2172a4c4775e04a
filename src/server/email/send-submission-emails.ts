import { createLocalReq, type Payload } from 'payload'

import { EMAIL_ATTEMPTS } from '@/collections/EmailDeliveries'
import { contactFormPurpose, type FormPurpose } from '@/lib/email/form-purposes'
import type { EmailDelivery } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'

import { smtpConfigured } from './mail-adapter'
import { renderFormEmails, type RenderedEmail } from './render-form-emails'
import { lockSubmissionDetails, type SubmissionRef } from './submission-row-lock'
import { submissionValues } from './submission-values'

const DONE = new Set(['sent', 'logged'])

/** The submission with the form it came from and the values its e-mails may use. */
const loadSubmission = async (payload: Payload, { collection, id }: SubmissionRef) => {
  if (collection === 'registrations') {
    const doc = await payload.findByID({ collection, id, depth: 0 })
    if (doc.anonymisedAt) return null
    const purpose: FormPurpose = 'workshop-registration'
    return { purpose, values: await submissionValues(payload, { collection, doc }) }
  }
  const doc = await payload.findByID({ collection, id, depth: 0 })
  if (doc.anonymisedAt) return null
  return {
    purpose: contactFormPurpose(doc),
    values: await submissionValues(payload, { collection, doc }),
  }
}

/** The e-mails of a submission, rendered from its form's templates. */
const renderDeliveries = async (payload: Payload, submission: SubmissionRef) => {
  const loaded = await loadSubmission(payload, submission)
  if (!loaded) return []
  const { purpose, values } = loaded
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { purpose: { equals: purpose } },
    limit: 1,
    depth: 0,
  })
  if (!forms[0]) {
    payload.logger.warn(
      `No e-mail template for "${purpose}"; ${submission.collection} ${submission.id} sends no e-mail.`,
    )
    return []
  }
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  return renderFormEmails(forms[0], values, site.name)
}

/**
 * Stores rendered e-mails as deliveries, in a short transaction that holds the submission's
 * row (see lockSubmissionDetails): an erasure that came after the rendering is seen here and
 * nothing is stored; one that comes later finds the stored deliveries and anonymises them.
 */
const storeDeliveries = async (
  payload: Payload,
  submission: SubmissionRef,
  emails: RenderedEmail[],
) => {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    // Erased (PDPA) before its e-mails were written: there is nobody left to write to.
    if (!(await lockSubmissionDetails(req, submission))) return []
    const deliveries: EmailDelivery[] = []
    for (const email of emails) {
      deliveries.push(
        await payload.create({
          collection: 'email-deliveries',
          data: {
            status: 'queued',
            attempts: 0,
            submissionCollection: submission.collection,
            submissionId: submission.id,
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
  })
}

const prepareDeliveries = async (payload: Payload, submission: SubmissionRef) => {
  const emails = await renderDeliveries(payload, submission)
  return emails.length > 0 ? storeDeliveries(payload, submission, emails) : []
}

/**
 * Whether a delivery may still go: re-read just before sending, because an erasure may have
 * anonymised it since this job read it (an anonymised e-mail must never go).
 */
const stillToSend = async (payload: Payload, id: number) => {
  const current = await payload.findByID({
    collection: 'email-deliveries',
    id,
    depth: 0,
    disableErrors: true,
  })
  return current !== null && !current.anonymisedAt && !DONE.has(current.status)
}

/** Records a send's outcome, unless an erasure anonymised the delivery meanwhile. */
const recordOutcome = async (payload: Payload, id: number, data: Partial<EmailDelivery>) => {
  await payload.update({
    collection: 'email-deliveries',
    where: { and: [{ id: { equals: id } }, { anonymisedAt: { exists: false } }] },
    data,
    depth: 0,
  })
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends every e-mail of a submission that has not gone yet. Each delivery records its
 * attempts and last error as it goes (committed at once, so a retry and the admin see them);
 * if any failed, this throws so the job queue tries again later.
 */
export const sendSubmissionEmails = async (
  payload: Payload,
  submission: SubmissionRef,
): Promise<void> => {
  const { docs: existing } = await payload.find({
    collection: 'email-deliveries',
    where: {
      submissionCollection: { equals: submission.collection },
      submissionId: { equals: submission.id },
    },
    sort: 'templateIndex',
    limit: 20,
    depth: 0,
  })
  const deliveries = existing.length > 0 ? existing : await prepareDeliveries(payload, submission)

  const failures: string[] = []
  // An anonymised e-mail was erased (PDPA) and must never go, whatever its status.
  const pending = deliveries.filter((d) => !DONE.has(d.status) && !d.anonymisedAt)
  for (const delivery of pending) {
    if (!(await stillToSend(payload, delivery.id))) continue
    const attempts = (delivery.attempts ?? 0) + 1
    try {
      await payload.sendEmail({
        to: delivery.to,
        ...(delivery.cc ? { cc: delivery.cc } : {}),
        ...(delivery.bcc ? { bcc: delivery.bcc } : {}),
        ...(delivery.replyTo ? { replyTo: delivery.replyTo } : {}),
        subject: delivery.subject,
        html: delivery.html ?? undefined,
        text: delivery.text ?? undefined,
      })
      await recordOutcome(payload, delivery.id, {
        status: smtpConfigured() ? 'sent' : 'logged',
        attempts,
        sentAt: new Date().toISOString(),
        lastError: null,
      })
    } catch (error) {
      failures.push(`${delivery.to}: ${errorText(error)}`)
      await recordOutcome(payload, delivery.id, {
        status: attempts >= EMAIL_ATTEMPTS ? 'failed' : 'retrying',
        attempts,
        lastError: errorText(error),
      })
    }
  }
  if (failures.length > 0) {
    throw new Error(`Could not send ${failures.length} e-mail(s): ${failures.join('; ')}`)
  }
}
