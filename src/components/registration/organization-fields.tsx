'use client'

import type { UseFormReturn } from 'react-hook-form'

import type { RegistrationInput } from '@/lib/validation/registration'

import { bindFields } from '../forms/bind-fields'
import { FormField } from '../forms/form-field'
import type { RegistrationValues } from '../forms/form-values'
import type { MessageFor } from '../forms/use-server-field-errors'
import { BilingualLabel } from '@/components/ui/bilingual-label'

type Props = {
  form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>
  /** What the fields hold when the page is rendered. */
  initial: RegistrationValues
  messageFor: MessageFor
}

type InputName = 'organization' | 'contactName' | 'contactPhone' | 'contactEmail'

/** Each one-line input: its name, its label in English and Malay, and its input type. */
const INPUTS: ReadonlyArray<readonly [InputName, string, string, 'text' | 'tel' | 'email']> = [
  ['organization', 'Organization', 'Organisasi', 'text'],
  ['contactName', 'Contact name', 'Nama pegawai', 'text'],
  ['contactPhone', 'Phone', 'Telefon', 'tel'],
  ['contactEmail', 'Email', 'E-mel', 'email'],
]

/** What browsers may fill each input in with. */
const AUTOCOMPLETE: Record<InputName, string> = {
  organization: 'organization',
  contactName: 'name',
  contactPhone: 'tel',
  contactEmail: 'email',
}

/** The organisation and its contact person. */
export function OrganizationFields({ form, initial, messageFor }: Props) {
  const { register, formState } = form
  const field = bindFields<InputName | 'address'>('registration', {
    register,
    errors: formState.errors,
    initial,
    messageFor,
  })
  const address = field('address')
  const input = ([name, english, malay, type]: (typeof INPUTS)[number]) => {
    const bound = field(name)
    return (
      <FormField
        key={name}
        field={bound}
        label={<BilingualLabel english={english} malay={malay} />}
        required
      >
        <input type={type} autoComplete={AUTOCOMPLETE[name]} {...bound.props} />
      </FormField>
    )
  }

  return (
    <fieldset className="space-y-2">
      <legend className="mb-4 font-display text-2xl font-bold text-navy-900">
        <BilingualLabel english="Organization & contact" malay="Organisasi & pegawai dihubungi" />
      </legend>
      {input(INPUTS[0])}
      <FormField field={address} label={<BilingualLabel english="Address" malay="Alamat" />}>
        <textarea rows={2} autoComplete="street-address" {...address.props} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-3">{INPUTS.slice(1).map(input)}</div>
    </fieldset>
  )
}
