import { MessageSquareMore } from '@/components/ui/icons'
import { ProgramCard } from '@/components/programs/program-card'
import { programCardData } from '@/components/programs/program-card-data'
import { ButtonLink } from '@/components/ui/button-link'
import { CardGrid } from '@/components/ui/card-grid'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { Page, Program } from '@/payload-types'

/** The training programs, the specialised ones, and an invitation to ask for others. */
export function ProgramsPage({ pages, programs }: { pages: Page; programs: Program }) {
  const text = pages.programs
  return (
    <>
      <PageHero {...text.hero} />
      <Section>
        <CardGrid items={programs.programs} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {(program, i) => (
            <ProgramCard {...programCardData(program)} headingLevel="h2" preload={i === 0} />
          )}
        </CardGrid>
      </Section>

      <Section tone="mist" heading={{ ...text.specialized, id: 'programs-specialized' }}>
        <CardGrid items={programs.specializedPrograms} className="mt-12 grid gap-6 md:grid-cols-3">
          {(program) => <ProgramCard {...programCardData(program)} />}
        </CardGrid>
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
