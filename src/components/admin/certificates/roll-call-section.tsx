'use client'

import { RefreshCw } from 'lucide-react'
import { useState } from 'react'

import { editionDays, malaysianDayOf } from '@/lib/certificates/edition-days'
import { countMarks, describeCounts } from '@/lib/certificates/roll-call-counts'
import {
  defaultRollCallDay,
  formatEditionDay,
  hasDayBegun,
  rollCallDayLabel,
} from '@/lib/certificates/roll-call-days'
import {
  stateOf,
  type MarkState,
  type RollCallParticipant,
} from '@/lib/certificates/roll-call-marks'
import { searchRollCall } from '@/lib/certificates/roll-call-search'
import type { EditionFigures } from '@/lib/dashboard/edition-figures'
import { failureMessage } from '@/lib/dashboard/api-error'

import { SearchBox } from '../dashboard/ui/list-toolbar'
import { Section } from '../dashboard/ui/section'
import { SmallButton } from '../dashboard/ui/small-button'
import { AttendanceSheetButton } from './attendance-sheet-button'
import { DayPicker } from './day-picker'
import { RollCallGroup } from './roll-call-group'
import { useAttendanceMarks } from './use-attendance-marks'
import { useRollCall } from './use-roll-call'

type Props = { edition: EditionFigures; staffEmail: string | null }

/**
 * The roll call at the door: one day of the edition, everyone expected grouped by
 * registration, one tap per person. Taps show at once and are saved in the background; a
 * refused save puts the mark back as it was and says why.
 */
export const RollCallSection = ({ edition, staffEmail }: Props) => {
  const rollCall = useRollCall(edition.id)
  const marks = useAttendanceMarks(edition.id, staffEmail)
  const today = malaysianDayOf(new Date())
  const days = rollCall.data?.edition.days ?? editionDays(edition.startsAt, edition.endsAt)
  const [chosenDay, setDay] = useState(() => defaultRollCallDay(days, today))
  const [search, setSearch] = useState('')
  const [announced, setAnnounced] = useState('')
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : defaultRollCallDay(days, today)
  const registrations = rollCall.data?.registrations ?? []

  const stateAt = (registration: number, participant: RollCallParticipant): MarkState =>
    day
      ? stateOf(marks.unsaved(day, registration, participant.no) ?? participant.marks[day]?.present)
      : 'unmarked'
  const counts = countMarks(registrations, (registration, participant) =>
    stateAt(registration.id, participant),
  )
  const shown = searchRollCall(registrations, search)
  const begun = day !== null && hasDayBegun(day, today)

  return (
    <Section
      id="roll-call"
      title="Roll call"
      summary={
        day && (
          <span data-testid="roll-call-counts">
            {rollCallDayLabel(day, days.indexOf(day))}: {describeCounts(counts)}
            {marks.saving && <span className="dash-muted"> · saving…</span>}
          </span>
        )
      }
      actions={
        <>
          <SmallButton
            buttonStyle="secondary"
            disabled={rollCall.isFetching}
            onClick={() => void rollCall.refetch()}
            icon={<RefreshCw size={16} aria-hidden />}
            iconPosition="left"
          >
            Refresh
          </SmallButton>
          {day && <AttendanceSheetButton edition={edition} day={day} />}
        </>
      }
    >
      {day && <DayPicker days={days} today={today} chosen={day} onChoose={setDay} />}
      {day && !begun && (
        <p className="dash-notice certificates__gap" data-testid="day-not-begun">
          This day has not begun: its attendance can be marked from {formatEditionDay(day)}. Its
          sheet can be printed now.
        </p>
      )}
      <div className="dash-toolbar">
        <SearchBox label="Search name or organisation" value={search} onSearch={setSearch} />
      </div>
      <p className="dash-visually-hidden" aria-live="polite">
        {announced}
      </p>
      {rollCall.isPending ? (
        <p className="dash-muted">Loading…</p>
      ) : rollCall.error ? (
        <p className="dash-notice" role="alert">
          {failureMessage(rollCall.error, 'Could not load the roll call.')}{' '}
          <SmallButton buttonStyle="secondary" onClick={() => void rollCall.refetch()}>
            Try again
          </SmallButton>
        </p>
      ) : registrations.length === 0 ? (
        <p className="dash-muted">Nobody is registered for this edition yet.</p>
      ) : shown.length === 0 ? (
        <p className="dash-muted">Nobody matches “{search}”.</p>
      ) : (
        day && (
          <div className="roll-call">
            {shown.map((registration) => (
              <RollCallGroup
                key={registration.id}
                registration={registration}
                day={day}
                disabled={!begun}
                stateOf={(participant) => stateAt(registration.id, participant)}
                onTap={(taps, said) => {
                  marks.tap(taps)
                  setAnnounced(said)
                }}
              />
            ))}
          </div>
        )
      )}
    </Section>
  )
}
