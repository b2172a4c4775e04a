import type { FieldHook } from 'payload'

import { slugify } from '@/lib/slug'

// A post saved without a slug gets one from its title.
export const prepareSlug: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase()
  const title = typeof data?.title === 'string' ? data.title : ''
  return title ? slugify(title) : value
}
