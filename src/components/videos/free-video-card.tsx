'use client'

import { PlayCircle } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import { CmsImage } from '../ui/cms-image'
import type { MediaPicture } from '../ui/media-picture'
import { SampleVideoButton } from './sample-video-button'

const SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'

/** What a video card is handed: its data is all the page carries of the card. */
export type FreeVideoCardData = {
  title: string
  description: string
  href: string | null
  /** The video's own picture, or the built-in artwork for its kind. */
  thumbnail: MediaPicture | null
}

export type FreeVideoLabels = { watchLabel: string; notYetOnlineMessage: string }

/**
 * A free video: its picture, title, summary and a way to watch it. Drawn from its data in the
 * browser too: its elements and classes outweigh its words, and a server-drawn card would
 * travel twice, as HTML and again as the page's data.
 */
export function FreeVideoCard({
  card,
  labels: { watchLabel, notYetOnlineMessage },
}: {
  card: FreeVideoCardData
  labels: FreeVideoLabels
}) {
  const body = (action: ReactNode) => (
    <>
      <div className="video-frame">
        <CmsImage media={card.thumbnail} fill sizes={SIZES} alt="" />
        {/* In a corner, so it never covers a title printed on the picture itself. */}
        <span className="video-overlay">
          <PlayCircle
            aria-hidden="true"
            className="size-12 stroke-[1.5] text-white drop-shadow-lg"
          />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-navy-900">{card.title}</h3>
        <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
        {action}
      </div>
    </>
  )
  const frame = 'card group'
  if (!card.href) {
    return (
      <article className={frame}>
        {body(
          <SampleVideoButton title={card.title} label={watchLabel} message={notYetOnlineMessage} />,
        )}
      </article>
    )
  }
  return (
    <article className="h-full">
      <a
        href={card.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${frame} transition-shadow hover:shadow-md`}
        aria-label={`${card.title}: ${watchLabel} (opens in a new tab)`}
      >
        {body(<p className="mt-4 text-sm font-semibold text-gold-700">{watchLabel}</p>)}
      </a>
    </article>
  )
}

/** The videos as a list, their labels handed once for all of them. */
export function FreeVideoCards({
  cards,
  labels,
  labelledBy,
}: {
  cards: FreeVideoCardData[]
  labels: FreeVideoLabels
  labelledBy: string
}) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={labelledBy}>
      {cards.map((card, index) => (
        <li key={index}>
          <FreeVideoCard card={card} labels={labels} />
        </li>
      ))}
    </ul>
  )
}
