import type { Site, Workshop } from '@/payload-types'
import type { WorkshopOffers } from '@/server/workshop/offer'

import { Section } from '../ui/section'
import { WorkshopBanner } from './workshop-banner'

type Props = {
  /** The section's heading id, unique on its page. */
  id: string
  offers: WorkshopOffers
  workshop: Workshop
  site: Site
}

/** The certified workshop's banner as a page section, with the site's phone to call. */
export function WorkshopSection({ id, offers, workshop, site }: Props) {
  return (
    <Section labelledBy={id}>
      <WorkshopBanner
        offer={offers.featured}
        open={offers.open}
        labels={workshop.bannerLabels}
        phone={site.phone ?? site.whatsappPhone}
        headingId={id}
      />
    </Section>
  )
}
