import { describe, expect, it } from 'vitest'

import { BODY_TOO_LARGE_MESSAGE } from '@/lib/http/body-limits'
import {
  FOREIGN_ORIGIN,
  LENGTH_REQUIRED,
  PAGE_FORM_LIMIT,
  pagePostRefusal,
  UNREADABLE_FORM,
  type PagePost,
} from '@/lib/http/page-post-rules'
import { paymentLinkFor, paymentLinkPath } from '@/lib/payments/payment-link'
import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'
import { SLIP_UPLOAD_BODY_LIMIT } from '@/lib/payments/slip-size'

const secret = 'a'.repeat(32)
const now = Date.parse('2026-11-27T10:00:00Z')
const context = { trustedOrigins: ['https://academy.example'], secret, now }

const post = (path: string, overrides: Partial<PagePost> = {}): PagePost => ({
  url: new URL(path, 'http://site.invalid'),
  origin: 'https://academy.example',
  host: 'academy.example',
  contentLength: '2048',
  chunked: false,
  contentType: 'multipart/form-data; boundary=x',
  ...overrides,
})

describe('a POST to a page', () => {
  it('from the site’s own pages, of a form’s size, goes on to Next.js', () => {
    expect(pagePostRefusal(post('/contact'), context)).toBeNull()
    expect(
      pagePostRefusal(post('/registration', { contentType: 'text/plain;charset=UTF-8' }), context),
    ).toBeNull()
    // Behind a proxy that keeps the Host, or a local run on another address.
    expect(
      pagePostRefusal(
        post('/contact', { origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' }),
        context,
      ),
    ).toBeNull()
  })

  it('from another origin, or saying none, is refused 403', () => {
    for (const origin of ['https://evil.example', 'null', null, 'not a url']) {
      expect(pagePostRefusal(post('/contact', { origin }), context)).toEqual({
        status: 403,
        message: FOREIGN_ORIGIN,
      })
    }
    expect(
      pagePostRefusal(post('/admin/collections/users', { origin: null }), context)?.status,
    ).toBe(403)
  })

  it('without a length, or over the form limit, is refused before it is read', () => {
    expect(
      pagePostRefusal(post('/contact', { contentLength: null, chunked: true }), context),
    ).toEqual({
      status: 411,
      message: LENGTH_REQUIRED,
    })
    expect(
      pagePostRefusal(post('/contact', { contentLength: String(PAGE_FORM_LIMIT + 1) }), context),
    ).toEqual({ status: 413, message: BODY_TOO_LARGE_MESSAGE })
    expect(pagePostRefusal(post('/contact', { contentLength: '1e9' }), context)?.status).toBe(413)
    expect(
      pagePostRefusal(post('/contact', { contentLength: String(7 * 1024 * 1024) }), context)
        ?.status,
    ).toBe(413)
  })

  it('of a body that is no form is refused 415', () => {
    expect(pagePostRefusal(post('/contact', { contentType: 'application/json' }), context)).toEqual(
      {
        status: 415,
        message: UNREADABLE_FORM,
      },
    )
    expect(pagePostRefusal(post('/contact', { contentType: null }), context)?.status).toBe(415)
  })

  it('to a payer’s page holds its link, and takes a slip’s size', () => {
    const link = paymentLinkFor(secret, 42, new Date(now - 86_400_000))
    const page = paymentLinkPath(link)
    expect(
      pagePostRefusal(post(page, { contentLength: String(SLIP_UPLOAD_BODY_LIMIT) }), context),
    ).toBeNull()
    expect(
      pagePostRefusal(post(page, { contentLength: String(SLIP_UPLOAD_BODY_LIMIT + 1) }), context)
        ?.status,
    ).toBe(413)
    expect(
      pagePostRefusal(post(page.replace('/42?', '/43?'), { contentLength: '19000000' }), context),
    ).toEqual({
      status: 404,
      message: LINK_NOT_VALID,
    })
    const old = paymentLinkPath(paymentLinkFor(secret, 42, new Date(now - 40 * 86_400_000)))
    expect(pagePostRefusal(post(old), context)).toEqual({ status: 410, message: LINK_EXPIRED })
  })

  it('leaves the API and Next.js’s own files to their routes', () => {
    expect(
      pagePostRefusal(post('/api/contact', { origin: null, contentLength: '9999999' }), context),
    ).toBeNull()
    expect(pagePostRefusal(post('/_next/image', { origin: null }), context)).toBeNull()
  })

  it('to the admin is left to Next.js’s own size limit once its origin holds', () => {
    expect(
      pagePostRefusal(
        post('/admin', { contentLength: String(3 * 1024 * 1024), contentType: 'text/plain' }),
        context,
      ),
    ).toBeNull()
  })
})
