import type { Payload } from 'payload'

import { EMAIL_ATTEMPTS } from '@/collections/EmailDeliveries'
import { contactFormPurpose, type FormPurpose } from '@/lib/email/form-purposes'
import type { EmailDelivery } from '@/payload-types'

import { smtpConfigured } from './mail-adapter'
import { renderFormEmails } from './render-form-emails'
import { submissionValues } from './submission-values'

type Submission = { collection: 'contact' | 'registrations'; id: number }

const DONE = new Set(['sent', 'logged'])

/** The submission with the form it came from and the values its e-mails may use. */
const loadSubmission = async (payload: Payload, { collection, id }: Submission) => {
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

/** The e-mails of a submission, rendered from its form's templates and stored as deliveries. */
const prepareDeliveries = async (payload: Payload, submission: Submission) => {
  const { collection, id } = submission
  const loaded = await loadSubmission(payload, submission)
  // Erased (PDPA) before its e-mails were written: there is nobody left to write to.
  if (!loaded) return []
  const { purpose, values } = loaded
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { purpose: { equals: purpose } },
    limit: 1,
    depth: 0,
  })
  if (!forms[0]) {
    payload.logger.warn(`No e-mail template for "${purpose}"; ${collection} ${id} sends no e-mail.`)
    return []
  }
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  const deliveries: EmailDelivery[] = []
  for (const email of renderFormEmails(forms[0], values, site.name)) {
    deliveries.push(
      await payload.create({
        collection: 'email-deliveries',
        data: {
          status: 'queued',
          attempts: 0,
          submissionCollection: collection,
          submissionId: id,
          templateIndex: email.templateIndex,
          to: email.to.join(', '),
          cc: email.cc.join(', ') || null,
          bcc: email.bcc.join(', ') || null,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          html: email.html,
          text: email.text,
        },
      }),
    )
  }
  return deliveries
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends every e-mail of a submission that has not gone yet. Each delivery records its
 * attempts and last error as it goes (committed at once, so a retry and the admin see them);
 * if any failed, this throws so the job queue tries again later.
 */
export const sendSubmissionEmails = async (
  payload: Payload,
  submission: Submission,
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
      await payload.update({
        collection: 'email-deliveries',
        id: delivery.id,
        data: {
          status: smtpConfigured() ? 'sent' : 'logged',
          attempts,
          sentAt: new Date().toISOString(),
          lastError: null,
        },
      })
    } catch (error) {
      failures.push(`${delivery.to}: ${errorText(error)}`)
      await payload.update({
        collection: 'email-deliveries',
        id: delivery.id,
        data: {
          status: attempts >= EMAIL_ATTEMPTS ? 'failed' : 'retrying',
          attempts,
          lastError: errorText(error),
        },
      })
    }
  }
  if (failures.length > 0) {
    throw new Error(`Could not send ${failures.length} e-mail(s): ${failures.join('; ')}`)
  }
}
