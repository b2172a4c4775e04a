import type { CollectionConfig } from 'payload'

type ListOptions = {
  /** The order the list opens in, e.g. '-createdAt' for the newest first. */
  sort?: string
  /** What staff read above the list. */
  description?: string
}

/**
 * How a collection is listed in the admin: the navigation group it sits in, the field that
 * titles its documents, the columns its list shows (field names in order, separated by
 * spaces), and, where it has them, its order and a description. Spread into the collection.
 */
export const listView = (
  group: string,
  useAsTitle: string,
  columns: string,
  { sort, description }: ListOptions = {},
): Pick<CollectionConfig, 'admin' | 'defaultSort'> => ({
  admin: {
    group,
    useAsTitle,
    defaultColumns: columns.split(' '),
    ...(description ? { description } : {}),
  },
  ...(sort ? { defaultSort: sort } : {}),
})
