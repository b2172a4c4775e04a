import { ContactPage } from '@/components/contact/contact-page'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/contact', {
  seo: ({ pages, site }) => heroSeo(pages.contact.hero, site.mapImage),
  body: (content) => <ContactPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
