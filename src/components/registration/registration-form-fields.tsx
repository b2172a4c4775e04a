'use client'

import { useEffect, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { CheckCircle2 } from '@/components/ui/icons'
import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import { MAX_PARTICIPANTS, normaliseParticipants } from '@/lib/participants'
import { formatRinggit, priceRegistration, type EarlyBirdRule, type PriceTier } from '@/lib/pricing'
import { notEnoughSeatsMessage } from '@/lib/registration-window'
import { PARTICIPANT_REQUIRED } from '@/lib/validation/messages'
import type { RegistrationInput } from '@/lib/validation/registration'

import { applyServerErrors } from '../forms/apply-server-errors'
import { errorId, FormField, inputClass } from '../forms/form-field'
import { useFrameFormId, useFrameSubmit } from '../forms/form-on-demand'
import { Honeypot } from '../forms/honeypot'
import { lazyResolver } from '../forms/lazy-resolver'
import { postJson, RequestError } from '../forms/post-json'
import { useKeepValuesTypedBeforeHydration } from '../forms/typed-before-hydration'
import { toast } from '../ui/toast/toast-store'
import { BilingualLabel } from './bilingual-label'
import { RegistrationSummary } from './registration-summary'
import { useLiveSeats } from './use-live-seats'

type Values = {
  organization: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  participants: Array<{ no: number; name: string }>
  [HONEYPOT_FIELD]: string
}

const FIELDS = [
  'organization',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
  'participants',
] as const

const emptyValues = (): Values => ({
  organization: '',
  address: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  participants: Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({ no: i + 1, name: '' })),
  [HONEYPOT_FIELD]: '',
})

const validation = lazyResolver<Values, RegistrationInput>(() =>
  import('../forms/validation/registration-resolver').then(
    // The schema's input type is looser than the form's values (it accepts any JSON).
    (module) =>
      module.registrationResolver as unknown as Resolver<Values, unknown, RegistrationInput>,
  ),
)

type Confirmation = { reference: string; participantCount: number; totalAmount: number }

export type RegistrationFieldsProps = {
  programName: string
  tiers: PriceTier[]
  earlyBird: EarlyBirdRule | null
  remainingSeats: number
}

/**
 * The registration's fields and their state (see registration-form.tsx): ten participant
 * rows, and the live count, rate and total from the same pricing the server charges with.
 */
