import type { BaseSyntheticEvent, ReactNode } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

import { FormStatus } from './form-status'
import { Honeypot } from './honeypot'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'

type Props = {
  /** What useVisitorForm answers for the form. */
  form: {
    result: FormResult<unknown, unknown>
    formAction: (form: FormData) => void
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
    pending: boolean
    fromServer: boolean
  }
  /** The form's accessible name. */
  label: string
  /** What a stored submission says. */
  success: string
  submit: { label: string; busyLabel: string; icon?: ReactNode }
  /** The form's fields. */
  children: ReactNode
}

/**
 * What every visitor form of text fields has around its fields: the answer to a post made
 * without the page's scripts, the honeypot, and under the fields the submit button (a row of
 * its own on a phone) with the privacy consent.
 */
export function VisitorFormFrame({ form, label, success, submit, children }: Props) {
  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={label}
      className="relative space-y-2"
    >
      {form.fromServer ? <FormStatus result={form.result} success={success} /> : null}
      <Honeypot />
      {children}
      <div className="space-y-3 pt-2">
        <SubmitButton {...submit} pending={form.pending} className="w-full sm:w-auto" />
        <PrivacyConsentNote />
      </div>
    </form>
  )
}
