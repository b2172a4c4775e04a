'use client'

import {
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { TESTIMONIAL_ROTATION_MS } from './testimonial-rotation'
import { TestimonialSlide, type TestimonialSlideData } from './testimonial-slide'
import { useLazyEmbla } from './use-lazy-embla'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribeToReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

// The carousel's own effect starts and stops it (hover, focus, the pause button, reduced motion).
const AUTOPLAY = {
  delay: TESTIMONIAL_ROTATION_MS,
  playOnInit: false,
  stopOnInteraction: false,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
}

// Rendered by the server and passed in: imported here, their shapes and drawing code would be
// downloaded by the browser for five small pictures.
export type CarouselIcons = Record<'previous' | 'next' | 'play' | 'pause' | 'quote', ReactNode>

type Props = {
  slides: TestimonialSlideData[]
  icons: CarouselIcons
  label: string
}

export function TestimonialsCarousel({ slides, icons, label }: Props) {
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => true,
  )
  const [viewportRef, carousel, failed] = useLazyEmbla(reducedMotion ? 0 : 30, AUTOPLAY)
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const ready = carousel !== undefined
  const regionId = useId()

  const playing = !hovered && !focused && !reducedMotion && !pausedByVisitor

  useEffect(() => {
    if (!carousel) return
    const { embla } = carousel
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => void embla.off('select', onSelect)
  }, [carousel])

  useEffect(() => {
    if (!carousel) return
    if (playing) carousel.autoplay.play()
    else carousel.autoplay.stop()
  }, [carousel, playing])

  const goTo = useCallback(
    (index: number) => {
      if (!carousel) return
      carousel.embla.scrollTo(index)
      // A visitor's choice gets a full 5 s on screen.
      if (carousel.autoplay.isPlaying()) carousel.autoplay.reset()
    },
    [carousel],
  )
  const step = (delta: number) => goTo((selected + delta + slides.length) % slides.length)

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        else if (event.key === 'ArrowLeft') step(-1)
        else return
        event.preventDefault()
      }}
      // A carousel whose code never came cannot move: its slides are shown as without scripts.
      data-stacked={failed || undefined}
      className="relative"
    >
      <div ref={viewportRef} className="carousel-viewport">
        <div id={regionId} className="carousel-track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              // Until the carousel works every slide can be read (and without scripts is shown).
              aria-hidden={ready ? i !== selected : undefined}
              className="carousel-slide"
            >
              <TestimonialSlide slide={slide} quote={icons.quote} />
            </div>
          ))}
        </div>
      </div>

      {/* Hidden until the carousel works but kept in place, so nothing shifts when they appear. */}
      <div className={`carousel-controls ${ready ? '' : 'invisible'}`}>
        <button
          type="button"
          onClick={() => step(-1)}
          aria-controls={regionId}
          aria-label="Previous testimonial"
          className="carousel-arrow"
        >
          {icons.previous}
        </button>
        <div className="flex items-center">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-controls={regionId}
              aria-label={`Show testimonial ${i + 1} of ${slides.length}`}
              aria-current={i === selected ? 'true' : undefined}
              className="carousel-dot group"
            >
              <span
                aria-hidden="true"
                className={`carousel-dot-mark ${
                  i === selected ? 'w-7 bg-gold-500' : 'w-2.5 bg-navy-200 group-hover:bg-navy-400'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          aria-controls={regionId}
          aria-label="Next testimonial"
          className="carousel-arrow"
        >
          {icons.next}
        </button>
        <button
          type="button"
          onClick={() => setPausedByVisitor((paused) => !paused)}
          aria-pressed={pausedByVisitor}
          aria-label="Pause rotation"
          className="ml-2 inline-flex size-11 items-center justify-center rounded-full text-navy-700 hover:bg-navy-50"
        >
          {pausedByVisitor ? icons.play : icons.pause}
        </button>
      </div>
    </div>
  )
}
