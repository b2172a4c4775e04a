import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { ICON_SPRITE_FILE, iconSprite } from '../../scripts/icons/icon-sprite'
import { ICON_SHAPES } from '@/components/ui/icon-shapes'

describe('the icon sprite', () => {
  it('is what `npm run icons:sprite` writes from the installed Lucide shapes', async () => {
    expect(await readFile(ICON_SPRITE_FILE, 'utf8')).toBe(iconSprite())
  })

  it('has one symbol for each icon the site draws, with Lucide’s shapes', () => {
    const sprite = iconSprite()
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1])
    expect(ids).toEqual(Object.keys(ICON_SHAPES))
    expect(sprite).toContain('<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/>')
  })
})
