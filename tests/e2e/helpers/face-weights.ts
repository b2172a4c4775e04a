import type { Page } from '@playwright/test'

export type FaceWeights = { upright: string[]; italic: string[] }

/**
 * The weights the page sets its text in, for each display face. Each face file holds one
 * weight (src/app/(frontend)/fonts.ts): text set in another weight would still be drawn in
 * that one, unlike what its class says, so a class asking for another is a mistake.
 */
export const displayFaceWeights = (page: Page): Promise<FaceWeights> =>
  page.evaluate(() => {
    const firstFamily = (list: string) =>
      list
        .split(',')[0]
        .trim()
        .replace(/^["']|["']$/g, '')
    const root = getComputedStyle(document.documentElement)
    const families = {
      upright: firstFamily(root.getPropertyValue('--font-playfair')),
      italic: firstFamily(root.getPropertyValue('--font-playfair-italic')),
    }
    const seen = { upright: new Set<string>(), italic: new Set<string>() }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue
      const style = getComputedStyle(node.parentElement)
      const family = firstFamily(style.fontFamily)
      for (const face of ['upright', 'italic'] as const)
        if (family === families[face]) seen[face].add(style.fontWeight)
    }
    return { upright: [...seen.upright], italic: [...seen.italic] }
  })
