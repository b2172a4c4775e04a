'use client'

import { Send } from '@/components/ui/icons'
import { REQUIRED_FIELDS_MISSING } from '@/lib/validation/messages'

import { toast } from '../ui/toast/toast-store'
import { sendContactMessage } from './actions'
import { FormField } from './form-field'
import type { ContactValues } from './form-values'
import { lazySchemaResolver } from './lazy-schema-resolver'
import { useVisitorForm } from './use-visitor-form'
import { VisitorFormFrame } from './visitor-form-frame'

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' }
const FIELDS = ['name', 'email', 'phone', 'message'] as const
const SUCCESS = 'Thank you for your inquiry. We will get back to you soon!'

const CHECKS = lazySchemaResolver(() =>
  import('@/lib/validation/contact').then((module) => module.contactSchema),
)

export function ContactForm() {
  const form = useVisitorForm({
    action: sendContactMessage,
    checks: CHECKS,
    empty: EMPTY,
    idPrefix: 'contact',
    noAnswer: 'Failed to submit contact form',
    success: { title: 'Success!', description: SUCCESS },
    refusal: (answer) => answer.message,
    onInvalid: (invalid) => {
      if (Object.values(invalid).some((error) => error?.message === REQUIRED_FIELDS_MISSING)) {
        toast({ title: 'Error', description: REQUIRED_FIELDS_MISSING, variant: 'destructive' })
      }
    },
  })
  const [name, email, phone, message] = FIELDS.map(form.field)

  return (
    <VisitorFormFrame
      form={form}
      label="Contact form"
      success={SUCCESS}
      submit={{
        label: 'Send Message',
        busyLabel: 'Sending...',
        icon: <Send aria-hidden="true" className="size-4" />,
      }}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField field={name} label="Name" required>
          <input type="text" autoComplete="name" required {...name.props} />
        </FormField>
        <FormField field={email} label="Email" required>
          <input type="email" autoComplete="email" required {...email.props} />
        </FormField>
      </div>
      <FormField field={phone} label="Phone">
        <input type="tel" autoComplete="tel" {...phone.props} />
      </FormField>
      <FormField field={message} label="Message" required>
        <textarea rows={5} required {...message.props} />
      </FormField>
    </VisitorFormFrame>
  )
}
