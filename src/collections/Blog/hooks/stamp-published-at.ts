import type { CollectionBeforeChangeHook } from 'payload'

// The first publication dates the post unless the editor chose a date.
export const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) {
    return { ...data, publishedAt: new Date().toISOString() }
  }
  return data
}
