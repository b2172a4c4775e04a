import type { Site, Workshop } from '@/payload-types'
import type { WorkshopOffers } from '@/server/workshop/offer'

import { Section } from '../ui/section'
import { bannerOffer } from './banner-offer'
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
  const { featured } = offers
  return (
    <Section labelledBy={id}>
      <WorkshopBanner
        offer={featured ? bannerOffer(featured) : null}
        otherDates={offers.open
          .filter((other) => other.edition.id !== featured?.edition.id)
          .map(({ path, daysLabel }) => ({ path, daysLabel }))}
        labels={workshop.bannerLabels}
        phone={site.phone ?? site.whatsappPhone}
        headingId={id}
      />
    </Section>
  )
}
