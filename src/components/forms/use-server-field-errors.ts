'use client'

import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { FormResult } from '@/lib/forms/form-result'

import { useHydrated } from '../ui/use-hydrated'

export type MessageFor = (name: string, clientMessage: string | undefined) => string | undefined

// Before hydration the server's messages (the page rendered after a native post); afterwards the
// form's own state, which is given that answer's messages once.
export function useServerFieldErrors<T extends FieldValues>(
  result: FormResult<unknown, unknown>,
  setError: UseFormSetError<T>,
): MessageFor {
  const hydrated = useHydrated()
  const serverErrors = result.status === 'error' ? result.fieldErrors : {}
  useEffect(() => {
    applyServerFieldErrors(serverErrors, setError)
    // Once, for the answer the page was rendered with; later answers are applied as they come.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (name, clientMessage) => (hydrated ? clientMessage : serverErrors[name])
}

export const applyServerFieldErrors = <T extends FieldValues>(
  errors: Record<string, string>,
  setError: UseFormSetError<T>,
) => {
  let first = true
  for (const [path, message] of Object.entries(errors)) {
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}
