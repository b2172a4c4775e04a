import type { ReactNode } from 'react'

/** Input classes (`.input` in globals.css), red-bordered when the field has an error. */
export const inputClass = (invalid: boolean, extra = '') =>
  `input ${invalid ? 'border-red-700' : 'border-slate-300'}${extra ? ` ${extra}` : ''}`

type Props = {
  /** Bound by bindFields: the label and the message follow its id. */
  field: { props: { id: string }; message: string | undefined }
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}

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
