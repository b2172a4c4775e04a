import { ButtonLink } from '@/components/ui/button-link'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { BlogPage } from '@/payload-types'

/** Under every post: where to go next, the programs or the contact page. */
export function BlogCallToAction({ texts }: { texts: BlogPage }) {
  return (
    <Section tone="navy" labelledBy="blog-call-to-action">
      <div className="mx-auto max-w-3xl text-center">
        <SectionHeading
          id="blog-call-to-action"
          heading={texts.callToActionHeading}
          intro={texts.callToActionText}
          tone="dark"
        />
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/programs">{texts.programsButton}</ButtonLink>
          <ButtonLink href="/contact" variant="ghostLight">
            {texts.contactButton}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
