import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/lib/roles'
import { editionFigures } from '@/server/dashboard/edition-figures'

import { CertificatesPanels } from './certificates-panels'
import '../dashboard/dashboard.scss'
import './certificates.scss'

// Payload lets anyone reach a custom view and draws no template around it: the view checks the
// role itself and puts the admin's nav and header around its content.
export const CertificatesView = async ({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) => {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user)
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/certificates`)}`)
  if (!hasRole(req.user, 'admin')) redirect(`${adminRoute}/unauthorized`)
  const editions = await editionFigures(req)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      viewType="certificates"
      visibleEntities={{
        collections: visibleEntities?.collections,
        globals: visibleEntities?.globals,
      }}
    >
      <Gutter className="dash certificates">
        <header className="dash__header">
          <h1 className="dash__title">Attendance & certificates</h1>
          <p className="dash-muted">
            The roll call at the door, the day’s attendance sheet, and the certificates of
            completion once the workshop is over.
          </p>
        </header>
        <CertificatesPanels
          initialEditions={editions}
          adminRoute={adminRoute}
          staffEmail={req.user.email ?? null}
        />
      </Gutter>
    </DefaultTemplate>
  )
}
