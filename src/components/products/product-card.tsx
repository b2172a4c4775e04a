'use client'

import { Check, ExternalLink } from '@/components/ui/icons'

import { formatRinggit } from '@/lib/pricing'

import { buttonClass } from '../ui/button-link'
import { CmsImage } from '../ui/cms-image'
import type { MediaPicture } from '../ui/media-picture'

/** What a product card shows, and no more: it is all the page's data carries of the card. */
export type ProductCardData = {
  title: string
  subtitle?: string
  description: string
  highlights: string[]
  price: number
  originalPrice?: number
  link: string
  image: MediaPicture | null
}

/**
 * A digital product sold on an outside sales page, which opens in a new tab. Drawn from its
 * data in the browser too: the card's elements and classes outweigh its words, and a
 * server-drawn card would travel twice, as HTML and again as the page's data.
 */
export function ProductCard({
  product,
  purchaseLabel,
  headingLevel: Heading = 'h3',
}: {
  product: ProductCardData
  purchaseLabel: string
  headingLevel?: 'h2' | 'h3'
}) {
  const discounted = product.originalPrice !== undefined
  return (
    // The cover beside the text where a card is wide (one card a row), above it where two
    // cards share a row: filling its side (cropped, never letterboxed in an empty column).
    <article className="card sm:flex-row lg:flex-col">
      <div className="product-cover">
        <div className="product-cover-frame">
          <CmsImage
            media={product.image}
            fill
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 640px) 40vw, 100vw"
          />
        </div>
      </div>
      <div className="card-body" lang="ms">
        <Heading className="card-title">{product.title}</Heading>
        {product.subtitle ? (
          <p className="mt-1 text-sm font-semibold text-gold-700">{product.subtitle}</p>
        ) : null}
        <p className="mt-3 text-slate-600">{product.description}</p>
        {product.highlights.length ? (
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {product.highlights.map((highlight, index) => (
              <li key={index} className="flex gap-2">
                <Check aria-hidden="true" className="tick" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
          {/* As tall as the button beside it, its prices at its foot: while the page is
              still arriving, the old price keeps its place when the price and the button
              come in after it (baseline alignment would move it to the larger price's line). */}
          <p className="flex min-h-11 items-end gap-2" lang="en">
            {discounted ? (
              <span className="leading-7 text-slate-600 line-through">
                <span className="sr-only">Was </span>
                {formatRinggit(product.originalPrice!)}
              </span>
            ) : null}
            <span className="text-2xl font-bold text-navy-900">
              {discounted ? <span className="sr-only">now </span> : null}
              {formatRinggit(product.price)}
            </span>
          </p>
          <a
            href={product.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('dark')}
            lang="en"
          >
            {purchaseLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">: {product.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  )
}
