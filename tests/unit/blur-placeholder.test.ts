import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { blurPlaceholder } from '@/collections/Media/hooks/blur-placeholder'

// The hook reads only the uploaded file and the previous document.
const run = async (file: Buffer) =>
  (await blurPlaceholder({
    data: { alt: 'A picture' },
    req: { file: { data: file } },
    originalDoc: undefined,
  } as never)) as { blurDataUrl: string | null }

const picture = (alpha: number) =>
  sharp({
    create: { width: 64, height: 48, channels: 4, background: { r: 20, g: 40, b: 90, alpha } },
  })
    .png()
    .toBuffer()

describe('blurPlaceholder', () => {
  it('gives an opaque picture a tiny inline WebP to show while it loads', async () => {
    const { blurDataUrl } = await run(await picture(1))
    expect(blurDataUrl).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,}$/)
  })

  it('gives a picture with transparent parts none, since pages leave it behind the picture', async () => {
    expect((await run(await picture(0.4))).blurDataUrl).toBeNull()
  })
})
