import type { ReactNode } from 'react'

/** Input classes (`.input` in globals.css), red-bordered when the field has an error. */
export const inputClass = (invalid: boolean, extra = '') =>
  `input ${invalid ? 'border-red-700' : 'border-slate-300'}${extra ? ` ${extra}` : ''}`

type Props = {
  /**
   * The control it holds, bound to the form (see bindFields): the label and the message
   * follow its id; the message is its validation's (browser or server).
   */
  field: { props: { id: string }; message: string | undefined }
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}

/**
 * A labelled form field with its error message underneath. The control inside spreads its
 * bound field's props, which wire it to the label and the message.
 */
export function FormField({ field, label, required, hint, children }: Props) {
  const { id } = field.props
  const error = field.message
  return (
    <div>
      <label htmlFor={id} className="field-label">
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
      <p id={errorId(id)} className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  )
}

export const errorId = (id: string) => `${id}-error`
