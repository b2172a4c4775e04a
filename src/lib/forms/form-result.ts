import { TEXT_LIMITS } from '@/lib/validation/limits'
import { apiMessage, errorDataIn, fieldErrorsIn } from '@/lib/http/request-error'

// Shown without scripts in the page rendered after a native post; `values` refill a refused form.
export type FormResult<Values, Done = null> =
  | { status: 'idle'; attempt: 0 }
  | { status: 'success'; attempt: number; done: Done }
  | {
      status: 'error'
      attempt: number
      httpStatus: number
      message: string
      fieldErrors: Record<string, string>
      data: Record<string, unknown>
      values: Values
    }

export const IDLE = { status: 'idle', attempt: 0 } as const

export type SubmissionAnswer<Doc> =
  { ok: true; doc: Doc } | { ok: false; status: number; body: unknown }

export const resultOfAnswer = <Values, Done, Doc>(
  previous: FormResult<Values, Done>,
  answer: SubmissionAnswer<Doc>,
  values: Values,
  done: (doc: Doc) => Done,
): FormResult<Values, Done> => {
  const attempt = previous.attempt + 1
  if (answer.ok) return { status: 'success', attempt, done: done(answer.doc) }
  return {
    status: 'error',
    attempt,
    httpStatus: answer.status,
    // Spec §8's "{status}: {message}".
    message: `${answer.status}: ${apiMessage(answer.body) ?? JSON.stringify(answer.body)}`,
    fieldErrors: Object.fromEntries(
      fieldErrorsIn(answer.body).map(({ path, message }) => [path, message]),
    ),
    data: errorDataIn(answer.body),
    values,
  }
}

const LONGEST_FIELD = Math.max(...Object.values(TEXT_LIMITS)) + 1

// Cut just past the longest a field may be: still refused, and never echoed back huge.
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, LONGEST_FIELD) : ''
}

export const unanswered = <Values, Done>(
  previous: FormResult<Values, Done>,
  values: Values,
  message: string,
): FormResult<Values, Done> => ({
  status: 'error',
  attempt: previous.attempt + 1,
  httpStatus: 0,
  message,
  fieldErrors: {},
  data: {},
  values,
})
