import type { CollectionConfig, Config, Field, Plugin } from 'payload'

const DATE_CELL = '/components/admin/cells/malaysia-date-cell#MalaysiaDateCell'

const withDateCell = (field: Field): Field => {
  if (field.type === 'row') return { ...field, fields: field.fields.map(withDateCell) }
  if (field.type !== 'date' || field.admin?.components?.Cell) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...field.admin?.components, Cell: DATE_CELL } },
  }
}

// Only the server sets them: Payload would otherwise keep a `createdAt` sent with a public form,
// and a backdated registration would sort and export as if it came first.
const timestampField = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  access: { create: () => false, update: () => false },
  admin: { disableBulkEdit: true, hidden: true, components: { Cell: DATE_CELL } },
})

const hasField = (fields: Field[], name: string) =>
  fields.some((field) => 'name' in field && field.name === name)

const withMalaysianDates = (collection: CollectionConfig): CollectionConfig => {
  const fields = collection.fields.map(withDateCell)
  if (collection.timestamps !== false) {
    for (const name of ['createdAt', 'updatedAt'] as const) {
      if (!hasField(fields, name)) fields.push(timestampField(name))
    }
  }
  return { ...collection, fields }
}

// Payload's date cell formats in the browser's zone (UTC on a server render), so lists use our
// cell; the timestamps are declared as Payload would add them (same column and index) to carry it.
export const malaysianDates: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(withMalaysianDates),
})
