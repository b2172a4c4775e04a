import type { IssuedDocument } from '../payments/documents/issued-document'
import { ANONYMISED_EMAIL, ANONYMISED_TEXT, participantPlaceholder } from './anonymised-values'

// Numbers, amounts, dates and the organisation stay: the academy's accounts need them.
export const forgetInDocument = (
  document: IssuedDocument,
  { contact, isTheirName }: { contact: boolean; isTheirName: (name: string) => boolean },
): IssuedDocument => ({
  ...document,
  participants: document.participants.map((name, index) =>
    isTheirName(name) ? participantPlaceholder(index + 1) : name,
  ),
  ...(contact
    ? {
        party: {
          ...document.party,
          contactName: ANONYMISED_TEXT,
          address: '',
          contactEmail: ANONYMISED_EMAIL,
        },
        payment: document.payment ? { ...document.payment, bankReference: ANONYMISED_TEXT } : null,
      }
    : {}),
})
