'use client'

import { Check, Circle, X } from 'lucide-react'

import type { MarkState, RollCallMark } from '@/lib/certificates/roll-call-marks'
import { formatInMalaysia } from '@/lib/malaysia-time'

export const MARK_LABELS: Record<MarkState, string> = {
  present: 'Present',
  absent: 'Absent',
  unmarked: 'Not marked',
}

const ICONS = { present: Check, absent: X, unmarked: Circle }

/** 'Marked by ana@academy.my, 1 Dec, 9:02 AM (Malaysian time)', or that it is being saved. */
const detailOf = (state: MarkState, saved: RollCallMark | undefined): string => {
  if (state !== 'unmarked' && state !== (saved?.present ? 'present' : 'absent')) return 'Saving…'
  if (!saved) return 'Tap when they arrive'
  const when = formatInMalaysia(saved.markedAt, 'd MMM, h:mm a')
  return `Marked by ${saved.markedBy ?? 'a former staff account'}, ${when} (Malaysian time)`
}

type Props = {
  name: string
  state: MarkState
  saved: RollCallMark | undefined // with who made it and when
  disabled: boolean
  onTap: () => void
}

// The whole row is the button: one tap marks present, another absent (and back).
export const RollCallRow = ({ name, state, saved, disabled, onTap }: Props) => {
  const Icon = ICONS[state]
  return (
    <button
      type="button"
      className={`roll-call-row roll-call-row--${state}`}
      data-mark={state}
      disabled={disabled}
      onClick={onTap}
    >
      <span className="roll-call-row__icon" aria-hidden>
        <Icon size={22} />
      </span>
      <span className="roll-call-row__name">{name}</span>
      <span className="roll-call-row__state">{MARK_LABELS[state]}</span>
      <span className="roll-call-row__detail">{detailOf(state, saved)}</span>
    </button>
  )
}
