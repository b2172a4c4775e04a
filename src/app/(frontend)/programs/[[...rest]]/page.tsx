import { ProgramsPage } from '@/components/programs/programs-page'
import { getCachedGlobal } from '@/server/content/globals'

import { heroSeo, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/programs', {
  read: () => ({ programs: getCachedGlobal('programs') }),
  seo: ({ pages, programs }) => heroSeo(pages.programs.hero, programs.programs?.[0]?.image),
  body: (content) => <ProgramsPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
