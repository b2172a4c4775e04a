import type { ReactNode } from 'react'

const inputBase =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-600 focus:ring-2 focus:ring-navy-600/30 focus:outline-none disabled:bg-slate-100'

/** Input classes, red-bordered when the field has an error. */
export const inputClass = (invalid: boolean, extra = '') =>
  `${inputBase} ${invalid ? 'border-red-700' : 'border-slate-300'} ${extra}`

type Props = {
  id: string
  label: ReactNode
  /** The field's message from validation (browser or server), shown under it. */
  error?: string
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}

/**
 * A labelled form field with its error message underneath. The control inside gets
 * `aria-describedby={errorId(id)}` and `aria-invalid` from the form.
 */
export function FormField({ id, label, error, required, hint, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">(optional)</span>
        )}
      </label>
      {hint ? <p className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      {children}
      <p
        id={errorId(id)}
        className="mt-1 min-h-5 text-sm font-medium text-red-700"
        role={error ? 'alert' : undefined}
      >
        {error}
      </p>
    </div>
  )
}

export const errorId = (id: string) => `${id}-error`
