'use client'

import { useLayoutEffect, type RefObject } from 'react'

import { FormField } from './form-field'

type Props = {
  label: string
  required?: boolean
  accept: string
  inputRef: RefObject<HTMLInputElement | null>
  onChoose: (file: File | null) => void
}

// A file chosen before hydration is in the input but not in state: it is handed to `onChoose`
// as the field hydrates (as useValueShownBeforeHydration does for text).
export const FileField = ({ label, required, accept, inputRef, onChoose }: Props) => {
  useLayoutEffect(() => {
    const chosen = inputRef.current?.files?.[0]
    if (chosen) onChoose(chosen)
    // Once, for the hydration: later choices arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <FormField label={label} required={required}>
      {({ inputId }) => (
        <input
          id={inputId}
          ref={inputRef}
          className="dash-file-input"
          type="file"
          accept={accept}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      )}
    </FormField>
  )
}
