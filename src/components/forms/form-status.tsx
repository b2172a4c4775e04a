import type { ReactNode } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

type Props = {
  result: FormResult<unknown, unknown>
  success: ReactNode
}

// The page comes back at its top after a native post, so the answer takes the focus to be seen.
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
