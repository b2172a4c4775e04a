import { HomePage } from '@/components/home/home-page'
import { getActiveVideos } from '@/server/content/active-videos'
import { getCachedGlobal } from '@/server/content/globals'
import { getWorkshopOffers } from '@/server/workshop/offer'

import { pageRenderedOnFirstRequest } from '../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/', {
  read: () => ({
    home: getCachedGlobal('home'),
    programs: getCachedGlobal('programs'),
    testimonials: getCachedGlobal('testimonials'),
    products: getCachedGlobal('products'),
    certifications: getCachedGlobal('certifications'),
    fallbackVideos: getCachedGlobal('free-videos'),
    activeVideos: getActiveVideos(),
    offers: getWorkshopOffers(),
    workshop: getCachedGlobal('workshop'),
  }),
  seo: ({ home }) => ({ description: home.heroWelcome }),
  body: (content) => <HomePage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
