import { Building2 } from '@/components/ui/icons'
import { ButtonLink } from '@/components/ui/button-link'
import { CmsImage } from '@/components/ui/cms-image'
import { Figures } from '@/components/ui/figures'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { resolveFigures } from '@/lib/statistics'
import { slugify } from '@/lib/slug'
import type { Client, Page, Site } from '@/payload-types'

/** The organisations trained, sector by sector, with the figures that sum them up. */
export function ClientsPage({
  pages,
  clients,
  site,
}: {
  pages: Page
  clients: Client
  site: Site
}) {
  const text = pages.clients
  const sectors = clients.sectors ?? []
  const statistics = site.statistics ?? []
  // The number of sectors is counted, so it always matches the sections below.
  const computed = { sectors: String(sectors.length) }
  return (
    <>
      <PageHero heading={text.hero.heading} intro={text.hero.intro}>
        <Figures
          figures={resolveFigures(text.heroFigures ?? [], statistics, computed)}
          tone="dark"
          className="mt-10 max-w-3xl"
        />
      </PageHero>

      {sectors.map((sector, i) => {
        const headingId = `sector-${slugify(sector.name)}`
        return (
          <Section
            key={sector.id ?? sector.name}
            labelledBy={headingId}
            tone={i % 2 ? 'mist' : 'white'}
          >
            <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
              <div>
                <div className="relative aspect-[16/10] overflow-hidden rounded-2xl shadow-md">
                  <CmsImage
                    media={sector.image}
                    fill
                    sizes="(min-width: 1024px) 480px, 100vw"
                    // The first sector's picture is the largest thing on a phone's first screen.
                    preload={i === 0}
                  />
                </div>
              </div>
              <div>
                <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
                  {sector.name}
                </h2>
                {sector.description ? (
                  <p className="mt-3 text-slate-600">{sector.description}</p>
                ) : null}
                <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                  {(sector.clients ?? []).map((client, index) => (
                    <li key={index} className="client">
                      <Building2 aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
                      <span className="font-medium text-navy-900">{client.name}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Section>
        )
      })}

      <Section tone="navy" heading={{ ...text.summary, id: 'clients-summary' }}>
        <Figures
          figures={resolveFigures(text.summaryFigures ?? [], statistics, computed)}
          tone="dark"
          className="mx-auto mt-12 max-w-4xl"
        />
      </Section>

      <Section labelledBy="clients-cta">
        <div className="mx-auto max-w-3xl text-center">
          <SectionHeading id="clients-cta" {...text.callToAction} />
          <ButtonLink href="/contact" variant="dark" className="mt-8">
            {text.callToActionButton}
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}
