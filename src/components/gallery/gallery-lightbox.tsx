'use client'

import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'

import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'

import type { GallerySlide } from './gallery-slide'
import { LightboxImage } from './lightbox-image'
import { useTabWrap } from './use-tab-wrap'

type Props = {
  open: boolean
  slides: GallerySlide[]
  index: number
  onView: (index: number) => void
  onClose: () => void
  onExited: () => void
}

// Loaded only when a visitor first opens a photo.
export default function GalleryLightbox({ open, slides, index, onView, onClose, onExited }: Props) {
  useTabWrap(open, '.yarl__portal[role="dialog"]')
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
      close={onClose}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      carousel={{ finite: slides.length <= 1, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={{ slide: LightboxImage }}
      on={{ view: ({ index: viewed }) => onView(viewed), exited: onExited }}
      labels={{
        Lightbox: 'Photo viewer',
        Carousel: 'Photos',
        Slide: 'Photo',
        Previous: 'Previous photo',
        Next: 'Next photo',
        Close: 'Close',
      }}
    />
  )
}