export function RegistrationFormFields({
  programName,
  tiers,
  earlyBird,
  remainingSeats,
}: RegistrationFieldsProps) {
  const formId = useFrameFormId()
  const [seatsLeft, setSeatsLeft] = useLiveSeats(remainingSeats)
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  const {
    register,
    handleSubmit,
    formState,
    setError,
    reset,
    control: formControl,
    getValues,
  } = useForm<Values, unknown, RegistrationInput>({
    resolver: validation.resolver,
    defaultValues: emptyValues(),
  })
  const { errors, isSubmitting } = formState
  const rows = useWatch({ control: formControl, name: 'participants' })
  useKeepValuesTypedBeforeHydration(formId, emptyValues(), reset)
  // The visitor has started on the form (that is when these fields load): fetch its checks.
  useEffect(() => validation.warm(), [])
  const price = priceRegistration({
    participantCount: normaliseParticipants(rows).length,
    tiers,
    earlyBird,
    at: new Date(),
  })

  const onValid = async (data: RegistrationInput) => {
    // Counted from the rows as typed: unchecked values (see lazyResolver) still hold blanks.
    if (normaliseParticipants(data.participants).length > seatsLeft) {
      toast({
        title: 'Registration Failed',
        description: notEnoughSeatsMessage(seatsLeft),
        variant: 'destructive',
      })
      return
    }
    try {
      const { doc } = await postJson<{ doc: Confirmation }>('/api/registrations', {
        programName,
        ...data,
        participantCount: price.participantCount,
        ratePerPerson: price.ratePerPerson,
        totalAmount: price.totalAmount,
        [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD),
      })
      toast({
        title: 'Registration Successful!',
        description: 'Your registration has been submitted successfully. We will contact you soon.',
      })
      setConfirmation(doc)
      setSeatsLeft((left) => Math.max(0, left - doc.participantCount))
      reset(emptyValues())
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        if (typeof error.data.remainingSeats === 'number') setSeatsLeft(error.data.remainingSeats)
        toast({
          title: 'Registration Failed',
          description: error.message,
          variant: 'destructive',
        })
        return
      }
      if (error instanceof RequestError) applyServerErrors(error.fieldErrors, FIELDS, setError)
      toast({
        title: 'Registration Failed',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      })
    }
  }

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.participants) {
      toast({
        title: 'Participants Required',
        description: 'Please add at least one participant.',
        variant: 'destructive',
      })
    }
  }

  const field = (name: Exclude<(typeof FIELDS)[number], 'participants'>) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errorId(`${formId}-${name}`),
    className: inputClass(Boolean(errors[name])),
    ...register(name),
  })
  const participantsError =
    errors.participants?.message ??
    errors.participants?.root?.message ??
    (errors.participants ? PARTICIPANT_REQUIRED : undefined)

  useFrameSubmit(handleSubmit(onValid, onInvalid), isSubmitting)

  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />

      {confirmation ? (
        <div
          // Focus moves to the reference number as soon as it appears.
          ref={(element) => element?.focus()}
          tabIndex={-1}
          role="status"
          className="flex gap-4 rounded-xl bg-green-50 p-5 text-green-900 ring-1 ring-green-700/30 print:hidden"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <div>
            <p className="font-semibold">
              Registration received. Your reference number is{' '}
              <strong className="font-mono text-lg">{confirmation.reference}</strong>.
            </p>
            <p className="mt-1">
              {confirmation.participantCount} participant(s), total{' '}
              {formatRinggit(confirmation.totalAmount)}. We have e-mailed the payment details;
              please pay and send us the receipt quoting your reference.
            </p>
            <p className="mt-1" lang="ms">
              Pendaftaran diterima. Nombor rujukan anda ialah {confirmation.reference}.
            </p>
          </div>
        </div>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="mb-4 font-display text-2xl font-bold text-navy-900">
          <BilingualLabel english="Organization & contact" malay="Organisasi & pegawai dihubungi" />
        </legend>
        <FormField
          id={`${formId}-organization`}
          label={<BilingualLabel english="Organization" malay="Organisasi" />}
          error={errors.organization?.message}
          required
        >
          <input type="text" autoComplete="organization" {...field('organization')} />
        </FormField>
        <FormField
          id={`${formId}-address`}
          label={<BilingualLabel english="Address" malay="Alamat" />}
          error={errors.address?.message}
        >
          <textarea rows={2} autoComplete="street-address" {...field('address')} />
        </FormField>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <FormField
            id={`${formId}-contactName`}
            label={<BilingualLabel english="Contact name" malay="Nama pegawai" />}
            error={errors.contactName?.message}
            required
          >
            <input type="text" autoComplete="name" {...field('contactName')} />
          </FormField>
          <FormField
            id={`${formId}-contactPhone`}
            label={<BilingualLabel english="Phone" malay="Telefon" />}
            error={errors.contactPhone?.message}
            required
          >
            <input type="tel" autoComplete="tel" {...field('contactPhone')} />
          </FormField>
          <FormField
            id={`${formId}-contactEmail`}
            label={<BilingualLabel english="Email" malay="E-mel" />}
            error={errors.contactEmail?.message}
            required
          >
            <input type="email" autoComplete="email" {...field('contactEmail')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-display text-2xl font-bold text-navy-900">
          <BilingualLabel english="Participants" malay="Peserta" />
        </legend>
        <p className="mb-4 text-sm text-slate-600">
          Up to {MAX_PARTICIPANTS} names; empty rows are ignored. /{' '}
          <span lang="ms">Sehingga {MAX_PARTICIPANTS} nama; baris kosong diabaikan.</span>
        </p>
        <table
          className="w-full border-collapse text-left"
          aria-describedby={`${formId}-participants-error`}
        >
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
                    className={inputClass(
                      false,
                      'mt-0 print:border-0 print:border-b print:shadow-none',
                    )}
                    {...register(`participants.${i}.name`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p
          id={`${formId}-participants-error`}
          className="mt-1 min-h-5 text-sm font-medium text-red-700"
          role={participantsError ? 'alert' : undefined}
        >
          {participantsError}
        </p>
      </fieldset>

      <RegistrationSummary
        price={price}
        earlyBirdPercent={earlyBird?.discountPercent ?? null}
        seatsLeft={seatsLeft}
      />
    </>
  )
}
