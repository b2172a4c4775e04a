'use client'

import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import type { contactSchema } from '@/lib/validation/contact'
import { REQUIRED_FIELDS_MISSING } from '@/lib/validation/messages'

import { toast } from '../ui/toast/toast-store'
import { applyServerErrors } from './apply-server-errors'
import { errorId, FormField, inputClass } from './form-field'
import { useFrameFormId, useFrameSubmit } from './form-on-demand'
import { Honeypot } from './honeypot'
import { lazyResolver } from './lazy-resolver'
import { postJson, RequestError } from './post-json'
import { useKeepValuesTypedBeforeHydration } from './typed-before-hydration'

type Values = z.input<typeof contactSchema> & { [HONEYPOT_FIELD]?: string }
type Message = z.output<typeof contactSchema>
const FIELDS = ['name', 'email', 'phone', 'message'] as const
const EMPTY: Values = { name: '', email: '', phone: '', message: '', [HONEYPOT_FIELD]: '' }

const validation = lazyResolver<Values, Message>(() =>
  import('./validation/contact-resolver').then((module) => module.contactResolver),
)

/** The contact form's fields and their state (see contact-form.tsx): POST /api/contact. */
export function ContactFormFields() {
  const formId = useFrameFormId()
  const form = useForm<Values, unknown, Message>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, formState, setError, reset, getValues } = form
  useKeepValuesTypedBeforeHydration(formId, EMPTY, reset)
  const { errors, isSubmitting } = formState
  // The visitor has started on the form (that is when these fields load): fetch its checks.
  useEffect(() => validation.warm(), [])

  const onValid = async (data: Message) => {
    try {
      await postJson('/api/contact', { ...data, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) })
      toast({
        title: 'Success!',
        description: 'Thank you for your inquiry. We will get back to you soon!',
      })
      reset(EMPTY)
    } catch (error) {
      if (error instanceof RequestError) applyServerErrors(error.fieldErrors, FIELDS, setError)
      toast({
        title: 'Error',
        description:
          error instanceof Error && error.message ? error.message : 'Failed to submit contact form',
        variant: 'destructive',
      })
    }
  }

  const onInvalid = (invalid: typeof errors) => {
    if (Object.values(invalid).some((e) => e?.message === REQUIRED_FIELDS_MISSING)) {
      toast({ title: 'Error', description: REQUIRED_FIELDS_MISSING, variant: 'destructive' })
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errorId(`${formId}-${name}`),
    className: inputClass(Boolean(errors[name])),
    ...register(name),
  })

  useFrameSubmit(handleSubmit(onValid, onInvalid), isSubmitting)

  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={`${formId}-name`} label="Name" error={errors.name?.message} required>
          <input type="text" autoComplete="name" required {...field('name')} />
        </FormField>
        <FormField id={`${formId}-email`} label="Email" error={errors.email?.message} required>
          <input type="email" autoComplete="email" required {...field('email')} />
        </FormField>
      </div>
      <FormField id={`${formId}-phone`} label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" {...field('phone')} />
      </FormField>
      <FormField id={`${formId}-message`} label="Message" error={errors.message?.message} required>
        <textarea rows={5} required {...field('message')} />
      </FormField>
    </>
  )
}
