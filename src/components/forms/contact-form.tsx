'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

import { Send } from '@/components/ui/icons'
import { contactSchema } from '@/lib/validation/contact'
import { REQUIRED_FIELDS_MISSING } from '@/lib/validation/messages'

import { toast } from '../ui/toast/toast-store'
import { sendContactMessage } from './actions'
import { errorId, FormField, inputClass } from './form-field'
import { FormStatus } from './form-status'
import type { ContactValues } from './form-values'
import { Honeypot } from './honeypot'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'
import { useFormAction } from './use-form-action'
import { useFormAnswers } from './use-form-answers'
import { applyServerFieldErrors, useServerFieldErrors } from './use-server-field-errors'

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' }
const SUCCESS = 'Thank you for your inquiry. We will get back to you soon!'

/**
 * The contact page's message form (spec §2, §5, §8), posted to its server action (which
 * sends it to POST /api/contact). It works before and without the page's scripts: the
 * browser posts it and the page comes back with the answer. With them, the same schema the
 * server checks with runs first, and the answer shows in toasts.
 */
export function ContactForm() {
  const { result, formAction, submit, pending } = useFormAction(
    sendContactMessage,
    'Failed to submit contact form',
  )
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<
    z.input<typeof contactSchema>,
    unknown,
    z.output<typeof contactSchema>
  >({
    // No default values: the fields' own (what was typed before the scripts ran, or what a
    // refused post sent back) become the form's values as it hydrates.
    // Synchronously: zod/mini's transforms answer a promise when parsed asynchronously, which
    // would reorder the errors and values; parsed synchronously they match the server's check.
    resolver: zodResolver(contactSchema, undefined, { mode: 'sync' }),
  })
  const initial = result.status === 'error' ? result.values : EMPTY
  const messageFor = useServerFieldErrors(result, setError)
  const { fromServer } = useFormAnswers(result, (answer) => {
    if (answer.status === 'success') {
      toast({ title: 'Success!', description: SUCCESS })
      reset(EMPTY)
    } else if (answer.status === 'error') {
      applyServerFieldErrors(answer.fieldErrors, setError)
      toast({ title: 'Error', description: answer.message, variant: 'destructive' })
    }
  })

  const onSubmit = handleSubmit(
    (_values, event) => {
      submit(event?.target as HTMLFormElement, getValues() as ContactValues)
    },
    (invalid) => {
      if (Object.values(invalid).some((error) => error?.message === REQUIRED_FIELDS_MISSING)) {
        toast({ title: 'Error', description: REQUIRED_FIELDS_MISSING, variant: 'destructive' })
      }
    },
  )

  const field = (name: 'name' | 'email' | 'phone' | 'message') => {
    const message = messageFor(name, formState.errors[name]?.message)
    return {
      props: {
        id: `contact-${name}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': errorId(`contact-${name}`),
        className: inputClass(Boolean(message)),
        defaultValue: initial[name],
        ...register(name),
      },
      message,
    }
  }
  const name = field('name')
  const email = field('email')
  const phone = field('phone')
  const message = field('message')

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="relative space-y-2"
    >
      {fromServer ? <FormStatus result={result} success={SUCCESS} /> : null}
      <Honeypot />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={name.message} required>
          <input type="text" autoComplete="name" required {...name.props} />
        </FormField>
        <FormField id="contact-email" label="Email" error={email.message} required>
          <input type="email" autoComplete="email" required {...email.props} />
        </FormField>
      </div>
      <FormField id="contact-phone" label="Phone" error={phone.message}>
        <input type="tel" autoComplete="tel" {...phone.props} />
      </FormField>
      <FormField id="contact-message" label="Message" error={message.message} required>
        <textarea rows={5} required {...message.props} />
      </FormField>
      <div className="space-y-3 pt-2">
        <SubmitButton
          pending={pending}
          label="Send Message"
          busyLabel="Sending..."
          icon={<Send aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto"
        />
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
