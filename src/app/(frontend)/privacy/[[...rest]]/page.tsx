import { PrivacyPage } from '@/components/privacy/privacy-page'
import { getCachedGlobal } from '@/server/content/globals'

import { pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const { generateMetadata, generateStaticParams, Page } = pageRenderedOnFirstRequest('/privacy', {
  read: () => ({ notice: getCachedGlobal('privacy-notice') }),
  seo: ({ notice }) => ({
    title: `${notice.titleEnglish} / ${notice.titleMalay}`,
    description: 'How we collect, use and protect your personal data under the PDPA 2010.',
  }),
  body: (content) => <PrivacyPage {...content} />,
})

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export { generateMetadata, generateStaticParams, Page as default }
