import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from './roles'

export const nobody = (): boolean => false

export const adminReadServerWrites: CollectionConfig['access'] = {
  read: isAdmin,
  create: nobody,
  update: nobody,
  delete: nobody,
}

export const serverSetField: { create: FieldAccess; update: FieldAccess } = {
  create: nobody,
  update: nobody,
}
