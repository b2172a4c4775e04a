'use client'

import { TextInput, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { formatRinggit } from '@/lib/pricing'

/** A read-only amount in the edit screen, shown as RM 3,750 (the server computes it). */
export const RinggitField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path })
  return (
    <TextInput
      path={path}
      label={field.label}
      readOnly
      value={typeof value === 'number' ? formatRinggit(value) : ''}
      description={field.admin?.description}
    />
  )
}
