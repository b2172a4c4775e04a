import { absoluteUrl } from '@/lib/seo/absolute-url'
import { editionPath, slugOfCalendarFile } from '@/lib/workshop/edition-addresses'
import { editionCalendar } from '@/lib/workshop/edition-calendar'

import { getPublicEditions } from '../content/editions'
import { getCachedGlobal } from '../content/globals'
import { serverUrl } from '../seo/server-url'

const notFound = () =>
  Response.json(
    { errors: [{ message: 'No such workshop edition.' }] },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )

// From the site's cached list of editions: an invented name costs no database read and is never
// cached.
export const calendarFile = async (file: string): Promise<Response> => {
  const slug = slugOfCalendarFile(file)
  if (!slug) return notFound()
  const edition = (await getPublicEditions()).find((candidate) => candidate.slug === slug)
  if (!edition) return notFound()
  const site = await getCachedGlobal('site')
  const origin = serverUrl()
  const body = editionCalendar({
    edition,
    siteName: site.name,
    origin,
    pageUrl: absoluteUrl(editionPath(slug), origin),
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${slug}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  })
}
