import type { CollectionBeforeChangeHook } from 'payload'

// "Mark as Replied" has no way back: once replied, an inquiry stays replied.
export const keepReplied: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.isReplied) return { ...data, isReplied: true }
  return data
}
