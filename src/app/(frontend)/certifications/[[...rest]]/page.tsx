import { CertificationsPage } from '@/components/certifications/certifications-page'
import { getCachedGlobal } from '@/server/content/globals'
import { getWorkshopOffers } from '@/server/workshop/offer'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest(
  '/certifications',
  {
    read: () => ({
      certifications: getCachedGlobal('certifications'),
      workshop: getCachedGlobal('workshop'),
      offers: getWorkshopOffers(),
    }),
    seo: ({ pages, certifications }) =>
      heroSeo(pages.certifications.hero, certifications.items?.[0]?.image),
    body: (content) => <CertificationsPage {...content} />,
  },
)

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
