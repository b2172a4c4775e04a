'use client'

import { useState } from 'react'

import { failureMessage } from '@/lib/dashboard/api-error'
import { formatRinggit } from '@/lib/pricing'
import type { Registration } from '@/payload-types'

import { SearchBox } from '../ui/list-toolbar'
import { SmallButton } from '../ui/small-button'
import { outstandingOf, paymentLabel } from './payment-state'
import { useRegistrationSearch } from './use-registration-search'

type Props = {
  /** Registrations already added: they are not offered again. */
  chosen: number[]
  onAdd: (registration: Registration) => void
}

/** A search for the registration a bank line pays, each one found with an Add button. */
export const RegistrationFinder = ({ chosen, onAdd }: Props) => {
  const [search, setSearch] = useState('')
  const found = useRegistrationSearch(search)
  const docs = (found.data?.docs ?? []).filter((doc) => !chosen.includes(doc.id))
  return (
    <div className="dash-finder">
      <SearchBox label="Search reference or organization" value={search} onSearch={setSearch} />
      {search.trim() !== '' &&
        (found.error ? (
          <p role="alert" className="dash-field__error">
            {failureMessage(found.error, 'Could not search the registrations.')}
          </p>
        ) : found.isPending ? (
          <p className="dash-muted">Searching…</p>
        ) : docs.length === 0 ? (
          <p className="dash-muted">No registrations found.</p>
        ) : (
          <ul className="dash-pick-list" aria-label="Registrations found">
            {docs.map((registration) => (
              <li key={registration.id}>
                <span>
                  <span className="dash-strong">{registration.reference}</span>{' '}
                  {registration.organization}
                  <span className="dash-small dash-muted">
                    {` · ${paymentLabel(registration)}`}
                    {` · ${formatRinggit(outstandingOf(registration))} outstanding`}
                  </span>
                </span>
                <SmallButton
                  buttonStyle="secondary"
                  aria-label={`Add ${registration.reference ?? registration.organization}`}
                  onClick={() => onAdd(registration)}
                >
                  Add
                </SmallButton>
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
