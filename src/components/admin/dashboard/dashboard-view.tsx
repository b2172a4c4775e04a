import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/lib/roles'
import { editionFigures } from '@/server/dashboard/edition-figures'
import { findPlaceholderImages } from '@/server/content/placeholder-images'

import { RecentAuditLog } from './audit/recent-audit-log'
import { ContentLinks } from './content-links'
import { DashboardContents } from './dashboard-contents'
import { DashboardPanels } from './dashboard-panels'
import { dashboardSections } from './dashboard-sections'
import './dashboard.scss'

type Props = AdminViewServerProps & {
  navGroups?: Parameters<typeof ContentLinks>[0]['groups']
}

// Payload sends anonymous visitors to the login first; a custom view checks anyway, since what it
// shows is up to the view.
export const DashboardView = async ({ initPageResult, navGroups = [] }: Props) => {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login`)
  if (!hasRole(req.user, 'admin', 'editor')) redirect(`${adminRoute}/unauthorized`)
  const isAdmin = hasRole(req.user, 'admin')
  // The registrations panel opens on the next or current edition without a round trip.
  const editions = isAdmin ? await editionFigures(req) : null
  const imagesToReplace = (await findPlaceholderImages(req.payload)).length
  return (
    <Gutter className="dash">
      <header className="dash__header">
        <h1 className="dash__title">Dashboard</h1>
        <p className="dash-muted">
          {isAdmin
            ? 'Registrations, inquiries and videos of the academy’s website.'
            : 'Videos and content of the academy’s website.'}
        </p>
      </header>
      <DashboardContents sections={dashboardSections(isAdmin)} />
      <DashboardPanels isAdmin={isAdmin} adminRoute={adminRoute} editions={editions} />
      {isAdmin && <RecentAuditLog req={req} adminRoute={adminRoute} />}
      <ContentLinks
        groups={navGroups}
        adminRoute={adminRoute}
        language={req.i18n.language}
        imagesToReplace={imagesToReplace}
      />
    </Gutter>
  )
}
