import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE, SEND_SUBMISSION_EMAILS } from '@/jobs/send-submission-emails'
import { occasionKey } from '@/lib/email/form-purposes'
import { formatReceiptNumber } from '@/lib/payments/receipt-number'
import { formatStartTime, formatWorkshopDays } from '@/lib/workshop/schedule'
import type { OfficialReceipt, Registration } from '@/payload-types'
import { readById } from '@/server/read-by-id'

import { lockUntilCommit, LOCKS } from './transaction-lock'

/**
 * Issues a fully paid registration's official receipt (once), numbered next in the gap-free
 * sequence, and queues its e-mail to the payer with the PDF. Inside the caller's transaction:
 * the number is taken under a lock held until commit, so a rolled-back payment takes no
 * number and two receipts issued at once take consecutive ones.
 */
export const issueOfficialReceipt = async (
  req: PayloadRequest,
  registration: Registration,
  paidOn: string | null,
): Promise<OfficialReceipt> => {
  const find = () =>
    req.payload.find({
      collection: 'official-receipts',
      where: { registration: { equals: registration.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  const issued = (await find()).docs[0]
  if (issued) return issued
  await lockUntilCommit(req, LOCKS.receiptNumbers)
  const { docs: last } = await req.payload.find({
    collection: 'official-receipts',
    sort: '-sequence',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const sequence = (last[0]?.sequence ?? 0) + 1
  const edition =
    typeof registration.edition === 'object'
      ? registration.edition
      : await readById(req, 'workshop-editions', registration.edition)
  const receipt = await req.payload.create({
    collection: 'official-receipts',
    data: {
      number: formatReceiptNumber(sequence),
      sequence,
      issuedAt: new Date().toISOString(),
      registration: registration.id,
      reference: registration.reference ?? String(registration.id),
      amount: registration.amountPaid ?? 0,
      paidOn,
      organization: registration.organization,
      address: registration.address ?? null,
      contactName: registration.contactName,
      participants: (registration.participants ?? []).map((p) => p.name),
      workshop: `${edition.title}, ${formatWorkshopDays(edition.startsAt, edition.endsAt)}, starts ${formatStartTime(edition.startsAt)}`,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await req.payload.jobs.queue({
    task: SEND_SUBMISSION_EMAILS,
    queue: EMAIL_QUEUE,
    input: {
      collection: 'registrations',
      id: registration.id,
      occasion: occasionKey({ kind: 'receipt', receiptId: receipt.id }),
    },
    req,
  })
  return receipt
}
