'use client'

import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import type { certificationInquirySchema } from '@/lib/validation/certification-inquiry'
import { certificationInquirySubject } from '@/lib/validation/inquiry-subject'

import { toast } from '../ui/toast/toast-store'
import { applyServerErrors } from './apply-server-errors'
import { errorId, FormField, inputClass } from './form-field'
import { useFrameFormId, useFrameSubmit } from './form-on-demand'
import { Honeypot } from './honeypot'
import { lazyResolver } from './lazy-resolver'
import { postJson, RequestError } from './post-json'
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

/** The certification inquiry's fields and their state (see inquiry-form.tsx). */
export function InquiryFormFields({ programs }: { programs: string[] }) {
  const formId = useFrameFormId()
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
  // The visitor has started on the form (that is when these fields load): fetch its checks.
  useEffect(() => validation.warm(), [])

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
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errorId(`${formId}-${name}`),
    className: inputClass(Boolean(errors[name])),
    ...register(name),
  })

  useFrameSubmit(handleSubmit(onValid), isSubmitting)

  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={`${formId}-name`} label="Full name" error={errors.name?.message} required>
          <input type="text" autoComplete="name" {...field('name')} />
        </FormField>
        <FormField id={`${formId}-email`} label="Email" error={errors.email?.message} required>
          <input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField id={`${formId}-phone`} label="Phone" error={errors.phone?.message} required>
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </FormField>
        <FormField
          id={`${formId}-organization`}
          label="Organization"
          error={errors.organization?.message}
        >
          <input type="text" autoComplete="organization" {...field('organization')} />
        </FormField>
      </div>
      <FormField id={`${formId}-program`} label="Program" error={errors.program?.message} required>
        <select {...field('program')}>
          <option value="">Select a program</option>
          {programs.map((program) => (
            <option key={program} value={program}>
              {program}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${formId}-message`} label="Message" error={errors.message?.message} required>
        <textarea rows={4} {...field('message')} />
      </FormField>
    </>
  )
}
