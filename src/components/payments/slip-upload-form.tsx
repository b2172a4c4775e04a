'use client'

import { useActionState } from 'react'

import { Upload } from '@/components/ui/icons'
import { IDLE } from '@/lib/forms/form-result'

import { FormStatus } from '../forms/form-status'
import { SubmitButton } from '../forms/submit-button'
import { uploadPaymentSlip, type SlipResult } from './actions'

type Props = { registrationId: number; expires: string; signature: string }

/**
 * The payer's bank slip upload: a plain form posted to its server action, so it works
 * before and without the page's scripts; the answer shows above the field either way.
 */
export function SlipUploadForm({ registrationId, expires, signature }: Props) {
  const [result, formAction, pending] = useActionState(uploadPaymentSlip, IDLE as SlipResult)
  const fileError = result.status === 'error' ? result.fieldErrors.file : undefined
  return (
    <form action={formAction} aria-label="Upload the bank slip" className="space-y-4">
      <input type="hidden" name="registration" value={registrationId} />
      <input type="hidden" name="expires" value={expires} />
      <input type="hidden" name="signature" value={signature} />
      <FormStatus
        result={result}
        success="Thank you: we have received your bank slip and will confirm your payment."
      />
      <div>
        <label htmlFor="slip-file" className="block font-semibold text-navy-900">
          Bank slip / <span lang="ms">Slip bank</span>
        </label>
        <p id="slip-file-hint" className="mt-1 text-sm text-slate-600">
          A PDF, JPEG or PNG of the transfer, at most 5 MB.
        </p>
        <input
          id="slip-file"
          name="file"
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={fileError ? 'slip-file-hint slip-file-error' : 'slip-file-hint'}
          aria-invalid={fileError ? true : undefined}
          className="mt-2 block w-full rounded-md border border-navy-200 bg-white p-2 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-navy-50 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
        />
        {fileError ? (
          <p id="slip-file-error" className="mt-1 text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <SubmitButton
        pending={pending}
        label="Upload"
        busyLabel="Uploading…"
        icon={<Upload aria-hidden="true" className="size-4" />}
      />
    </form>
  )
}
