import type { Media } from '@/payload-types'

import { mediaPicture } from '../ui/media-picture'

/** What a program card is handed of a program: its data is all the page carries of the card. */
export const programCardData = (program: {
  title: string
  description: string
  image?: number | Media | null
}) => ({
  title: program.title,
  description: program.description,
  image: mediaPicture(program.image),
})
