/** `npm run icons:sprite`: writes the icon sprite from the icons the site lists (icon-sprite.ts). */
import { writeFile } from 'node:fs/promises'

import { runScript } from '../lib/run-script'
import { ICON_SPRITE_FILE, iconSprite } from './icon-sprite'

runScript(async () => {
  await writeFile(ICON_SPRITE_FILE, iconSprite())
  console.log(`Wrote ${ICON_SPRITE_FILE}`)
})
