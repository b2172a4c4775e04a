'use client'

import { useForm, type FieldValues, type Path, type SubmitErrorHandler } from 'react-hook-form'

import type { FormResult } from '@/lib/forms/form-result'

import { toast } from '../ui/toast/toast-store'
import { bindFields } from './bind-fields'
import type { FormChecks } from './lazy-schema-resolver'
import { useFormAction } from './use-form-action'
import { useFormAnswers } from './use-form-answers'
import { applyServerFieldErrors, useServerFieldErrors } from './use-server-field-errors'

type Refusal<Values> = Extract<FormResult<Values>, { status: 'error' }>

/** A visitor's text-field form, posted to its server action with or without scripts. */
export function useVisitorForm<
  Values extends Record<string, string>,
  Input extends FieldValues,
  Output,
>({
  action,
  checks,
  empty,
  idPrefix,
  noAnswer,
  success,
  refusal,
  onInvalid,
}: {
  action: (previous: FormResult<Values>, form: FormData) => Promise<FormResult<Values>>
  checks: FormChecks<Output, Input>
  empty: Values
  idPrefix: string
  noAnswer: string // shown when no answer came
  success: { title: string; description: string }
  refusal: (answer: Refusal<Values>) => string
  onInvalid?: SubmitErrorHandler<Input>
}) {
  const { result, formAction, submit, pending } = useFormAction(action, noAnswer)
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<
    Input,
    unknown,
    Output
  >({
    // No default values: the fields' own (what was typed before the scripts ran, or what a
    // refused post sent back) become the form's values as it hydrates.
    resolver: checks.resolver,
  })
  const initial = result.status === 'error' ? result.values : empty
  const messageFor = useServerFieldErrors(result, setError)
  const { fromServer } = useFormAnswers(result, (answer) => {
    if (answer.status === 'success') {
      toast(success)
      reset(empty as unknown as Input)
    } else if (answer.status === 'error') {
      applyServerFieldErrors(answer.fieldErrors, setError)
      toast({ title: 'Error', description: refusal(answer), variant: 'destructive' })
    }
  })

  const onSubmit = handleSubmit((_values, event) => {
    submit(event?.target as HTMLFormElement, getValues() as unknown as Values)
  }, onInvalid)

  // The form's values are the schema's input; its fields are named as the values are.
  const field = bindFields<keyof Values & string>(idPrefix, {
    register: (name) => register(name as Path<Input>),
    errors: formState.errors as Partial<Record<string, { message?: string }>>,
    initial,
    messageFor,
  })
  return { result, formAction, pending, fromServer, onSubmit, preload: checks.preload, field }
}
