import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from './roles'

/** Nobody, through the API or the admin panel: only the server, which overrides access. */
export const nobody = (): boolean => false

/**
 * Records only the server writes (its jobs, hooks and endpoints): admins read them, and nobody
 * creates, changes or deletes one through the API or the admin panel, so each stays as the
 * server wrote it.
 */
export const adminReadServerWrites: CollectionConfig['access'] = {
  read: isAdmin,
  create: nobody,
  update: nobody,
  delete: nobody,
}

/** A field only the server sets: a value sent through the API or the admin panel is ignored. */
export const serverSetField: { create: FieldAccess; update: FieldAccess } = {
  create: nobody,
  update: nobody,
}
