import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { getCachedGlobal } from '../content/globals'

export type PageSeo = {
  /** The page's address, e.g. '/about'; made absolute from SERVER_URL by the layout's metadataBase. */
  path: string
  /** Without the site name; the layout's title template adds it. */
  title?: string
  description: string
  /** The picture shown when the page is shared; the site's share image when absent. */
  image?: number | Media | null
}

const shareImageOf = (image: number | Media | null | undefined) => {
  if (!image || typeof image === 'number' || !image.url) return null
  // The largest stored variant: social cards want about 1200 px across.
  const hero = image.sizes?.hero
  return hero?.url
    ? {
        url: hero.url,
        width: hero.width ?? undefined,
        height: hero.height ?? undefined,
        alt: image.alt,
      }
    : {
        url: image.url,
        width: image.width ?? undefined,
        height: image.height ?? undefined,
        alt: image.alt,
      }
}

export const pageMetadata = async ({
  path,
  title,
  description,
  image,
}: PageSeo): Promise<Metadata> => {
  const site = await getCachedGlobal('site')
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.slogan}`
  const picture = shareImageOf(image) ?? shareImageOf(site.shareImage)
  return {
    ...(title ? { title } : { title: { absolute: fullTitle } }),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      siteName: site.name,
      title: fullTitle,
      description,
      locale: 'en_MY',
      ...(picture ? { images: [picture] } : {}),
    },
    // X reads title, description and picture from the Open Graph tags; its own would repeat them.
    twitter: { card: 'summary_large_image' },
  }
}
