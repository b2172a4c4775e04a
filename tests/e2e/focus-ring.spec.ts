import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, test, type Locator } from '@playwright/test'

// The keyboard's focus ring is seen on every background the site has: its colours (the
// outline and the ring inside it) are measured against the background the focused control
// sits on, with axe-core's own colour arithmetic, and the stronger of them reaches WCAG's
// 3:1 for non-text contrast.

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const indicatorContrast = async (target: Locator) => {
  await target.focus()
  return target.evaluate(async (element) => {
    // A control whose colours are transitioned takes its ring's colours over a moment.
    await Promise.all(element.getAnimations().map((animation) => animation.finished))
    type Colour = { alpha: number; parseString(text: string): Colour }
    const { Color, getContrast } = (
      window as unknown as {
        axe: {
          commons: {
            color: { Color: new () => Colour; getContrast(a: Colour, b: Colour): number }
          }
        }
      }
    ).axe.commons.color
    const colour = (text: string) => new Color().parseString(text)
    let backdrop: Element | null = element.parentElement
    while (backdrop && colour(getComputedStyle(backdrop).backgroundColor).alpha === 0)
      backdrop = backdrop.parentElement
    const background = colour(getComputedStyle(backdrop ?? document.body).backgroundColor)
    const style = getComputedStyle(element)
    // The ring: the box-shadow layers with a spread (Tailwind writes empty ones as well).
    const ring = [...style.boxShadow.matchAll(/(rgba?\([^)]*\))[^,]*?0px 0px 0px (\d+)px/g)]
      .filter((match) => Number(match[2]) > 0)
      .map((match) => match[1])
    const colours = [style.outlineColor, ...ring].map(colour).filter((c) => c.alpha === 1)
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineWidth: parseFloat(style.outlineWidth),
      contrast: Math.max(0, ...colours.map((c) => getContrast(background, c))),
      seen: `${style.outlineColor} and ${style.boxShadow}`,
    }
  })
}

test('the focus ring reaches 3:1 on white, pale and navy backgrounds', async ({ page }) => {
  await page.goto('/')
  // Evaluated rather than added as a script tag, which the site's policy refuses.
  await page.evaluate(AXE)
  // The carousel's dots show once its code has come, as it nears the screen.
  await page.getByRole('region', { name: 'Testimonials' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Show testimonial 2 of 5' })).toBeVisible()
  const targets = {
    'a button on white': page.getByRole('link', { name: 'View All Programs' }),
    'a link in the navy hero': page.getByRole('link', { name: 'Explore Our Programs' }),
    'a dot on the pale band': page.getByRole('button', { name: 'Show testimonial 2 of 5' }),
    'a link in the navy footer': page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Programs' }),
  }
  for (const [where, target] of Object.entries(targets)) {
    const ring = await indicatorContrast(target)
    expect(ring.focusVisible, where).toBe(true)
    expect(ring.outlineWidth, where).toBeGreaterThanOrEqual(2)
    expect(ring.contrast, `${where}: ${ring.seen}`).toBeGreaterThanOrEqual(3)
    await target.scrollIntoViewIfNeeded()
    const box = (await target.boundingBox())!
    const [x, y] = [Math.max(0, box.x - 12), Math.max(0, box.y - 12)]
    await page.screenshot({
      path: `test-results/screenshots/focus-ring-${where.replaceAll(' ', '-')}.png`,
      clip: { x, y, width: box.width + 24, height: box.height + 24 },
    })
  }
})
