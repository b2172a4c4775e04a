import { Quote } from '@/components/ui/icons'

import type { Testimonial } from '@/payload-types'

import { CmsImage } from '../ui/cms-image'

type Item = NonNullable<Testimonial['items']>[number]

/** One client's words, in Malay as spoken and in English, with who they are. */
export function TestimonialSlide({ item }: { item: Item }) {
  return (
    <figure className="panel mx-auto flex h-full max-w-4xl flex-col rounded-2xl p-6 sm:p-10">
      <Quote aria-hidden="true" className="size-10 text-gold-400" />
      <blockquote className="mt-4 flex-1 space-y-4">
        <p lang="ms" className="font-display-italic text-xl text-navy-900 italic sm:text-2xl">
          “{item.quoteMalay}”
        </p>
        <p className="text-slate-600">“{item.quoteEnglish}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <div className="relative size-16 shrink-0 overflow-hidden rounded-full ring-2 ring-gold-400">
          <CmsImage media={item.image} fill sizes="64px" />
        </div>
        <div>
          <span className="block font-semibold text-navy-900">{item.name}</span>
          <span className="block text-sm text-slate-600">{item.position}</span>
        </div>
      </figcaption>
    </figure>
  )
}
