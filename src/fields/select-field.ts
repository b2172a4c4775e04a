import type { Field, SelectField } from 'payload'

type Settings = Pick<SelectField, 'required' | 'unique' | 'index' | 'access' | 'admin'> & {
  defaultValue?: string
}

export const selectField = (
  name: string,
  labels: Record<string, string>,
  settings: Settings = {},
): Field => ({
  name,
  type: 'select',
  options: Object.entries(labels).map(([value, label]) => ({ label, value })),
  ...settings,
})
