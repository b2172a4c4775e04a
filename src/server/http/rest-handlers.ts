/* Payload's REST API handlers, as served under /api and as the integration tests call them. */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { checkJsonObjectBody } from './json-object-body'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

/** Refuses JSON bodies that are not objects before Payload parses them (see json-object-body). */
const withJsonObjectBody =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const checked = await checkJsonObjectBody(request)
    return checked instanceof Response ? checked : handler(checked, context)
  }

export const GET = REST_GET(config)
export const POST = withJsonObjectBody(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = withJsonObjectBody(REST_PATCH(config))
export const PUT = withJsonObjectBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
