import { TEXT_LIMITS } from '@/lib/validation/limits'
import { apiMessage, errorDataIn, fieldErrorsIn } from '@/lib/http/request-error'

/**
 * What a public form's action answers, and what the form shows of it: before the scripts
 * run (or without them) in the page the server renders after a native post, afterwards in
 * toasts and under the fields. `values` are what was sent, to fill the form again after a
 * refusal; `attempt` tells one answer from the next.
 */
export type FormResult<Values, Done = null> =
  | { status: 'idle'; attempt: 0 }
  | { status: 'success'; attempt: number; done: Done }
  | {
      status: 'error'
      attempt: number
      httpStatus: number
      /** Spec §8: "{status}: {message}". */
      message: string
      fieldErrors: Record<string, string>
      /** Anything else the server said (e.g. `remainingSeats` on a 409). */
      data: Record<string, unknown>
      values: Values
    }

export const IDLE = { status: 'idle', attempt: 0 } as const

/** A submission's outcome: the stored document, or the status and body the API answers for a refusal. */
export type SubmissionAnswer<Doc> =
  { ok: true; doc: Doc } | { ok: false; status: number; body: unknown }

/** The form's result from the submission's answer to what the visitor sent. */
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
    // Spec §8's "{status}: {message}", as a client of the API reads it from the same answer.
    message: `${answer.status}: ${apiMessage(answer.body) ?? JSON.stringify(answer.body)}`,
    fieldErrors: Object.fromEntries(
      fieldErrorsIn(answer.body).map(({ path, message }) => [path, message]),
    ),
    data: errorDataIn(answer.body),
    values,
  }
}

/** One character more than the longest text any field takes: still too long to be valid. */
const LONGEST_FIELD = Math.max(...Object.values(TEXT_LIMITS)) + 1

/**
 * A form field's text from a posted form (absent or a file: empty). Cut just past the longest
 * a field may be: validation still refuses it, and a refusal never echoes a huge input back.
 */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, LONGEST_FIELD) : ''
}

/**
 * The result when no answer came (the network failed, or something other than the site
 * answered): the form keeps what was typed and says it could not send.
 */
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
