'use client'

import { Send } from '@/components/ui/icons'

import { buttonClass } from '../ui/button-link'
import { FormOnDemand } from './form-on-demand'
import { PrivacyConsentNote } from './privacy-consent-note'

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
      actions={({ live, submitting }) => (
        <div className="space-y-3 pt-2">
          <button
            type="submit"
            disabled={!live || submitting}
            className={buttonClass('dark', 'w-full sm:w-auto disabled:opacity-70')}
          >
            <Send aria-hidden="true" className="size-4" />
            {submitting ? 'Sending...' : 'Send Message'}
          </button>
          <PrivacyConsentNote />
        </div>
      )}
    />
  )
}
