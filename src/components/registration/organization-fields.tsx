'use client'

import type { UseFormReturn } from 'react-hook-form'

import type { RegistrationInput } from '@/lib/validation/registration'

import { bindFields } from '../forms/bind-fields'
import { FormField } from '../forms/form-field'
import type { RegistrationValues } from '../forms/form-values'
import type { MessageFor } from '../forms/use-server-field-errors'
import { BilingualLabel } from './bilingual-label'

type Props = {
  form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>
  /** What the fields hold when the page is rendered. */
  initial: RegistrationValues
  messageFor: MessageFor
}

const NAMES = ['organization', 'address', 'contactName', 'contactPhone', 'contactEmail'] as const

/** The organisation and its contact person. */
export function OrganizationFields({ form, initial, messageFor }: Props) {
  const { register, formState } = form
  const field = bindFields<(typeof NAMES)[number]>('registration', {
    register,
    errors: formState.errors,
    initial,
    messageFor,
  })
  const [organization, address, contactName, contactPhone, contactEmail] = NAMES.map(field)

  return (
    <fieldset className="space-y-2">
      <legend className="mb-4 font-display text-2xl font-bold text-navy-900">
        <BilingualLabel english="Organization & contact" malay="Organisasi & pegawai dihubungi" />
      </legend>
      <FormField
        field={organization}
        label={<BilingualLabel english="Organization" malay="Organisasi" />}
        required
      >
        <input type="text" autoComplete="organization" {...organization.props} />
      </FormField>
      <FormField field={address} label={<BilingualLabel english="Address" malay="Alamat" />}>
        <textarea rows={2} autoComplete="street-address" {...address.props} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <FormField
          field={contactName}
          label={<BilingualLabel english="Contact name" malay="Nama pegawai" />}
          required
        >
          <input type="text" autoComplete="name" {...contactName.props} />
        </FormField>
        <FormField
          field={contactPhone}
          label={<BilingualLabel english="Phone" malay="Telefon" />}
          required
        >
          <input type="tel" autoComplete="tel" {...contactPhone.props} />
        </FormField>
        <FormField
          field={contactEmail}
          label={<BilingualLabel english="Email" malay="E-mel" />}
          required
        >
          <input type="email" autoComplete="email" {...contactEmail.props} />
        </FormField>
      </div>
    </fieldset>
  )
}
