import type { FallbackVideoSeed } from './types'

export const FALLBACK_VIDEOS: FallbackVideoSeed[] = [
  {
    title: 'Leadership Essentials: Leading with Purpose',
    description:
      'Discover why purpose-driven leaders earn trust faster, and three simple ways to connect your team’s daily work to a bigger goal.',
    videoPath: '',
    image: {
      key: 'video-leading-with-purpose',
      label: 'Leading with Purpose',
      caption: 'Free video · Leadership Essentials',
      shape: 'landscape',
      alt: 'Free video: Leadership Essentials, Leading with Purpose',
    },
  },
  {
    title: 'Strategic Thinking for Everyday Managers',
    description:
      'A short, practical guide to stepping back from daily firefighting and making decisions that move your unit forward.',
    videoPath: '',
    image: {
      key: 'video-strategic-thinking-for-managers',
      label: 'Strategic Thinking for Everyday Managers',
      caption: 'Free video',
      shape: 'landscape',
      alt: 'Free video: Strategic Thinking for Everyday Managers',
    },
  },
  {
    title: 'Building a High-Performance Team',
    description:
      'Learn the habits that high-performing teams share, from clear roles to honest feedback, and how to build them in your own team.',
    videoPath: '',
    image: {
      key: 'video-high-performance-team',
      label: 'Building a High-Performance Team',
      caption: 'Free video',
      shape: 'landscape',
      alt: 'Free video: Building a High-Performance Team',
    },
  },
]
