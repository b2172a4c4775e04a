import type { BaseSyntheticEvent, ReactNode } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

import { FormStatus } from './form-status'
import { Honeypot } from './honeypot'
import { PrivacyConsentNote } from './privacy-consent-note'
import { SubmitButton } from './submit-button'

type Props = {
  form: {
    result: FormResult<unknown, unknown>
    formAction: (form: FormData) => void
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
    preload: () => void
    pending: boolean
    fromServer: boolean
  }
  label: string
  success: string
  submit: { label: string; busyLabel: string; icon?: ReactNode }
  children: ReactNode
}

// FormStatus is the answer to a post made without the page's scripts.
export function VisitorFormFrame({ form, label, success, submit, children }: Props) {
  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      onFocus={form.preload}
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
