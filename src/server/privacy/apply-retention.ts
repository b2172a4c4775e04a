import { createLocalReq, type Payload, type Where } from 'payload'

import { ANONYMISED_TEXT } from '@/lib/privacy/anonymised-values'
import { retentionCutoffs } from '@/lib/privacy/retention'
import type { Registration } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { inTransaction } from '@/server/database/in-transaction'

import { anonymiseInquiry, anonymiseRegistration } from './anonymise-submissions'
import { anonymiseEmailDeliveries } from './forget-submission-emails'
import { readRetentionPolicy } from './retention-policy'

export type RetentionResult = {
  inquiries: number
  registrations: number
  emails: number
  bankLines: number
}

const BATCH = 100

const pastCutoff = (cutoff: Date): Where => ({
  and: [{ createdAt: { less_than: cutoff.toISOString() } }, { anonymisedAt: { exists: false } }],
})

// Each pass re-reads the oldest remaining records; the pass before took its own out of the set.
const anonymiseOlderThan = async (
  payload: Payload,
  collection: 'contact' | 'registrations',
  cutoff: Date,
  at: Date,
): Promise<{ records: number; emails: number }> => {
  let records = 0
  let emails = 0
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: pastCutoff(cutoff),
      sort: 'createdAt',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      // Seats and figures do not change, so no page needs refreshing.
      const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
      emails += await inTransaction(req, () =>
        collection === 'contact'
          ? anonymiseInquiry(req, doc.id, at)
          : anonymiseRegistration(req, doc as Registration, at),
      )
      records++
    }
    if (docs.length < BATCH) return { records, emails }
  }
}

const anonymiseEmailsOlderThan = async (payload: Payload, cutoff: Date, at: Date) => {
  let total = 0
  for (;;) {
    const req = await createLocalReq({}, payload)
    const where: Where = { createdAt: { less_than: cutoff.toISOString() } }
    const changed = await inTransaction(req, () => anonymiseEmailDeliveries(req, where, at, BATCH))
    total += changed
    if (changed === 0) return total
  }
}

// Whether or not a registration was paid by them; amounts and dates stay for the accounts.
const anonymiseBankLinesOlderThan = async (payload: Payload, cutoff: Date, at: Date) => {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const { docs } = await payload.update({
      collection: 'statement-lines',
      where: pastCutoff(cutoff),
      data: { payer: null, description: ANONYMISED_TEXT, anonymisedAt: at.toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return docs.length
  })
}

// Repeatable: a second run changes nothing. Only payers' bank slips are deleted; the rest is
// anonymised.
export const applyRetention = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<RetentionResult> => {
  const policy = await readRetentionPolicy(payload)
  const cutoffs = retentionCutoffs(policy, now)
  if (!cutoffs) return { inquiries: 0, registrations: 0, emails: 0, bankLines: 0 }

  const inquiries = await anonymiseOlderThan(payload, 'contact', cutoffs.inquiries, now)
  const registrations = await anonymiseOlderThan(
    payload,
    'registrations',
    cutoffs.registrations,
    now,
  )
  const olderEmails = await anonymiseEmailsOlderThan(payload, cutoffs.emails, now)
  const bankLines = await anonymiseBankLinesOlderThan(payload, cutoffs.registrations, now)
  const result = {
    inquiries: inquiries.records,
    registrations: registrations.records,
    emails: inquiries.emails + registrations.emails + olderEmails,
    bankLines,
  }
  const changed = result.inquiries + result.registrations + result.emails + result.bankLines
  if (changed > 0) {
    await recordAudit(await createLocalReq({}, payload), {
      action: 'retention-anonymisation',
      query: {
        inquiriesBefore: cutoffs.inquiries.toISOString(),
        registrationsBefore: cutoffs.registrations.toISOString(),
        emailsBefore: cutoffs.emails.toISOString(),
      },
      rowCount: changed,
      details: { ...result, policy },
    })
  }
  return result
}
