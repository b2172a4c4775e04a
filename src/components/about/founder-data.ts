import type { Site } from '@/payload-types'

import { mediaPicture, type MediaPicture } from '../ui/media-picture'

/** What the pages show of the founder, handed to the components that draw it in the browser. */
export type FounderData = {
  name?: string
  title?: string
  photo: MediaPicture | null
  welcomeMessage?: string
  missionQuote?: string
}

export const founderData = (founder: Site['founder']): FounderData => {
  const { name, title, welcomeMessage, missionQuote } = founder ?? {}
  // What is unset is left out: React would send each as "$undefined".
  return {
    ...(name ? { name } : {}),
    ...(title ? { title } : {}),
    photo: mediaPicture(founder?.photo),
    ...(welcomeMessage ? { welcomeMessage } : {}),
    ...(missionQuote ? { missionQuote } : {}),
  }
}
