import { format } from 'date-fns'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { inMalaysia } from '@/lib/malaysia-time'
import type { PrivacyNotice } from '@/payload-types'

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** One language's side of a section of the notice: its heading and paragraphs. */
function NoticeColumn({ heading, text, lang }: { heading: string; text: string; lang?: 'ms' }) {
  return (
    <div lang={lang}>
      <h2 className="text-2xl font-bold">{heading}</h2>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
    </div>
  )
}

/** The bilingual privacy notice (PDPA) every form links to, with its version. */

/** The bilingual privacy notice (PDPA) every form links to, with its version. */
export function PrivacyPage({ notice }: { notice: PrivacyNotice }) {
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
              <NoticeColumn heading={section.headingEnglish} text={section.textEnglish} />
              <NoticeColumn heading={section.headingMalay} text={section.textMalay} lang="ms" />
            </section>
          ))}
        </div>
      </Section>
    </>
  )
}
