'use client'

import { useActionState, useState, useTransition } from 'react'

import { IDLE, unanswered, type FormResult } from '@/lib/forms/form-result'

type ServerAction<R> = (previous: R, form: FormData) => Promise<R>

/**
 * Without scripts the browser posts the form to `formAction` and the page comes back with the
 * answer; with them `submit` calls the same action after the form's own checks, and an answer
 * that never came (the network failed) becomes a message rather than an error page.
 */
export function useFormAction<V, D>(
  action: ServerAction<FormResult<V, D>>,
  noAnswer: string,
): {
  result: FormResult<V, D>
  formAction: (form: FormData) => void
  submit: (form: HTMLFormElement, values: V) => void
  pending: boolean
} {
  const [rendered, formAction] = useActionState(action, IDLE as FormResult<V, D>)
  const [latest, setLatest] = useState<FormResult<V, D> | null>(null)
  const [pending, startTransition] = useTransition()
  const result = latest ?? rendered

  const submit = (form: HTMLFormElement, values: V) => {
    const data = new FormData(form)
    startTransition(async () => {
      const answer = await action(result, data).catch(() => unanswered(result, values, noAnswer))
      startTransition(() => setLatest(answer))
    })
  }
  return { result, formAction, submit, pending }
}
