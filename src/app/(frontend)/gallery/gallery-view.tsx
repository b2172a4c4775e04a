import { ButtonLink } from '@/components/ui/button-link'
import { Figures } from '@/components/ui/figures'
import { GalleryFilterChips } from '@/components/gallery/gallery-filter-chips'
import { GalleryGrid } from '@/components/gallery/gallery-grid'
import type { GalleryPhotoData } from '@/components/gallery/gallery-slide'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import {
  countByGalleryFilter,
  inGalleryFilter,
  type GalleryFilter,
} from '@/lib/gallery/gallery-filter'
import { resolveFigures } from '@/lib/statistics'
import { getGalleryPhotos, type GalleryPhoto } from '@/server/content/gallery'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'

/** Only what the grid and the lightbox draw crosses to the browser. */
const toPhotoData = ({ id, title, category, description, image }: GalleryPhoto) => ({
  id,
  title,
  category,
  description,
  src: image.url ?? '',
  width: image.width ?? 1600,
  height: image.height ?? 1000,
  alt: image.alt || title,
  blurDataUrl: image.blurDataUrl ?? null,
})

/** Every filtered view shares one canonical address: the whole gallery. */
export const galleryMetadata = async () => {
  const [texts, photos] = await Promise.all([getCachedGlobal('gallery-page'), getGalleryPhotos()])
  return pageMetadata({
    path: '/gallery',
    title: texts.hero.heading,
    description: texts.hero.intro ?? texts.hero.heading,
    image: photos[0]?.image,
  })
}

export async function GalleryView({ filter }: { filter: GalleryFilter }) {
  const [texts, site, photos] = await Promise.all([
    getCachedGlobal('gallery-page'),
    getCachedGlobal('site'),
    getGalleryPhotos(),
  ])
  const shown: GalleryPhotoData[] = photos
    .filter((photo) => inGalleryFilter(photo.category, filter))
    .map(toPhotoData)
  return (
    <>
      <PageHero heading={texts.hero.heading} intro={texts.hero.intro}>
        <Figures
          figures={resolveFigures(texts.heroFigures ?? [], site.statistics ?? [])}
          tone="dark"
          className="mt-10 max-w-3xl"
        />
      </PageHero>

      <Section tone="mist">
        <GalleryFilterChips
          current={filter}
          counts={countByGalleryFilter(photos)}
          allLabel={texts.allCategories}
          label={texts.filterLabel}
        />
        <div className="mt-10">
          {shown.length ? (
            <GalleryGrid photos={shown} />
          ) : (
            <p className="py-16 text-center text-lg text-slate-600">{texts.emptyCategory}</p>
          )}
        </div>
      </Section>

      <Section labelledBy="gallery-call-to-action">
        <div className="mx-auto max-w-3xl text-center">
          <SectionHeading id="gallery-call-to-action" {...texts.callToAction} />
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink href="/programs" variant="dark">
              {texts.programsButton}
            </ButtonLink>
            <ButtonLink href="/contact" variant="ghost">
              {texts.contactButton}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  )
}
