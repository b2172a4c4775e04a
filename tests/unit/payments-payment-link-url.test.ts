import { describe, expect, it } from 'vitest'

import { paymentLinkFor, paymentLinkPath } from '@/lib/payments/payment-link'
import {
  checkPaymentPageUrl,
  checkSlipUploadQuery,
  slipUploadPath,
} from '@/lib/payments/payment-link-url'

const SECRET = 'test-secret'
const registeredAt = new Date('2027-01-10T02:00:00Z')
const now = registeredAt.getTime()
const link = paymentLinkFor(SECRET, 42, registeredAt)
const at = (address: string) => new URL(address, 'https://academy.example')
const page = (address: string, when = now) => checkPaymentPageUrl(SECRET, at(address), when)
const query = `expires=${link.expiresAt}&signature=${link.signature}`

describe('a payer’s page address, read before a post to it is', () => {
  it('is valid as the e-mail gives it, and expired after its days', () => {
    expect(page(paymentLinkPath(link))).toBe('valid')
    expect(page(`/payment/42/?${query}`)).toBe('valid')
    expect(page(`/payment/%34%32?${query}`)).toBe('valid')
    expect(page(paymentLinkPath(link), link.expiresAt)).toBe('expired')
  })

  it('is forged when pointed elsewhere, altered, incomplete or repeated', () => {
    expect(page(`/payment/43?${query}`)).toBe('forged')
    expect(page(`/payment/42?expires=${link.expiresAt + 1}&signature=${link.signature}`)).toBe(
      'forged',
    )
    expect(page(`/payment/42?expires=${link.expiresAt}`)).toBe('forged')
    expect(page('/payment/42')).toBe('forged')
    expect(page(`/payment/42?${query}&signature=other`)).toBe('forged')
    expect(checkPaymentPageUrl('other', at(paymentLinkPath(link)), now)).toBe('forged')
  })

  it('is no payment page when the page would not take the address', () => {
    for (const address of [
      '/',
      '/payment',
      '/payment/',
      `/payment/abc?${query}`,
      `/payment/12345678901?${query}`,
      `/payment/42/receipt?${query}`,
      `/payments/42?${query}`,
      `/payment/%ZZ?${query}`,
    ]) {
      expect(page(address), address).toBe('not-a-payment-page')
    }
  })
})

describe('a slip upload’s address', () => {
  const check = (address: string, when = now) =>
    checkSlipUploadQuery(SECRET, at(address).searchParams, when)

  it('carries the link in its query', () => {
    expect(slipUploadPath(link)).toBe(`/api/payment-slips/upload?registration=42&${query}`)
    expect(check(slipUploadPath(link))).toEqual({
      link: 'valid',
      registrationId: 42,
      expires: String(link.expiresAt),
      signature: link.signature,
    })
    expect(check(slipUploadPath(link), link.expiresAt).link).toBe('expired')
  })

  it('is forged without a registration, with another one, or with one given twice', () => {
    expect(check(`/api/payment-slips/upload?${query}`).link).toBe('forged')
    expect(check(`/api/payment-slips/upload?registration=43&${query}`).link).toBe('forged')
    expect(check(`/api/payment-slips/upload?registration=x&${query}`).link).toBe('forged')
    expect(check(`${slipUploadPath(link)}&registration=42`).link).toBe('forged')
  })
})
