import { expect, test } from '@playwright/test'

import { publicPages } from '../../scripts/bench/public-pages'
import { CHROMIUM_WITH_SCROLLBARS } from './browser-settings'
import { readPosts } from './helpers/blog'
import { movesWhilePageArrives } from './helpers/partial-page'

// A browser paints a page before all of it has arrived: nothing on a public page's first screen
// may be placed by what comes after it in the document (a centred column, a scrollbar that
// appears once the page is long, a table whose columns follow its later rows). With the
// scrollbars a desktop shows, at a phone's width, a tablet's and a laptop's.

test.use({ launchOptions: CHROMIUM_WITH_SCROLLBARS })

const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1350, height: 940 },
]

// The post's address is read from the site once the tests run.
const A_POST = 'a published post'

for (const { name, path: listed } of publicPages(A_POST)) {
  test(`${name}: the first screen stays put while the page arrives`, async ({ page, request }) => {
    const path = listed === A_POST ? `/blog/${(await readPosts(request, 'en'))[0].slug}` : listed
    for (const screen of SCREENS) {
      await page.setViewportSize(screen)
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      expect(await movesWhilePageArrives(page), `${path} at ${screen.width} px`).toEqual([])
    }
  })
}
