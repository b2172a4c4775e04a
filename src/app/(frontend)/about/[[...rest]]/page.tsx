import { AboutPage } from '@/components/about/about-page'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/about', {
  seo: ({ pages, site }) => heroSeo(pages.about.hero, site.founder?.photo, site.slogan),
  body: (content) => <AboutPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
