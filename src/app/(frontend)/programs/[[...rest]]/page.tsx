import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { MessageSquareMore } from '@/components/ui/icons'

import { ProgramCard } from '@/components/programs/program-card'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'

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
  const [pages, programs] = await Promise.all([
    getCachedGlobal('pages'),
    getCachedGlobal('programs'),
  ])
  return pageMetadata({
    path: '/programs',
    title: pages.programs.hero.heading,
    description: pages.programs.hero.intro ?? '',
    image: programs.programs?.[0]?.image,
  })
}

/** The page's content, read from the CMS. */
const content = async () => {
  const [pages, programs] = await Promise.all([
    getCachedGlobal('pages'),
    getCachedGlobal('programs'),
  ])
  const text = pages.programs
  return (
    <>
      <PageHero heading={text.hero.heading} intro={text.hero.intro} />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {(programs.programs ?? []).map((program, i) => (
            <li key={program.id ?? program.title}>
              <ProgramCard {...program} headingLevel="h2" preload={i === 0} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="mist" labelledBy="programs-specialized">
        <SectionHeading id="programs-specialized" {...text.specialized} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {(programs.specializedPrograms ?? []).map((program) => (
            <li key={program.id ?? program.title}>
              <ProgramCard {...program} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="programs-special-requests">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-2xl border-2 border-dashed border-gold-400 bg-gold-50 p-8 text-center sm:p-12">
          <MessageSquareMore aria-hidden="true" className="size-10 text-gold-700" />
          <h2 id="programs-special-requests" className="text-3xl font-bold">
            {text.specialRequestsHeading}
          </h2>
          {programs.specialRequestsText ? (
            <p className="max-w-2xl text-lg text-slate-700">{programs.specialRequestsText}</p>
          ) : null}
          <ButtonLink href="/contact" variant="dark">
            {text.specialRequestsButton}
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

export default async function ProgramsPage({ params }: RootOnlyProps) {
  if (await isBelowThePage(params)) notFound()
  return <PageMain>{await content()}</PageMain>
}
