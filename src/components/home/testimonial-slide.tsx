import type { ReactNode } from 'react'

import type { PictureSpec } from '../ui/picture-props'
import { SizedPicture } from '../ui/sized-picture'

/** One testimonial as the carousel draws it: plain data. */
export type TestimonialSlideData = {
  key: string
  quoteMalay: string
  quoteEnglish: string
  name: string
  position: string
  portrait: PictureSpec | null
}

/** One client's words, in Malay as spoken and in English, with who they are. */
export function TestimonialSlide({
  slide,
  quote,
}: {
  slide: TestimonialSlideData
  quote: ReactNode
}) {
  return (
    <figure className="testimonial">
      {quote}
      <blockquote className="mt-4 flex-1 space-y-4">
        <p lang="ms" className="display-quote">
          {`“${slide.quoteMalay}”`}
        </p>
        <p className="text-slate-600">{`“${slide.quoteEnglish}”`}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <div className="avatar size-16">
          <SizedPicture spec={slide.portrait} fill />
        </div>
        <div>
          <span className="block font-semibold text-navy-900">{slide.name}</span>
          <span className="block text-sm text-slate-600">{slide.position}</span>
        </div>
      </figcaption>
    </figure>
  )
}
