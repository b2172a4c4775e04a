import { ChevronLeft, ChevronRight, Pause, Play, Quote } from '@/components/ui/icons'

import type { CarouselIcons } from './testimonials-carousel'

/** Rendered on the server, so the carousel's client code carries no icon library. */
export const CAROUSEL_ICONS: CarouselIcons = {
  previous: <ChevronLeft aria-hidden="true" className="size-5" />,
  next: <ChevronRight aria-hidden="true" className="size-5" />,
  play: <Play aria-hidden="true" className="size-5" />,
  pause: <Pause aria-hidden="true" className="size-5" />,
  quote: <Quote aria-hidden="true" className="size-10 text-gold-400" />,
}
