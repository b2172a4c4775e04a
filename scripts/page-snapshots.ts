/**
 * `npm run snapshots -- <site address> <folder>`: a whole-page screenshot of every public page
 * at a phone's and a desktop's width, and beside each the words and pictures a visitor sees.
 * Run against two builds, `diff -r` of the two folders' text files says whether a change kept
 * what the pages show, and the screenshots let one look.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

import { aBlogPost, publicPages } from './bench/public-pages'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './lib/chromium-settings'
import { loadEveryPicture } from './lib/load-every-picture'
import { renderWholePage } from './lib/render-whole-page'

const WIDTHS = [390, 1280]

const [base, folder] = process.argv.slice(2)
if (!base || !folder) {
  console.error('usage: npm run snapshots -- <site address, e.g. http://localhost:3000> <folder>')
  process.exit(2)
}

// A picture is named by its original's address, whatever size the layout asked for. The
// script is a string: tsx would add a helper to a function that the page does not have.
const WHAT_THE_PAGE_SHOWS = `(() => {
  const original = (image) => {
    const url = new URL(image.currentSrc || image.src, location.href)
    const address = new URL(url.searchParams.get('url') ?? url.pathname, location.href)
    return address.pathname
  }
  const pictures = [...document.images]
    .filter((image) => image.getClientRects().length > 0)
    .map((image) => '[picture ' + original(image) + ' "' + image.alt + '"]')
  const words = document.body.innerText
    .split('\\n')
    .map((line) => line.replace(/\\s+/g, ' ').trim())
    .filter(Boolean)
  return [...words, '', ...pictures].join('\\n') + '\\n'
})()`

const whatThePageShows = (page: Page): Promise<string> => page.evaluate(WHAT_THE_PAGE_SHOWS)

const fileName = (name: string) =>
  name === '/' ? 'home' : name.replace(/^\//, '').replace(/\W+/g, '-')

const main = async () => {
  await mkdir(folder, { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: QUIET_CHROMIUM_FLAGS,
  })
  try {
    for (const { name, path: pagePath } of publicPages(await aBlogPost(base))) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 900 } })
        await page.goto(base + pagePath, { waitUntil: 'networkidle' })
        await renderWholePage(page)
        await loadEveryPicture(page)
        const file = path.join(folder, `${fileName(name)}-${width}`)
        await page.screenshot({ path: `${file}.jpg`, fullPage: true, type: 'jpeg', quality: 70 })
        await writeFile(`${file}.txt`, await whatThePageShows(page))
        await page.close()
        console.log(`${name} at ${width} px → ${file}.jpg`)
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
