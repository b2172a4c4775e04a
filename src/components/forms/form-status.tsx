import type { ReactNode } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

type Props = {
  result: FormResult<unknown, unknown>
  /** What a stored submission says (the success toast's words). */
  success: ReactNode
}

/**
 * The answer to a form posted before its scripts ran (or without them), in the page the
 * server rendered after the post: what the toast says once scripts run. The page comes back
 * at its top, so the answer takes the focus, which brings it into view.
 */
export function FormStatus({ result, success }: Props) {
  if (result.status === 'success') {
    return (
      <div
        role="status"
        tabIndex={-1}
        autoFocus
        className="rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-700/30"
      >
        {success}
      </div>
    )
  }
  if (result.status === 'error') {
    return (
      <p
        role="alert"
        tabIndex={-1}
        autoFocus
        className="rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-700/30"
      >
        {result.message}
      </p>
    )
  }
  return null
}
