import type { Certification } from '@/payload-types'

import { CardGrid } from '../ui/card-grid'
import { mediaPicture } from '../ui/media-picture'
import { CertificationCard } from './certification-card'

/** The certified programs as cards, with who awards them beneath. */
export function CertificationList({
  certifications,
  className,
  headingLevel,
}: {
  certifications: Certification
  className: string
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <>
      <CardGrid items={certifications.items} className={`grid gap-6 md:grid-cols-3 ${className}`}>
        {(item) => (
          <CertificationCard
            item={{
              title: item.title,
              description: item.description,
              image: mediaPicture(item.image),
            }}
            headingLevel={headingLevel}
          />
        )}
      </CardGrid>
      {certifications.awardedByText ? (
        <p className="mt-10 text-center font-medium text-slate-700">
          {certifications.awardedByText}
        </p>
      ) : null}
    </>
  )
}
