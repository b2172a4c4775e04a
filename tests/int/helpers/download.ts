/**
 * GETs a download (an Excel export) in-process through the real /api route handlers, keeping
 * the body as bytes, which `api()` would read as text.
 */
import * as handlers from '@/server/http/rest-handlers'

export type Download = { status: number; headers: Headers; bytes: Buffer }

export const download = async (path: string, token?: string): Promise<Download> => {
  const url = new URL(`http://localhost:3000/api${path}`)
  const request = new Request(url, {
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers.GET(request, { params: Promise.resolve({ slug }) })
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}
