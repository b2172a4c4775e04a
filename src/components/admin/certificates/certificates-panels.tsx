'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'

import type { EditionsOverview } from '@/lib/dashboard/edition-figures'

import { createDashboardQueryClient } from '../dashboard/data/query-client'
import { CertificatesSection } from './certificates-section'
import { EditionPicker, useChosenEdition } from './edition-picker'
import { RollCallSection } from './roll-call-section'

const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

type Props = {
  initialEditions: EditionsOverview
  adminRoute: string
  /** Who is signed in, shown beside the marks they make until the roll call is read again. */
  staffEmail: string | null
}

/** The view's client side: one edition at a time, its roll call, then its certificates. */
export const CertificatesPanels = (props: Props) => {
  const [queryClient] = useState(createDashboardQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <EditionPanels {...props} />
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}

const EditionPanels = ({ initialEditions, adminRoute, staffEmail }: Props) => {
  const { editions, edition, choose } = useChosenEdition(initialEditions)
  if (!edition) {
    return <p className="dash-notice">There is no workshop edition yet.</p>
  }
  return (
    <>
      <EditionPicker editions={editions} chosen={edition.id} onChoose={choose} />
      {/* Keyed by edition: a new edition starts on its own default day, search and names. */}
      <RollCallSection key={`roll-${edition.id}`} edition={edition} staffEmail={staffEmail} />
      <CertificatesSection key={`cert-${edition.id}`} edition={edition} adminRoute={adminRoute} />
    </>
  )
}
