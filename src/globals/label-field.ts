import type { Field } from 'payload'

/**
 * A button or short label visitors read. Editors may reword it; the default (also the
 * database column's, so existing sites get it on migration) is the spec's text.
 */
export const labelField = (name: string, defaultValue: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength: 120,
  defaultValue,
})
