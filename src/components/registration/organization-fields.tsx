'use client'

import type { UseFormReturn } from 'react-hook-form'

import type { RegistrationInput } from '@/lib/validation/registration'

import { errorId, FormField, inputClass } from '../forms/form-field'
import type { RegistrationValues } from '../forms/form-values'
import { BilingualLabel } from './bilingual-label'

type Props = {
  form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>
  /** What the fields hold when the page is rendered. */
  initial: RegistrationValues
  messageFor: (name: string, clientMessage: string | undefined) => string | undefined
}

const NAMES = ['organization', 'address', 'contactName', 'contactPhone', 'contactEmail'] as const

/** The organisation and its contact person. */
export function OrganizationFields({ form, initial, messageFor }: Props) {
  const { register, formState } = form
  const field = (name: (typeof NAMES)[number]) => {
    const message = messageFor(name, formState.errors[name]?.message)
    return {
      props: {
        id: `registration-${name}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': errorId(`registration-${name}`),
        className: inputClass(Boolean(message)),
        defaultValue: initial[name],
        ...register(name),
      },
      message,
    }
  }
  const [organization, address, contactName, contactPhone, contactEmail] = NAMES.map(field)

  return (
    <fieldset className="space-y-2">
      <legend className="mb-4 font-display text-2xl font-bold text-navy-900">
        <BilingualLabel english="Organization & contact" malay="Organisasi & pegawai dihubungi" />
      </legend>
      <FormField
        id="registration-organization"
        label={<BilingualLabel english="Organization" malay="Organisasi" />}
        error={organization.message}
        required
      >
        <input type="text" autoComplete="organization" {...organization.props} />
      </FormField>
      <FormField
        id="registration-address"
        label={<BilingualLabel english="Address" malay="Alamat" />}
        error={address.message}
      >
        <textarea rows={2} autoComplete="street-address" {...address.props} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <FormField
          id="registration-contactName"
          label={<BilingualLabel english="Contact name" malay="Nama pegawai" />}
          error={contactName.message}
          required
        >
          <input type="text" autoComplete="name" {...contactName.props} />
        </FormField>
        <FormField
          id="registration-contactPhone"
          label={<BilingualLabel english="Phone" malay="Telefon" />}
          error={contactPhone.message}
          required
        >
          <input type="tel" autoComplete="tel" {...contactPhone.props} />
        </FormField>
        <FormField
          id="registration-contactEmail"
          label={<BilingualLabel english="Email" malay="E-mel" />}
          error={contactEmail.message}
          required
        >
          <input type="email" autoComplete="email" {...contactEmail.props} />
        </FormField>
      </div>
    </fieldset>
  )
}
