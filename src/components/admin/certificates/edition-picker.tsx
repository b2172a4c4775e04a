'use client'

import { useState } from 'react'

import { editionChoices } from '@/lib/certificates/edition-choices'
import type { EditionFigures, EditionsOverview } from '@/lib/dashboard/edition-figures'

import { FilterSelect } from '../dashboard/ui/list-toolbar'
import { useEditions } from '../dashboard/registrations/use-registrations'

/** The edition the view shows: the one running now or next, until staff choose another. */
export const useChosenEdition = (initialEditions: EditionsOverview) => {
  const overview = useEditions(initialEditions).data ?? initialEditions
  const [chosen, setChosen] = useState<number | null>(
    overview.defaultEdition ?? overview.editions[0]?.id ?? null,
  )
  const edition: EditionFigures | undefined =
    overview.editions.find((candidate) => candidate.id === chosen) ?? overview.editions[0]
  return { editions: overview, edition, choose: setChosen }
}

type Props = {
  editions: EditionsOverview
  chosen: number
  onChoose: (edition: number) => void
}

/** Which edition: its title and dates, the next or current one first. */
export const EditionPicker = ({ editions, chosen, onChoose }: Props) => (
  <div className="dash-toolbar certificates__edition">
    <FilterSelect
      label="Edition"
      value={String(chosen)}
      options={editionChoices(editions)}
      onChange={(value) => onChoose(Number(value))}
    />
  </div>
)
