import type { Field } from 'payload'

// The default is also the database column's, so existing sites get it on migration.
export const labelField = (name: string, defaultValue: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength: 120,
  defaultValue,
})
