import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'

import { CREDENTIAL_CHANGES, type PendingCredentialChange } from './require-current-password'

// In the update's own transaction: a change that fails leaves no entry, and one that cannot be
// recorded is not made. Never records a password.
export const auditCredentialChange: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const pending = req.context[CREDENTIAL_CHANGES] as
    Record<string, PendingCredentialChange> | undefined
  const change = pending?.[String(doc.id)]
  if (!change) return doc
  delete pending[String(doc.id)]
  await recordAudit(req, {
    action: 'account-credentials-changed',
    query: { accountId: doc.id, accountEmail: doc.email },
    details: {
      ...(change.email ? { email: { before: previousDoc?.email ?? null, after: doc.email } } : {}),
      passwordChanged: change.password,
      byAdminForAnotherAccount: change.byAdminForOther,
    },
  })
  return doc
}
