/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever JSON the API sent */
/**
 * Calls our REST API in-process through the same Next.js route handlers that serve
 * `/api/*`, so access rules and validation run exactly as for a real client.
 */
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'
import * as handlers from '@/server/http/rest-handlers'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

const hex16 = () => Math.floor(Math.random() * 0x10000).toString(16)

/**
 * A client address of its own for each call, random across test files (each file counts
 * from scratch, so a counter repeated the same addresses in every file, whose per-client
 * limits then filled up), in a network of its own (a limit may count a /64 as one client).
 */
const nextClientAddress = () => `2001:db8:${hex16()}:${hex16()}::${hex16()}`

/** `{ path: message }` of a Payload ValidationError response. */
export const fieldErrors = (body: any): Record<string, string> =>
  Object.fromEntries(
    (body?.errors?.[0]?.data?.errors ?? []).map((e: { path: string; message: string }) => [
      e.path,
      e.message,
    ]),
  )
type Options = {
  token?: string
  body?: unknown
  /** Sent as is: malformed JSON, or a file's bytes (with its own content type). */
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>
  headers?: Record<string, string>
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

export const api = async <T = any>(
  method: Method,
  path: string,
  { token, body, rawBody, headers = {} }: Options = {},
): Promise<ApiResponse<T>> => {
  const url = new URL(`http://localhost:3000/api${path}`)
  const request = new Request(url, {
    method,
    headers: {
      // What the server stamps from the socket: a distinct (documentation-range) client
      // address per call, so the per-client limits do not trip unless a test means them to.
      [PEER_ADDRESS_HEADER]: nextClientAddress(),
      ...(body !== undefined || rawBody !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: (rawBody ?? (body === undefined ? undefined : JSON.stringify(body))) as BodyInit,
    // Lets a stream body flow as it is read, as it would over the network.
    ...(rawBody instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: keep the text so a test can show what came back.
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/** Signs a staff member in through the real login endpoint and returns the JWT. */
export const login = async (email: string, password: string): Promise<string> => {
  const { status, body } = await api('POST', '/users/login', { body: { email, password } })
  if (status !== 200) throw new Error(`login of ${email} failed: ${status} ${JSON.stringify(body)}`)
  return body.token
}
