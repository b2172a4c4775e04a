import type { ReactNode } from 'react'

import { buttonClass } from '../ui/button-link'
import type { FrameState } from './form-on-demand'

type Props = FrameState & {
  label: string
  busyLabel: string
  icon?: ReactNode
  className?: string
}

/** A form frame's submit button: disabled until the frame is live, and while it sends. */
export function SubmitButton({ live, submitting, label, busyLabel, icon, className }: Props) {
  return (
    <button
      type="submit"
      disabled={!live || submitting}
      className={buttonClass('dark', `disabled:opacity-70 ${className ?? ''}`.trim())}
    >
      {icon}
      {submitting ? busyLabel : label}
    </button>
  )
}
