import type { CollectionAfterDeleteHook } from 'payload'

import { deletedInquiry } from '@/lib/audit/deleted-inquiry'
import { recordAudit } from '@/server/audit/record-audit'

// A deleted inquiry cannot be read back; recorded in the delete's own transaction, so a delete that
// cannot be recorded is not made.
export const auditInquiryDeletion: CollectionAfterDeleteHook = async ({
  collection,
  doc,
  id,
  req,
}) => {
  await recordAudit(req, {
    action: 'inquiry-deleted',
    query: { collection: collection.slug, id },
    rowCount: 1,
    details: deletedInquiry(doc),
  })
  return doc
}
