'use client'

import { useCallback, useEffect, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { Send } from '@/components/ui/icons'
import { MAX_PARTICIPANTS, normaliseParticipants } from '@/lib/participants'
import { formatRinggit, priceRegistration } from '@/lib/pricing'
import { notEnoughSeatsMessage } from '@/lib/registration-window'
import type { RegistrationInput } from '@/lib/validation/registration'

import { submitRegistration } from '../forms/actions'
import { FormStatus } from '../forms/form-status'
import type { RegistrationValues } from '../forms/form-values'
import { Honeypot } from '../forms/honeypot'
import { PrivacyConsentNote } from '../forms/privacy-consent-note'
import { SubmitButton } from '../forms/submit-button'
import { lazySchemaResolver } from '../forms/lazy-schema-resolver'
import { useFormAction } from '../forms/use-form-action'
import { useFormAnswers } from '../forms/use-form-answers'
import { applyServerFieldErrors, useServerFieldErrors } from '../forms/use-server-field-errors'
import { toast } from '../ui/toast/toast-store'
import { useHydrated } from '../ui/use-hydrated'
import type { EditionOption } from './edition-option'
import { EditionPicker } from './edition-picker'
import { OrganizationFields } from './organization-fields'
import { ParticipantsTable } from './participants-table'
import { PrintButtons } from './print-buttons'
import { RegistrationConfirmation } from './registration-confirmation'
import { RegistrationPrintout } from './registration-printout'
import { RegistrationSummary } from './registration-summary'
import { useLiveSeats } from './use-live-seats'

const emptyValues = (edition: string): RegistrationValues => ({
  edition,
  organization: '',
  address: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  participants: Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({ no: i + 1, name: '' })),
})

const checks = lazySchemaResolver(() =>
  import('@/lib/validation/registration').then((module) => module.registrationSchema),
)
// The schema's input type is looser than the form's values (it accepts any JSON).
const resolver = checks.resolver as unknown as Resolver<
  RegistrationValues,
  unknown,
  RegistrationInput
>

export type RegistrationFormProps = {
  programName: string
  /** The editions on offer (at least one), the soonest first. */
  editions: EditionOption[]
}

// Works without scripts (the page comes back with the reference or the field messages); with
// them, the live total follows the names as typed, from the same pricing the server charges.
export function RegistrationForm({ programName, editions }: RegistrationFormProps) {
  const { result, formAction, submit, pending } = useFormAction(
    submitRegistration,
    'Please try again or contact us directly.',
  )
  const first = editions[0].slug
  const [seatsByEdition, setSeatsByEdition] = useLiveSeats(
    Object.fromEntries(editions.map((edition) => [edition.slug, edition.remaining])),
  )
  const offered = (slug: string | undefined) => editions.some((edition) => edition.slug === slug)
  const initialEdition =
    result.status === 'error' && offered(result.values.edition) ? result.values.edition : first
  const [chosen, setChosen] = useState(initialEdition)
  const choose = useCallback((slug: string) => setChosen(slug), [])
  const edition = editions.find((candidate) => candidate.slug === chosen) ?? editions[0]
  const seatsLeft = seatsByEdition[edition.slug] ?? edition.remaining
  const setSeatsLeft = (left: (current: number) => number) =>
    setSeatsByEdition((current) => ({
      ...current,
      [edition.slug]: left(current[edition.slug] ?? edition.remaining),
    }))
  const { tiers, earlyBird } = edition
  const hydrated = useHydrated()
  // No default values: the fields' own (what was typed before the scripts ran, or what a
  // refused post sent back) become the form's values as it hydrates.
  const form = useForm<RegistrationValues, unknown, RegistrationInput>({ resolver })
  const { handleSubmit, setError, reset, control, getValues } = form
  const initial = result.status === 'error' ? result.values : emptyValues(first)
  // Once hydrated, hand those values to what watches them (the live summary).
  useEffect(() => reset(getValues()), [reset, getValues])
  const messageFor = useServerFieldErrors(result, setError)
  const rows = useWatch({ control, name: 'participants' })
  const price = priceRegistration({
    participantCount: normaliseParticipants(rows).length,
    tiers,
    earlyBird,
    at: new Date(),
  })

  const { fromServer } = useFormAnswers(result, (answer) => {
    if (answer.status === 'success') {
      toast({
        title: 'Registration Successful!',
        description: `Your registration has been submitted successfully. We will contact you soon. Reference ${answer.done.reference}: transfer ${formatRinggit(answer.done.totalAmount)} with it as the recipient reference.`,
      })
      setSeatsLeft((left) => Math.max(0, left - answer.done.participantCount))
      reset(emptyValues(chosen))
    } else if (answer.status === 'error') {
      const remaining = answer.data.remainingSeats
      if (typeof remaining === 'number') setSeatsLeft(() => remaining)
      applyServerFieldErrors(answer.fieldErrors, setError)
      toast({
        title: 'Registration Failed',
        description:
          answer.httpStatus === 409 ? answer.message : 'Please try again or contact us directly.',
        variant: 'destructive',
      })
    }
  })

  // Printed after a registration is stored, the page gives what was stored, until the emptied
  // form is filled in again (then it prints as that form).
  const printedDone = result.status === 'success' && !form.formState.isDirty ? result.done : null

  const onSubmit = handleSubmit(
    (data, event) => {
      if (data.participants.length > seatsLeft) {
        toast({
          title: 'Registration Failed',
          description: notEnoughSeatsMessage(seatsLeft),
          variant: 'destructive',
        })
        return
      }
      submit(event?.target as HTMLFormElement, { ...form.getValues(), edition: chosen })
    },
    (invalid) => {
      if (invalid.participants) {
        toast({
          title: 'Participants Required',
          description: 'Please add at least one participant.',
          variant: 'destructive',
        })
      }
    },
  )

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={checks.preload}
      noValidate
      aria-label="Registration form"
      className="relative space-y-10"
    >
      <input type="hidden" name="programName" value={programName} />
      <Honeypot />
      {result.status === 'success' ? <RegistrationConfirmation done={result.done} /> : null}
      {printedDone ? (
        <RegistrationPrintout
          done={printedDone}
          programName={programName}
          edition={editions.find((option) => option.slug === printedDone.edition)}
        />
      ) : null}
      {fromServer && result.status === 'error' ? (
        <FormStatus result={result} success={null} />
      ) : null}
      <div className={printedDone ? 'space-y-10 print:hidden' : 'space-y-10'}>
        <EditionPicker
          options={editions}
          initial={initialEdition}
          seatsLeft={seatsByEdition}
          onSelect={choose}
        />
        <OrganizationFields form={form} initial={initial} messageFor={messageFor} />
        <ParticipantsTable form={form} initial={initial} messageFor={messageFor} />
        <RegistrationSummary
          price={price}
          earlyBirdPercent={earlyBird?.discountPercent ?? null}
          seatsLeft={seatsLeft}
          live={hydrated}
        />
      </div>
      <div className="space-y-4 print:hidden">
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            pending={pending}
            label="Submit"
            busyLabel="Submitting..."
            icon={<Send aria-hidden="true" className="size-4" />}
            className="w-full sm:w-auto"
          />
          <PrintButtons />
        </div>
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
