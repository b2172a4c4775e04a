import type { CollectionBeforeChangeHook } from 'payload'

// With an external database and no accounts, Payload's create-first-user screen
// makes the first account; it must be able to manage everything, so it is an admin.
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
