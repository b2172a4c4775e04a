import type { CollectionConfig } from 'payload'

/**
 * How a collection is listed in the admin: the navigation group it sits in, the field that
 * titles its documents, the columns its list shows (field names in order, separated by
 * spaces) and, where staff need one, a description.
 */
export const listView = (
  group: string,
  useAsTitle: string,
  columns: string,
  description?: string,
): CollectionConfig['admin'] => ({
  group,
  useAsTitle,
  defaultColumns: columns.split(' '),
  ...(description ? { description } : {}),
})
