import { MessageSquareMore } from '@/components/ui/icons'

import { ProgramCard } from '@/components/programs/program-card'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({ pages: getCachedGlobal('pages'), programs: getCachedGlobal('programs') }),
  metadata: ({ pages, programs }) => ({
    path: '/programs',
    title: pages.programs.hero.heading,
    description: pages.programs.hero.intro ?? '',
    image: programs.programs?.[0]?.image,
  }),
  body: ({ pages, programs }) => {
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
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
