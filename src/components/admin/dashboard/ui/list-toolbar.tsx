'use client'

import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

import { OptionList } from '@/components/ui/option-list'

import { useValueShownBeforeHydration } from './use-value-shown-before-hydration'

type Option = { value: string; label: string }

const SEARCH_DELAY_MS = 300

type SearchBoxProps = {
  label: string
  value: string
  onSearch: (text: string) => void
}

/** A search box that reports what was typed once typing pauses, not on every key. */
export const SearchBox = ({ label, value, onSearch }: SearchBoxProps) => {
  const [text, setText] = useState(value)
  const input = useValueShownBeforeHydration<HTMLInputElement>(text, setText)
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <div className="dash-search">
      <Search size={16} aria-hidden className="dash-search__icon" />
      <input
        ref={input}
        type="search"
        className="dash-input"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  )
}

type FilterSelectProps = {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
}

/** A labelled native select in the admin's input style. */
export const FilterSelect = ({ label, value, options, onChange }: FilterSelectProps) => {
  const select = useValueShownBeforeHydration<HTMLSelectElement>(value, onChange)
  const id = useId()
  // Labelled by its own label element only: a label wrapped around the select would add the
  // option texts to the select's accessible name.
  return (
    <div className="dash-filter">
      <label htmlFor={id} className="dash-filter__label">
        {label}
      </label>
      <select
        id={id}
        ref={select}
        className="dash-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <OptionList options={options} />
      </select>
    </div>
  )
}
