'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import { certificationInquirySchema } from '@/lib/validation/certification-inquiry'

import { toast } from '../ui/toast/toast-store'
import { sendCertificationInquiry } from './actions'
import { errorId, FormField, inputClass } from './form-field'
import { FormStatus } from './form-status'
import type { InquiryValues } from './form-values'
import { Honeypot } from './honeypot'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'
import { useFormAction } from './use-form-action'
import { useFormAnswers } from './use-form-answers'
import { applyServerFieldErrors, useServerFieldErrors } from './use-server-field-errors'

const EMPTY: InquiryValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  program: '',
  message: '',
}
const FIELDS = ['name', 'email', 'phone', 'organization', 'program', 'message'] as const
const SUCCESS = "Thank you for your interest. We'll get back to you soon."
const FAILED = 'Failed to submit inquiry. Please try again.'

/**
 * The certification inquiry of the Get More Information card (spec §3, §5, §8), posted to
 * its server action (POST /api/contact with the program's subject). Works before and
 * without the page's scripts, as the contact form does.
 */
export function InquiryForm({ programs }: { programs: string[] }) {
  const { result, formAction, submit, pending } = useFormAction(sendCertificationInquiry, FAILED)
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<
    z.input<typeof certificationInquirySchema>,
    unknown,
    z.output<typeof certificationInquirySchema>
  >({
    // No default values: the fields' own (what was typed before the scripts ran, or what a
    // refused post sent back) become the form's values as it hydrates.
    // Synchronously: zod/mini's transforms answer a promise when parsed asynchronously, which
    // would reorder the errors and values; parsed synchronously they match the server's check.
    resolver: zodResolver(certificationInquirySchema, undefined, { mode: 'sync' }),
  })
  const initial = result.status === 'error' ? result.values : EMPTY
  const messageFor = useServerFieldErrors(result, setError)
  const { fromServer } = useFormAnswers(result, (answer) => {
    if (answer.status === 'success') {
      toast({ title: 'Inquiry Submitted!', description: SUCCESS })
      reset(EMPTY)
    } else if (answer.status === 'error') {
      applyServerFieldErrors(answer.fieldErrors, setError)
      toast({ title: 'Error', description: FAILED, variant: 'destructive' })
    }
  })

  const onSubmit = handleSubmit((_values, event) => {
    submit(event?.target as HTMLFormElement, getValues() as InquiryValues)
  })

  const field = (name: (typeof FIELDS)[number]) => {
    const message = messageFor(name, formState.errors[name]?.message)
    return {
      props: {
        id: `inquiry-${name}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': errorId(`inquiry-${name}`),
        className: inputClass(Boolean(message)),
        defaultValue: initial[name],
        ...register(name),
      },
      message,
    }
  }
  const [name, email, phone, organization, program, message] = FIELDS.map(field)

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Certification inquiry"
      className="relative space-y-2"
    >
      {fromServer ? <FormStatus result={result} success={SUCCESS} /> : null}
      <Honeypot />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id="inquiry-name" label="Full name" error={name.message} required>
          <input type="text" autoComplete="name" {...name.props} />
        </FormField>
        <FormField id="inquiry-email" label="Email" error={email.message} required>
          <input type="email" autoComplete="email" {...email.props} />
        </FormField>
        <FormField id="inquiry-phone" label="Phone" error={phone.message} required>
          <input type="tel" autoComplete="tel" {...phone.props} />
        </FormField>
        <FormField id="inquiry-organization" label="Organization" error={organization.message}>
          <input type="text" autoComplete="organization" {...organization.props} />
        </FormField>
      </div>
      <FormField id="inquiry-program" label="Program" error={program.message} required>
        <select {...program.props}>
          <option value="">Select a program</option>
          {programs.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="inquiry-message" label="Message" error={message.message} required>
        <textarea rows={4} {...message.props} />
      </FormField>
      <div className="space-y-3 pt-2">
        <SubmitButton
          pending={pending}
          label="Submit Inquiry"
          busyLabel="Submitting..."
          className="w-full sm:w-auto"
        />
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
