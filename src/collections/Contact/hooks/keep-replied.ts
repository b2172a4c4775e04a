import type { CollectionBeforeChangeHook } from 'payload'

// "Mark as Replied" has no way back: once replied, an inquiry stays replied. The moment it
// was first marked is kept, for staff and the export, whatever a later request sends.
export const keepReplied: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  if (originalDoc?.isReplied) {
    return { ...data, isReplied: true, repliedAt: originalDoc.repliedAt ?? null }
  }
  if (data.isReplied === true) return { ...data, repliedAt: new Date().toISOString() }
  return data
}
