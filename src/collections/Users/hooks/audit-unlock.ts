import type { CollectionBeforeOperationHook } from 'payload'

import { hasRole } from '@/lib/roles'
import { recordAudit } from '@/server/audit/record-audit'

// Written before the unlock: Payload unlocks and commits before any later hook runs, so an entry
// written after could be missing.
export const auditUnlock: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'unlock' || !hasRole(req.user, 'admin')) return args
  const email = (args.data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !email.trim()) return args
  const account = await req.payload.db.findOne<{ id: number; email: string }>({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  if (!account) return args
  await recordAudit(req, {
    action: 'account-unlocked',
    query: { accountId: account.id, accountEmail: account.email },
  })
  return args
}
