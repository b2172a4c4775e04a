import type { Testimonial } from '@/payload-types'

import { cmsPictureSpec } from '../ui/cms-image'
import type { TestimonialSlideData } from './testimonial-slide'

/**
 * The carousel's slides as data: the carousel is a client component, and what it is handed
 * travels in the page's flight data, so it gets the words and the sized portrait it draws
 * rather than the slides drawn on the server (their whole markup, a second time), and each
 * portrait as what it is drawn from (see sized-picture.tsx).
 */
export const testimonialSlides = (testimonials: Testimonial): TestimonialSlideData[] =>
  (testimonials.items ?? []).map((item, index) => ({
    key: item.id ?? String(index),
    quoteMalay: item.quoteMalay,
    quoteEnglish: item.quoteEnglish,
    name: item.name,
    position: item.position,
    portrait: cmsPictureSpec(item.image, { sizes: '64px', fill: true }),
  }))
