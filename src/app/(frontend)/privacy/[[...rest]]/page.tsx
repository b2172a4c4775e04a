import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { format } from 'date-fns'

import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { inMalaysia } from '@/lib/malaysia-time'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** The bilingual privacy notice (PDPA) every form links to, with its version. */

import {
  isBelowThePage,
  noStaticParams,
  NOT_FOUND_METADATA,
  type RootOnlyProps,
} from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.ts); Next reads
// these literals without running the file.
export const revalidate = 10
export const dynamicParams = true
export const generateStaticParams = noStaticParams

export async function generateMetadata({ params }: RootOnlyProps): Promise<Metadata> {
  if (await isBelowThePage(params)) return NOT_FOUND_METADATA
  const notice = await getCachedGlobal('privacy-notice')
  return pageMetadata({
    path: '/privacy',
    title: `${notice.titleEnglish} / ${notice.titleMalay}`,
    description: 'How we collect, use and protect your personal data under the PDPA 2010.',
  })
}

/** The page's content, read from the CMS. */
const content = async () => {
  const notice = await getCachedGlobal('privacy-notice')
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
}

export default async function PrivacyPage({ params }: RootOnlyProps) {
  if (await isBelowThePage(params)) notFound()
  return <PageMain>{await content()}</PageMain>
}
