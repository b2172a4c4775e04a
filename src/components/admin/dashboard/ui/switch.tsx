'use client'

import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'

type Props = { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void }

/** An on/off switch with its label, e.g. "Active (visible on website)". */
export const Switch = ({ label, checked, onCheckedChange }: Props) => {
  const id = useId()
  return (
    <div className="dash-switch">
      <RadixSwitch.Root
        id={id}
        className="dash-switch__root"
        checked={checked}
        onCheckedChange={onCheckedChange}
      >
        <RadixSwitch.Thumb className="dash-switch__thumb" />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
