'use client'

import { Send } from '@/components/ui/icons'

import { FormOnDemand } from './form-on-demand'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'

const loadFields = () => import('./contact-form-fields').then((module) => module.ContactFormFields)
// Next.js sets `typeof window` when it compiles, so the browser's bundle leaves this out.
const serverFields =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./contact-form-fields') as typeof import('./contact-form-fields')).ContactFormFields
    : null

/**
 * The contact page's message form (spec §2, §5, §8): POST /api/contact. Its fields' code
 * comes at the visitor's first interaction (see FormOnDemand).
 */
export function ContactForm() {
  return (
    <FormOnDemand
      serverFields={serverFields}
      load={loadFields}
      fieldProps={{}}
      label="Contact form"
      className="relative space-y-2"
      fieldsClassName="space-y-2"
      actions={(state) => (
        <div className="space-y-3 pt-2">
          <SubmitButton
            {...state}
            label="Send Message"
            busyLabel="Sending..."
            icon={<Send aria-hidden="true" className="size-4" />}
            className="w-full sm:w-auto"
          />
          <PrivacyConsentNote />
        </div>
      )}
    />
  )
}
