'use client'

import { useEffect } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { MAX_PARTICIPANTS } from '@/lib/participants'
import { PARTICIPANT_REQUIRED } from '@/lib/validation/messages'
import type { RegistrationInput } from '@/lib/validation/registration'

import { inputClass } from '../forms/form-field'
import type { RegistrationValues } from '../forms/form-values'
import type { MessageFor } from '../forms/use-server-field-errors'
import { BilingualLabel } from '@/components/ui/bilingual-label'

type Props = {
  form: UseFormReturn<RegistrationValues, unknown, RegistrationInput>
  /** What the fields hold when the page is rendered. */
  initial: RegistrationValues
  messageFor: MessageFor
}

const ERROR_ID = 'registration-participants-error'

/** Ten rows for participants' names; blank ones are ignored. */
export function ParticipantsTable({ form, initial, messageFor }: Props) {
  const { register, formState, control, clearErrors } = form
  const invalid = formState.errors.participants
  const named = (useWatch({ control, name: 'participants' }) ?? []).some((row) => row?.name?.trim())
  // The form checks a single field as it changes, which never clears the list's own message.
  useEffect(() => {
    if (named && invalid) clearErrors('participants')
  }, [named, invalid, clearErrors])
  const message = messageFor(
    'participants',
    invalid?.message ?? invalid?.root?.message ?? (invalid ? PARTICIPANT_REQUIRED : undefined),
  )
  return (
    <fieldset>
      <legend className="mb-2 font-display text-2xl font-bold text-navy-900">
        <BilingualLabel english="Participants" malay="Peserta" />
      </legend>
      <p className="mb-4 text-sm text-slate-600">
        Up to {MAX_PARTICIPANTS} names; empty rows are ignored. /{' '}
        <span lang="ms">Sehingga {MAX_PARTICIPANTS} nama; baris kosong diabaikan.</span>
      </p>
      <table className="w-full border-collapse text-left" aria-describedby={ERROR_ID}>
        <thead>
          <tr className="border-b-2 border-navy-900">
            <th scope="col" className="w-16 py-2 pr-3 text-sm font-semibold">
              No.
            </th>
            <th scope="col" className="py-2 text-sm font-semibold">
              <BilingualLabel english="Participant name" malay="Nama peserta" />
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: MAX_PARTICIPANTS }, (_, i) => (
            <tr key={i} className="border-b border-slate-200">
              <td className="py-1.5 pr-3 font-semibold text-slate-700">{i + 1}</td>
              <td className="py-1.5">
                <input
                  type="text"
                  aria-label={`Participant ${i + 1} name`}
                  autoComplete="off"
                  className={inputClass(false, 'print:border-0 print:border-b print:shadow-none')}
                  defaultValue={initial.participants[i]?.name ?? ''}
                  {...register(`participants.${i}.name`)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id={ERROR_ID} className="field-error" role={message ? 'alert' : undefined}>
        {message}
      </p>
    </fieldset>
  )
}
