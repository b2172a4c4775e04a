'use client'

import { rollCallDayLabel } from '@/lib/certificates/roll-call-days'

type Props = {
  days: readonly string[]
  today: string
  chosen: string
  onChoose: (day: string) => void
}

/** The edition's days as large buttons, the chosen one pressed; today says so. */
export const DayPicker = ({ days, today, chosen, onChoose }: Props) => (
  <div className="roll-call-days" role="group" aria-label="Day">
    {days.map((day, index) => (
      <button
        key={day}
        type="button"
        className="roll-call-days__day"
        aria-pressed={day === chosen}
        onClick={() => onChoose(day)}
      >
        {rollCallDayLabel(day, index)}
        {day === today && <span className="roll-call-days__today"> (today)</span>}
      </button>
    ))}
  </div>
)
