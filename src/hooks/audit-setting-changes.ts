import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import {
  changedSettings,
  settingsOf,
  type Settings,
  type SettingsSpec,
} from '@/lib/audit/setting-changes'
import { recordAudit } from '@/server/audit/record-audit'

const record = async (
  req: PayloadRequest,
  where: Record<string, unknown>,
  before: Settings,
  after: Settings,
) => {
  const change = changedSettings(before, after)
  if (!change) return
  await recordAudit(req, {
    action: 'delivery-settings-changed',
    query: { ...where, fields: change.fields },
    details: { before: change.before, after: change.after },
  })
}

// In the save's own transaction, so a save that cannot be recorded is not made; the server's own
// seeding is recorded too.
export const auditGlobalSettings =
  (spec: SettingsSpec): GlobalAfterChangeHook =>
  async ({ doc, global, previousDoc, req }) => {
    await record(req, { global: global.slug }, settingsOf(previousDoc, spec), settingsOf(doc, spec))
    return doc
  }

export const auditCollectionSettings =
  (spec: SettingsSpec): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, previousDoc, req }) => {
    const before = operation === 'create' ? {} : settingsOf(previousDoc, spec)
    await record(req, { collection: collection.slug, id: doc.id }, before, settingsOf(doc, spec))
    return doc
  }

export const auditDeletedSettings =
  (spec: SettingsSpec): CollectionAfterDeleteHook =>
  async ({ collection, doc, id, req }) => {
    const before = settingsOf(doc, spec)
    const after = Object.fromEntries(Object.keys(before).map((name) => [name, null]))
    await record(req, { collection: collection.slug, id, deleted: true }, before, after)
    return doc
  }
