'use client'

import { buttonClass } from '../ui/button-link'
import { FormOnDemand } from './form-on-demand'
import { PrivacyConsentNote } from './privacy-consent-note'

const loadFields = () => import('./inquiry-form-fields').then((module) => module.InquiryFormFields)
// Next.js sets `typeof window` when it compiles, so the browser's bundle leaves this out.
const serverFields =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./inquiry-form-fields') as typeof import('./inquiry-form-fields')).InquiryFormFields
    : null

/**
 * The certification inquiry of the Get More Information card (spec §3, §5, §8). Its fields'
 * code comes at the visitor's first interaction (see FormOnDemand).
 */
export function InquiryForm({ programs }: { programs: string[] }) {
  return (
    <FormOnDemand
      serverFields={serverFields}
      load={loadFields}
      fieldProps={{ programs }}
      label="Certification inquiry"
      className="relative space-y-2"
      fieldsClassName="space-y-2"
      actions={({ live, submitting }) => (
        <div className="space-y-3 pt-2">
          <button
            type="submit"
            disabled={!live || submitting}
            className={buttonClass('dark', 'w-full sm:w-auto disabled:opacity-70')}
          >
            {submitting ? 'Submitting...' : 'Submit Inquiry'}
          </button>
          <PrivacyConsentNote />
        </div>
      )}
    />
  )
}
