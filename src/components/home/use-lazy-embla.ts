'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

export type LazyCarousel = { embla: EmblaCarouselType; autoplay: AutoplayType }

// How far from the screen, in screen heights, the carousel starts fetching its code: far
// enough that it works by the time it is scrolled to, and rotates only once it can be seen.
const NEAR_SCREENS = 1

/**
 * An Embla carousel with its autoplay, fetched once the page has hydrated and the carousel is
 * near the screen: the slides are drawn by the server and can be read before it comes, so its
 * code need not hold back the page's first working control on a slow phone. Until it comes,
 * the carousel is `undefined` and the first slide is shown; `failed` says it never will (its
 * code could not be fetched), so the slides can be shown as they are without scripts.
 * `duration` 0 moves without animation.
 */
export function useLazyEmbla(duration: number, autoplayOptions: AutoplayOptionsType) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [carousel, setCarousel] = useState<LazyCarousel>()
  const [failed, setFailed] = useState(false)
  const appliedDuration = useRef(duration)
  // Made with the settings of the moment it arrives; a later duration goes through reInit.
  const start = useEffectEvent(
    (
      root: HTMLDivElement,
      EmblaCarousel: typeof import('embla-carousel').default,
      Autoplay: typeof import('embla-carousel-autoplay').default,
    ): LazyCarousel => {
      const autoplay = Autoplay(autoplayOptions)
      appliedDuration.current = duration
      return { embla: EmblaCarousel(root, { loop: true, duration }, [autoplay]), autoplay }
    },
  )

  useEffect(() => {
    if (!viewport) return
    let mounted = true
    let embla: EmblaCarouselType | undefined
    const load = () =>
      Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (!mounted) return
          const started = start(viewport, EmblaCarousel, Autoplay)
          embla = started.embla
          setCarousel(started)
        },
        () => {
          if (mounted) setFailed(true)
        },
      )
    const approach = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        approach.disconnect()
        void load()
      },
      { rootMargin: `${NEAR_SCREENS * 100}% 0px` },
    )
    approach.observe(viewport)
    return () => {
      mounted = false
      approach.disconnect()
      embla?.destroy()
      setCarousel(undefined)
    }
  }, [viewport])

  useEffect(() => {
    if (!carousel || appliedDuration.current === duration) return
    appliedDuration.current = duration
    carousel.embla.reInit({ loop: true, duration })
  }, [carousel, duration])

  return [setViewport, carousel, failed] as const
}
