import type { Field } from 'payload'

export const sectionText = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'group',
  admin: description ? { description } : undefined,
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
})
