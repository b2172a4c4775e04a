import type { Testimonial } from '@/payload-types'

import { cmsPictureSpec } from '../ui/media-picture'
import type { TestimonialSlideData } from './testimonial-slide'

// Data, not slides drawn on the server: what a client component is handed travels in the flight
// data, so their whole markup would come a second time.
export const testimonialSlides = (testimonials: Testimonial): TestimonialSlideData[] =>
  (testimonials.items ?? []).map((item, index) => ({
    key: item.id ?? String(index),
    quoteMalay: item.quoteMalay,
    quoteEnglish: item.quoteEnglish,
    name: item.name,
    position: item.position,
    portrait: cmsPictureSpec(item.image, { sizes: '64px', fill: true }),
  }))
