import type { CollectionConfig } from 'payload'

type ListOptions = {
  sort?: string
  description?: string
}

// `columns` are field names in order, separated by spaces. Spread into the collection.
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
