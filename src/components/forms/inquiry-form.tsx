'use client'

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import type { certificationInquirySchema } from '@/lib/validation/certification-inquiry'
import { certificationInquirySubject } from '@/lib/validation/inquiry-subject'

import { buttonClass } from '../ui/button-link'
import { toast } from '../ui/toast/toast-store'
import { useHydrated } from '../ui/use-hydrated'
import { applyServerErrors } from './apply-server-errors'
import { errorId, FormField, inputClass } from './form-field'
import { Honeypot } from './honeypot'
import { lazyResolver } from './lazy-resolver'
import { postJson, RequestError } from './post-json'
import { PrivacyConsentNote } from './privacy-consent-note'
import { useKeepValuesTypedBeforeHydration } from './typed-before-hydration'

type Values = z.input<typeof certificationInquirySchema> & { [HONEYPOT_FIELD]?: string }
type Inquiry = z.output<typeof certificationInquirySchema>
const FIELDS = ['name', 'email', 'phone', 'organization', 'program', 'message'] as const
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  program: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

const validation = lazyResolver<Values, Inquiry>(() =>
  import('./validation/inquiry-resolver').then((module) => module.inquiryResolver),
)

/** The certification inquiry of the Get More Information card (spec §3, §5, §8). */
export function InquiryForm({ programs }: { programs: string[] }) {
  const id = useId()
  const formId = `${id}-form`
  const hydrated = useHydrated()
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<
    Values,
    unknown,
    Inquiry
  >({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  useKeepValuesTypedBeforeHydration(formId, EMPTY, reset)

  const onValid = async (data: Inquiry) => {
    try {
      await postJson('/api/contact', {
        ...data,
        subject: certificationInquirySubject(data.program),
        [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD),
      })
      toast({
        title: 'Inquiry Submitted!',
        description: "Thank you for your interest. We'll get back to you soon.",
      })
      reset(EMPTY)
    } catch (error) {
      if (error instanceof RequestError) applyServerErrors(error.fieldErrors, FIELDS, setError)
      toast({
        title: 'Error',
        description: 'Failed to submit inquiry. Please try again.',
        variant: 'destructive',
      })
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errorId(`${id}-${name}`),
    className: inputClass(Boolean(errors[name])),
    ...register(name),
  })

  return (
    <form
      id={formId}
      noValidate
      onSubmit={handleSubmit(onValid)}
      onFocus={validation.warm}
      onPointerDown={validation.warm}
      className="relative space-y-2"
      aria-label="Certification inquiry"
    >
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Full name" error={errors.name?.message} required>
          <input type="text" autoComplete="name" {...field('name')} />
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message} required>
          <input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message} required>
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </FormField>
        <FormField
          id={`${id}-organization`}
          label="Organization"
          error={errors.organization?.message}
        >
          <input type="text" autoComplete="organization" {...field('organization')} />
        </FormField>
      </div>
      <FormField id={`${id}-program`} label="Program" error={errors.program?.message} required>
        <select {...field('program')}>
          <option value="">Select a program</option>
          {programs.map((program) => (
            <option key={program} value={program}>
              {program}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-message`} label="Message" error={errors.message?.message} required>
        <textarea rows={4} {...field('message')} />
      </FormField>
      <div className="space-y-3 pt-2">
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          className={buttonClass('dark', 'w-full sm:w-auto disabled:opacity-70')}
        >
          {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
        </button>
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
