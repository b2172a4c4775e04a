'use client'

import { useId } from 'react'

type Props = {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A native checkbox with its label beside it, e.g. "Confirm the registration once fully paid". */
export const CheckboxField = ({ label, checked, onChange }: Props) => {
  const id = useId()
  return (
    <div className="dash-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
