/**
 * The public site's icon sprite: one <symbol> per icon of src/components/ui/icon-shapes.ts,
 * drawn from Lucide's shapes. The stroke attributes every Lucide icon shares are not repeated
 * here: the page's `.icon` style sets them on the <svg> that uses a symbol, and they reach
 * the symbol's shapes by inheritance.
 */
import type { IconNode } from 'lucide'

import { ICON_SHAPES } from '../../src/components/ui/icon-shapes'

export const ICON_SPRITE_FILE = 'src/components/ui/icon-sprite.svg'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

const shapes = (node: IconNode) =>
  node
    .map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
          .join('')}/>`,
    )
    .join('')

export const iconSprite = (): string =>
  [
    // A size of its own, which the build reads from any picture it is handed.
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">',
    ...Object.entries(ICON_SHAPES).map(
      ([name, node]) => `<symbol id="${name}" viewBox="0 0 24 24">${shapes(node)}</symbol>`,
    ),
    '</svg>',
    '',
  ].join('\n')
