import type { ReactNode } from 'react'

import { buttonClass } from '../ui/button-link'

type Props = {
  pending: boolean
  label: string
  busyLabel: string
  icon?: ReactNode
  className?: string
}

/**
 * A form's submit button. It works before the page's scripts run (the browser posts the
 * form to its server action), so it is only disabled while a post is on its way.
 */
export function SubmitButton({ pending, label, busyLabel, icon, className }: Props) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonClass('dark', `disabled:opacity-70 ${className ?? ''}`.trim())}
    >
      {icon}
      {pending ? busyLabel : label}
    </button>
  )
}
