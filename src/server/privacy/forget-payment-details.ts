import type { PayloadRequest } from 'payload'

import { ANONYMISED_TEXT, participantPlaceholder } from '@/lib/privacy/anonymised-values'

const asServer = (req: PayloadRequest) => ({ req, depth: 0, overrideAccess: true }) as const

/**
 * What a registration's payments hold of people when its details go (on request or by the
 * retention job), inside the caller's transaction:
 * - `contact`: the payer's uploaded bank slips are deleted (files and records), the bank
 *   lines recorded for it lose the payer's name and the text they typed, and its official
 *   receipt loses the contact's name and the address;
 * - participants named by `isTheirName` leave the receipt's list under their number.
 * Amounts, dates, references and receipt numbers stay: the academy's accounts need them.
 */
export const forgetPaymentDetails = async (
  req: PayloadRequest,
  registrationId: number,
  { contact, isTheirName }: { contact: boolean; isTheirName: (name: string) => boolean },
  at: Date,
): Promise<void> => {
  if (contact) {
    await req.payload.delete({
      collection: 'payment-slips',
      where: { registration: { equals: registrationId } },
      ...asServer(req),
    })
    const { docs: payments } = await req.payload.find({
      collection: 'payments',
      where: { registration: { equals: registrationId }, statementLine: { exists: true } },
      pagination: false,
      select: { statementLine: true },
      ...asServer(req),
    })
    const lines = payments
      .map((payment) =>
        typeof payment.statementLine === 'object'
          ? payment.statementLine?.id
          : payment.statementLine,
      )
      .filter((id): id is number => typeof id === 'number')
    if (lines.length > 0) {
      await req.payload.update({
        collection: 'statement-lines',
        where: { id: { in: lines } },
        data: { payer: null, description: ANONYMISED_TEXT, anonymisedAt: at.toISOString() },
        ...asServer(req),
      })
    }
  }
  const { docs: receipts } = await req.payload.find({
    collection: 'official-receipts',
    where: { registration: { equals: registrationId } },
    limit: 1,
    ...asServer(req),
  })
  const receipt = receipts[0]
  if (!receipt) return
  const names = Array.isArray(receipt.participants) ? receipt.participants.map(String) : []
  await req.payload.update({
    collection: 'official-receipts',
    id: receipt.id,
    data: {
      participants: names.map((name, index) =>
        isTheirName(name) ? participantPlaceholder(index + 1) : name,
      ),
      ...(contact
        ? { contactName: ANONYMISED_TEXT, address: null, anonymisedAt: at.toISOString() }
        : {}),
    },
    ...asServer(req),
  })
}
