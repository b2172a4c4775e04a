'use client'

import { useEffect, useRef } from 'react'

import type { EditionOption } from './edition-option'
import { BilingualLabel } from '@/components/ui/bilingual-label'

type Props = {
  options: EditionOption[]
  initial: string
  seatsLeft: Record<string, number>
  onSelect: (slug: string) => void
}

const seatsText = (left: number) => (
  <BilingualLabel
    english={`${left} ${left === 1 ? 'seat' : 'seats'} left`}
    malay={`${left} tempat berbaki`}
  />
)

// A plain form field, so a post without scripts carries it.
export function EditionPicker({ options, initial, seatsLeft, onSelect }: Props) {
  const fieldset = useRef<HTMLFieldSetElement>(null)
  // A choice made before the page's scripts ran is the form's choice once they do.
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input:checked')
    if (checked) onSelect(checked.value)
  }, [onSelect])

  if (options.length === 1) return <input type="hidden" name="edition" value={options[0].slug} />
  return (
    <fieldset ref={fieldset} className="space-y-3">
      <legend className="mb-4 font-display text-2xl font-bold text-navy-900">
        <BilingualLabel english="Choose your dates" malay="Pilih tarikh" />
      </legend>
      {options.map((option) => (
        <label
          key={option.slug}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-[:checked]:border-navy-700 has-[:checked]:ring-2 has-[:checked]:ring-navy-600/30"
        >
          <input
            type="radio"
            name="edition"
            value={option.slug}
            defaultChecked={option.slug === initial}
            onChange={() => onSelect(option.slug)}
            className="mt-1 size-4 accent-navy-800"
          />
          <span>
            <span className="block font-semibold text-navy-900">
              {option.daysLabel}, starts {option.startTimeLabel}
            </span>
            <span lang="ms" className="block text-sm text-slate-700">
              {option.daysLabelMs}, bermula {option.startTimeLabelMs}
            </span>
            <span className="block text-slate-700">
              <BilingualLabel english={option.venue} malay={option.venueMs} />
            </span>
            <span className="block text-sm font-semibold text-gold-800">
              {seatsText(seatsLeft[option.slug] ?? option.remaining)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
