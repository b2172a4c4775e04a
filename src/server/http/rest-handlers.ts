import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { resolveBlogApiRequest } from '@/lib/blog/api-request'
import { withSlipUploadChecked } from '@/server/payments/slip-upload-guard'

import { refuseOversizedBody } from './body-size'
import { refuseUnreadableBodyType } from './body-type'
import { refuseUnreadableForm } from './form-body'
import { withCachedPublicReads } from './cached-public-reads'
import { checkJsonObjectBody } from './json-object-body'
import { refuseMalformedQuery } from './malformed-query'
import { withSiteCookieOnly } from './site-cookie-only'
import { refuseUnkeptVersions } from './unkept-versions'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const withCheckedRequest =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) =>
    refuseMalformedQuery(request) ??
    (await refuseUnkeptVersions(request)) ??
    handler(await withSiteCookieOnly(request), context)

const withCheckedBody =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const refused =
      refuseOversizedBody(request) ??
      refuseUnreadableBodyType(request) ??
      (await refuseUnreadableForm(request))
    if (refused) return refused
    const checked = await checkJsonObjectBody(request)
    return checked instanceof Response ? checked : handler(checked, context)
  }

// Mapped in the handler, so the in-process integration tests get the same answers.
const withBlogLanguage =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const url = new URL(request.url)
    const blog = resolveBlogApiRequest(request.method, url.pathname, url.searchParams)
    if (!blog) return handler(request, context)
    if (blog.kind === 'refused') {
      return Response.json({ errors: [{ message: blog.message }] }, { status: 400 })
    }
    const mapped = new URL(url)
    mapped.pathname = blog.pathname
    mapped.search = blog.search.toString()
    const slug = blog.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .map(decodeURIComponent)
    return handler(new Request(mapped, request), { params: Promise.resolve({ slug }) })
  }

export const GET = withCheckedRequest(withCachedPublicReads(withBlogLanguage(REST_GET(config))))
// Payload routes by method and has no HEAD endpoints.
export const HEAD: RouteHandler = async (request, context) => {
  const response = await GET(new Request(request, { method: 'GET' }), context)
  await response.body?.cancel()
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
export const POST = withCheckedRequest(withSlipUploadChecked(withCheckedBody(REST_POST(config))))
export const DELETE = withCheckedRequest(REST_DELETE(config))
export const PATCH = withCheckedRequest(withCheckedBody(REST_PATCH(config)))
export const PUT = withCheckedRequest(withCheckedBody(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
