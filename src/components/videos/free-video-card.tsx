import { PlayCircle } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import type { FreeVideoCard as Card } from '@/lib/free-videos'
import type { Media } from '@/payload-types'

import { CmsImage } from '../ui/cms-image'
import { SizedPicture } from '../ui/sized-picture'
import { BUILTIN_VIDEO_THUMBNAILS } from './builtin-thumbnails'
import { SampleVideoButton } from './sample-video-button'

const SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'

function Thumbnail({ thumbnail }: { thumbnail: Card<Media | number>['thumbnail'] }) {
  if ('image' in thumbnail) return <CmsImage media={thumbnail.image} fill sizes={SIZES} alt="" />
  const picture = BUILTIN_VIDEO_THUMBNAILS[thumbnail.kind]
  return (
    <SizedPicture
      spec={{
        src: picture.src,
        width: picture.width,
        height: picture.height,
        alt: '',
        fill: { x: 50, y: 50 },
        sizes: SIZES,
        placeholder: picture.blurDataURL,
      }}
    />
  )
}

type Props = {
  card: Card<Media | number>
  watchLabel: string
  notYetOnlineMessage: string
}

export function FreeVideoCard({ card, watchLabel, notYetOnlineMessage }: Props) {
  const body = (action: ReactNode) => (
    <>
      <div className="video-frame">
        <Thumbnail thumbnail={card.thumbnail} />
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
