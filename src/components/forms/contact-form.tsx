'use client'

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Send } from '@/components/ui/icons'
import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import type { contactSchema } from '@/lib/validation/contact'
import { REQUIRED_FIELDS_MISSING } from '@/lib/validation/messages'

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

type Values = z.input<typeof contactSchema> & { [HONEYPOT_FIELD]?: string }
type Message = z.output<typeof contactSchema>
const FIELDS = ['name', 'email', 'phone', 'message'] as const
const EMPTY: Values = { name: '', email: '', phone: '', message: '', [HONEYPOT_FIELD]: '' }

const validation = lazyResolver<Values, Message>(() =>
  import('./validation/contact-resolver').then((module) => module.contactResolver),
)

/** The contact page's message form (spec §2, §5, §8): POST /api/contact. */
export function ContactForm() {
  const id = useId()
  const hydrated = useHydrated()
  const formId = `${id}-form`
  const form = useForm<Values, unknown, Message>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, formState, setError, reset, getValues } = form
  useKeepValuesTypedBeforeHydration(formId, EMPTY, reset)
  const { errors, isSubmitting } = formState

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
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={validation.warm}
      onPointerDown={validation.warm}
      className="relative space-y-2"
      aria-label="Contact form"
    >
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message} required>
          <input type="text" autoComplete="name" required {...field('name')} />
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message} required>
          <input type="email" autoComplete="email" required {...field('email')} />
        </FormField>
      </div>
      <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" {...field('phone')} />
      </FormField>
      <FormField id={`${id}-message`} label="Message" error={errors.message?.message} required>
        <textarea rows={5} required {...field('message')} />
      </FormField>
      <div className="space-y-3 pt-2">
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          className={buttonClass('dark', 'w-full sm:w-auto disabled:opacity-70')}
        >
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
