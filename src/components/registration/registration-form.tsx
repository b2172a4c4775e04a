'use client'

import { Download, Printer, Send } from '@/components/ui/icons'

import { FormOnDemand } from '../forms/form-on-demand'
import { PrivacyConsentNote } from '../forms/privacy-consent-note'
import { SubmitButton } from '../forms/submit-button'
import { buttonClass } from '../ui/button-link'
import type { RegistrationFieldsProps } from './registration-form-fields'

const loadFields = () =>
  import('./registration-form-fields').then((module) => module.RegistrationFormFields)
// Next.js sets `typeof window` when it compiles, so the browser's bundle leaves this out.
const serverFields =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./registration-form-fields') as typeof import('./registration-form-fields'))
        .RegistrationFormFields
    : null

/**
 * The bilingual group registration (spec §2, §5, §8): the fields (registration-form-fields.tsx,
 * whose code comes at the visitor's first interaction, see FormOnDemand), Submit, and Download
 * as PDF and Print, which both open the browser's print dialog (the page prints as a clean A4
 * form).
 */
export function RegistrationForm(props: RegistrationFieldsProps) {
  return (
    <FormOnDemand
      serverFields={serverFields}
      load={loadFields}
      fieldProps={props}
      label="Registration form"
      className="relative space-y-10"
      fieldsClassName="space-y-10"
      actions={(state) => (
        <div className="space-y-4 print:hidden">
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              {...state}
              label="Submit"
              busyLabel="Submitting..."
              icon={<Send aria-hidden="true" className="size-4" />}
            />
            <button type="button" onClick={() => window.print()} className={buttonClass('ghost')}>
              <Download aria-hidden="true" className="size-4" />
              Download as PDF
            </button>
            <button type="button" onClick={() => window.print()} className={buttonClass('ghost')}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </button>
          </div>
          <PrivacyConsentNote />
        </div>
      )}
    />
  )
}
