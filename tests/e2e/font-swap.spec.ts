import { expect, test, type Page } from '@playwright/test'

// On a wide screen /about's founder quote is on the first screen, and its italic face is not
// preloaded: the quote is first drawn in the face's stand-in (globals.css), and must keep its
// lines and its place when the face arrives. The face's request is held until the quote has
// been drawn, so the order is the same in every run, whatever the machine's speed.

test.use({ viewport: { width: 1280, height: 800 } })

const ITALIC_FACE = /playfair_display_italic_core.*\.woff2$/

/** The fonts the browser drew a node's text in, as the platform names them. */
const platformFontsOf = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

test('the founder’s quote keeps its place when its italic face arrives after it is drawn', async ({
  page,
}) => {
  let releaseFace!: () => void
  const faceHeld = new Promise<void>((resolve) => (releaseFace = resolve))
  let faceRequested = false
  await page.route(ITALIC_FACE, async (route) => {
    faceRequested = true
    await faceHeld
    await route.continue()
  })
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })

  // The load event waits for the held face.
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const quote = page.locator('blockquote .display-quote')
  await expect(quote).toBeInViewport()
  await expect.poll(() => faceRequested).toBe(true)
  // Drawn before its face is in: in the stand-in, Times New Roman or a clone of it (Debian's
  // Chromium brings Liberation Serif).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  )
  expect(await platformFontsOf(page, 'blockquote .display-quote')).toEqual([
    expect.stringMatching(/^(Times New Roman|Liberation Serif|Tinos)$/),
  ])
  const before = await quote.boundingBox()

  releaseFace()
  await page.evaluate(() => document.fonts.ready)
  await expect
    .poll(() => platformFontsOf(page, 'blockquote .display-quote'))
    .toContain('Playfair Display')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  )

  expect(await quote.boundingBox()).toEqual(before)
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
})
