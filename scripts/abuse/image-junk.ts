/**
 * Pattern 1: junk queries to the image optimiser, each a picture the site has under an
 * address its pages never write (a random query on the picture, a width or quality the
 * site does not use). Each could otherwise become a new resized copy on disk.
 */
import { send } from './http-send'
import { pool, statusCounts, type Pattern } from './pattern'
import { readSiteUrls } from './site-urls'

const ATTACKER = '127.0.0.2'

const random = () => Math.random().toString(36).slice(2)

const image = (url: string, w: number | string, q: number | string) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`

/** The widths and quality next/image asks for (Next's defaults, and the site's one quality). */
const SIZES = new Set([
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
])

const oddWidth = (): number => {
  const width = 1 + Math.floor(Math.random() * 5000)
  return SIZES.has(width) ? width + 1 : width
}

/**
 * Ways to ask for a picture the pages never ask for, each with fresh random parts. `media`
 * is the address as the pages write it (it may carry a version query), `bare` its path.
 */
const VARIATIONS: { name: string; query: (media: string, bare: string) => string }[] = [
  { name: 'random query', query: (_, bare) => image(`${bare}?z=${random()}`, 3840, 75) },
  {
    name: 'extra parameter',
    query: (media) => image(`${media}${media.includes('?') ? '&' : '?'}z=${random()}`, 3840, 75),
  },
  { name: 'other version', query: (_, bare) => image(`${bare}?v=${random()}`, 1080, 75) },
  { name: 'odd width', query: (media) => image(media, oddWidth(), 75) },
  {
    name: 'odd quality',
    query: (media) => image(media, 3840, 1 + Math.floor(Math.random() * 74)),
  },
  { name: 'random fragment', query: (media) => image(`${media}#${random()}`, 640, 75) },
]

export const imageJunk: Pattern = {
  name: '1. Junk image-optimiser queries',
  folder: (target) => target.imageCacheDir,
  diskBound: 1024 * 1024,
  run: async ({ target, amounts, signal }) => {
    const [media] = (await readSiteUrls(target.base)).mediaFiles
    const bound = 'image cache < 1 MB; every answer 400'
    if (!media) {
      return { requests: 0, observed: 'no optimised picture found on the site', bound, met: false }
    }
    const started = performance.now()
    const asked = Array.from({ length: amounts.junkImageQueries }, (_, n) => n)
    const answers = await pool(asked, 10, signal, async (n) => {
      const variation = VARIATIONS[n % VARIATIONS.length]
      const query = variation.query(media, media.split(/[?#]/)[0])
      const answer = await send(`${target.base}${query}`, {
        localAddress: ATTACKER,
        timeoutMs: 20_000,
      })
      return { variation: variation.name, query, status: answer.status }
    })
    const seconds = (performance.now() - started) / 1000
    const wrong = answers.filter((a) => a.status !== 400)
    const byVariation = VARIATIONS.map(({ name }) => {
      const statuses = answers.filter((a) => a.variation === name).map((a) => a.status)
      return `${name} ${statusCounts(statuses)}`
    })
    return {
      requests: answers.length,
      observed: `${byVariation.join('; ')} in ${seconds.toFixed(1)} s`,
      bound,
      // The disk bound is checked by the harness (its folder's growth).
      met: answers.length === asked.length && wrong.length === 0,
      details: [...new Set(wrong.map((a) => `${a.variation} → ${a.status}`))].map(
        (line) => `${line}, e.g. ${wrong.find((a) => line.startsWith(a.variation))?.query}`,
      ),
    }
  },
}
