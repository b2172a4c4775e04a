/**
 * Draws the site's built-in artwork into public/images (committed): the thumbnails Free Videos
 * picks by title keyword, and the stock pictures of blog posts without their own. Same style
 * as the seeded placeholders. Run again after changing them: `npx tsx scripts/render-builtin-images.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import type { SeedImage } from '../src/server/bootstrap/seed/content/types'
import { renderPlaceholderImage } from '../src/server/bootstrap/seed/placeholder-image'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const landscape = (key: string, label: string, caption: string): SeedImage => ({
  key,
  label,
  caption,
  shape: 'landscape',
  alt: label,
})

const IMAGES: Array<{ file: string; image: SeedImage }> = [
  {
    file: 'video-thumbnails/leadership.webp',
    image: landscape('video-leadership', 'Leadership', 'Free video'),
  },
  {
    file: 'video-thumbnails/strategy.webp',
    image: landscape('video-strategy', 'Strategic Thinking', 'Free video'),
  },
  {
    file: 'video-thumbnails/team.webp',
    image: landscape('video-team', 'Team Performance', 'Free video'),
  },
  {
    file: 'video-thumbnails/default.webp',
    image: landscape('video-default', 'Learn to Lead', 'Free video'),
  },
  {
    file: 'blog-defaults/1.webp',
    image: landscape('blog-default-1', 'Leadership Insights', 'From our trainers'),
  },
  {
    file: 'blog-defaults/2.webp',
    image: landscape('blog-default-2', 'Lead with Purpose', 'Leadership Insights'),
  },
  {
    file: 'blog-defaults/3.webp',
    image: landscape('blog-default-3', 'Grow Your Team', 'Leadership Insights'),
  },
  {
    file: 'blog-defaults/4.webp',
    image: landscape('blog-default-4', 'Think Strategically', 'Leadership Insights'),
  },
]

/** 1200 px across: sharp enough for cards and social shares, small enough to commit. */
const WIDTH = 1200

for (const { file, image } of IMAGES) {
  const target = path.join(root, 'public/images', file)
  await mkdir(path.dirname(target), { recursive: true })
  const drawn = await renderPlaceholderImage(image)
  await writeFile(target, await sharp(drawn).resize(WIDTH).webp({ quality: 78 }).toBuffer())
  console.log(`wrote ${path.relative(root, target)}`)
}
