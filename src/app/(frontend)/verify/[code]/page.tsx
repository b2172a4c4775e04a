import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PageMain } from '@/components/site-shell/page-main'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { CertificateFacts } from '@/components/verify/certificate-facts'
import { CertificateStatus } from '@/components/verify/certificate-status'
import { VerificationActions } from '@/components/verify/verification-actions'
import { linkedInAddToProfileUrl } from '@/lib/certificates/linkedin'
import {
  credentialJsonUrl,
  credentialJwtUrl,
  jwksUrl,
  verificationUrl,
} from '@/lib/certificates/verification-urls'
import { verificationView } from '@/lib/certificates/verification-view'
import { verificationPage } from '@/server/certificates/verification-page'
import { serverUrl } from '@/server/seo/server-url'

// One page per certificate, read when asked: a code a visitor makes up must not become a
// cache entry, and a revocation shows at once.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ code: string }> }

const readPage = cache(verificationPage)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage((await params).code)
  return {
    title: page ? `Certificate of ${page.certificate.participantName}` : 'Certificate verification',
    robots: { index: false, follow: false },
  }
}

export default async function VerifyCertificatePage({ params }: Props) {
  const page = await readPage((await params).code)
  if (!page) notFound()
  const { certificate, academyName, linkedInOrganizationId, issuedOn, revokedOn } = page
  const view = verificationView({ ...certificate, issuedOn, revokedOn })
  const origin = serverUrl()
  const address = verificationUrl(origin, certificate.code)
  return (
    <PageMain>
      <PageHero
        eyebrow="Certificate verification / Pengesahan sijil"
        heading={`${academyName}: certificate of completion`}
        intro="This page is kept by the academy that issued the certificate. / Halaman ini diselenggara oleh akademi yang mengeluarkan sijil ini."
      />
      <Section labelledBy="certificate-status">
        <div className="max-w-3xl">
          <h2 id="certificate-status" className="sr-only">
            Status
          </h2>
          <CertificateStatus status={view.status} />
          <CertificateFacts view={view} />
          {view.status.valid ? (
            <VerificationActions
              pdfUrl={`${address}/certificate.pdf`}
              linkedInUrl={linkedInAddToProfileUrl({
                name: certificate.programme,
                organizationName: academyName,
                organizationId: linkedInOrganizationId,
                issuedOn,
                certUrl: address,
                certId: certificate.number,
              })}
              credentialJsonUrl={credentialJsonUrl(origin, certificate.code)}
              credentialJwtUrl={credentialJwtUrl(origin, certificate.code)}
              jwksUrl={jwksUrl(origin)}
            />
          ) : null}
        </div>
      </Section>
    </PageMain>
  )
}
