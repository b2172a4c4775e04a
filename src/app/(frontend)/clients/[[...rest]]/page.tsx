import { ClientsPage } from '@/components/clients/clients-page'
import { getCachedGlobal } from '@/server/content/globals'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/clients', {
  read: () => ({
    clients: getCachedGlobal('clients'),
  }),
  seo: ({ pages, clients }) => heroSeo(pages.clients.hero, clients.sectors?.[0]?.image),
  body: (content) => <ClientsPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
