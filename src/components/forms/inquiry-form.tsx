'use client'

import { FormOnDemand } from './form-on-demand'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'

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
      actions={(state) => (
        <div className="space-y-3 pt-2">
          <SubmitButton
            {...state}
            label="Submit Inquiry"
            busyLabel="Submitting..."
            className="w-full sm:w-auto"
          />
          <PrivacyConsentNote />
        </div>
      )}
    />
  )
}
