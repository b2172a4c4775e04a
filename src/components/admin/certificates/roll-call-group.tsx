'use client'

import { CheckCheck } from 'lucide-react'

import {
  nextPresent,
  type MarkState,
  type RollCallParticipant,
  type Tap,
} from '@/lib/certificates/roll-call-marks'
import type { RollCall } from './certificate-api'

import { SmallButton } from '../dashboard/ui/small-button'
import { StatusPill } from '../dashboard/ui/status-pill'
import { MARK_LABELS, RollCallRow } from './roll-call-row'

type Props = {
  registration: RollCall['registrations'][number]
  day: string
  /** The day has not begun: nothing can be marked yet. */
  disabled: boolean
  stateOf: (participant: RollCallParticipant) => MarkState
  /** The taps to save, and what to tell a screen reader about them. */
  onTap: (taps: Tap[], said: string) => void
}

/** One registration's people at the door, with "All present" for a group arriving together. */
export const RollCallGroup = ({ registration, day, disabled, stateOf, onTap }: Props) => {
  const headingId = `roll-call-${registration.id}`
  const tapOf = (participant: RollCallParticipant, present: boolean): Tap => ({
    day,
    registration: registration.id,
    participant: participant.no,
    present,
  })
  const notPresent = registration.participants.filter((p) => stateOf(p) !== 'present')
  return (
    <section
      className="roll-call__group"
      aria-labelledby={headingId}
      data-registration={registration.reference}
    >
      <div className="certificates-spread roll-call__group-header">
        <div>
          <h3 id={headingId} className="roll-call__organisation">
            {registration.organization}
          </h3>
          <div className="dash-small dash-muted">
            {registration.reference}
            {registration.status !== 'confirmed' && (
              <>
                {' '}
                <StatusPill tone="warning">Not confirmed</StatusPill>
              </>
            )}
          </div>
        </div>
        <SmallButton
          buttonStyle="secondary"
          disabled={disabled || notPresent.length === 0}
          aria-label={`All present: ${registration.organization}`}
          icon={<CheckCheck size={16} aria-hidden />}
          iconPosition="left"
          onClick={() =>
            onTap(
              notPresent.map((participant) => tapOf(participant, true)),
              `${registration.organization}: everyone present`,
            )
          }
        >
          All present
        </SmallButton>
      </div>
      <ul className="roll-call__rows">
        {registration.participants.map((participant) => {
          const state = stateOf(participant)
          const present = nextPresent(state)
          return (
            <li key={participant.no}>
              <RollCallRow
                name={participant.name}
                state={state}
                saved={participant.marks[day]}
                disabled={disabled}
                onTap={() =>
                  onTap(
                    [tapOf(participant, present)],
                    `${participant.name}: ${MARK_LABELS[present ? 'present' : 'absent']}`,
                  )
                }
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
