'use client'

import type { LucideIcon } from 'lucide-react'

import { TooltipLabel } from './tooltip-label'

type Props = {
  /** The button's accessible name, also shown as its tooltip. */
  label: string
  icon: LucideIcon
  onClick: () => void
  disabled?: boolean
  tone?: 'default' | 'danger'
}

/** A small icon-only button with a tooltip naming it. */
export const IconButton = ({ label, icon: Icon, onClick, disabled, tone = 'default' }: Props) => (
  <TooltipLabel label={label}>
    <button
      type="button"
      className={`dash-icon-button${tone === 'danger' ? ' dash-icon-button--danger' : ''}`}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon size={16} aria-hidden />
    </button>
  </TooltipLabel>
)
