'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'

import type { EditionsOverview } from '@/lib/dashboard/edition-figures'

import { createDashboardQueryClient } from './data/query-client'
import { InquiriesPanel } from './inquiries/inquiries-panel'
import { BankStatementsPanel } from './payments/bank-statements-panel'
import { PersonalDataPanel } from './privacy/personal-data-panel'
import { RegistrationsPanel } from './registrations/registrations-panel'
import { VideoManagementPanel } from './videos/video-management-panel'

// Spec §9: tooltips open after 700 ms; moving to the next within 300 ms opens it at once.
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

type Props = {
  isAdmin: boolean
  adminRoute: string
  /** Admins only: the editions and their seats, read as the dashboard was rendered. */
  editions: EditionsOverview | null
}

// Panels holding personal data are for admins only (the API refuses them to editors too).
export const DashboardPanels = ({ isAdmin, adminRoute, editions }: Props) => {
  const [queryClient] = useState(createDashboardQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {isAdmin && editions && <RegistrationsPanel initialEditions={editions} />}
        {isAdmin && <BankStatementsPanel />}
        {isAdmin && <InquiriesPanel />}
        <VideoManagementPanel />
        {isAdmin && <PersonalDataPanel adminRoute={adminRoute} />}
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}
