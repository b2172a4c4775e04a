'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import type { LucideIcon } from 'lucide-react'

type Props = {
  /** The button's accessible name, also shown as its tooltip. */
  label: string
  icon: LucideIcon
  onClick: () => void
  disabled?: boolean
  tone?: 'default' | 'danger'
}

/**
 * A small icon-only button with a tooltip naming it. The tooltip opens after the spec's
 * delays (set on the dashboard's Tooltip.Provider) and closes on leave, blur, click or Escape.
 */
export const IconButton = ({ label, icon: Icon, onClick, disabled, tone = 'default' }: Props) => (
  <Tooltip.Root>
    <Tooltip.Trigger asChild>
      <button
        type="button"
        className={`dash-icon-button${tone === 'danger' ? ' dash-icon-button--danger' : ''}`}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        <Icon size={16} aria-hidden />
      </button>
    </Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content className="dash-tooltip" sideOffset={6}>
        {label}
        <Tooltip.Arrow className="dash-tooltip__arrow" />
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip.Root>
)
