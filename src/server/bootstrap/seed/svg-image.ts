import type { SeedImage } from './content/types'

export const PLACEHOLDER_SIZES: Record<SeedImage['shape'], { width: number; height: number }> = {
  landscape: { width: 1600, height: 1000 },
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
}

export { escapeXml } from '@/lib/escape-xml'
