import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'

import { CREDENTIAL_CHANGES, type PendingCredentialChange } from './require-current-password'

/**
 * Writes each change of a staff account's e-mail or password made through the API or the
 * admin to the audit log (the e-mail before and after; never a password), in the update's
 * own transaction: a change that fails leaves no entry, and one that cannot be recorded is
 * not made.
 */
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
