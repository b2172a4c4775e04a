import { format } from 'date-fns'

import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { inMalaysia } from '@/lib/malaysia-time'
import { getCachedGlobal } from '@/server/content/globals'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

/** The bilingual privacy notice (PDPA) every form links to, with its version. */
const page = pageRenderedOnFirstRequest({
  read: () => ({ notice: getCachedGlobal('privacy-notice') }),
  metadata: ({ notice }) => ({
    path: '/privacy',
    title: `${notice.titleEnglish} / ${notice.titleMalay}`,
    description: 'How we collect, use and protect your personal data under the PDPA 2010.',
  }),
  body: ({ notice }) => {
    const effective = format(inMalaysia(notice.effectiveDate), 'd MMMM yyyy')
    return (
      <>
        <PageHero heading={`${notice.titleEnglish} / ${notice.titleMalay}`}>
          <p className="mt-5 text-navy-100">
            Version {notice.version}, effective {effective}. /{' '}
            <span lang="ms">
              Versi {notice.version}, berkuat kuasa {effective}.
            </span>
          </p>
        </PageHero>
        <Section>
          <div className="mx-auto max-w-5xl space-y-12">
            {(notice.sections ?? []).map((section) => (
              <section
                key={section.id ?? section.headingEnglish}
                className="grid gap-8 md:grid-cols-2"
              >
                <div>
                  <h2 className="text-2xl font-bold">{section.headingEnglish}</h2>
                  {paragraphs(section.textEnglish).map((text) => (
                    <p key={text} className="mt-3 text-slate-700">
                      {text}
                    </p>
                  ))}
                </div>
                <div lang="ms">
                  <h2 className="text-2xl font-bold">{section.headingMalay}</h2>
                  {paragraphs(section.textMalay).map((text) => (
                    <p key={text} className="mt-3 text-slate-700">
                      {text}
                    </p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </Section>
      </>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
