import { describe, expect, it } from 'vitest'

import {
  checkPaymentLink,
  paymentLinkFor,
  paymentLinkPath,
  PAYMENT_LINK_DAYS,
} from '@/lib/payments/payment-link'
import { signUpload } from '@/lib/video-uploads/upload-signature'

const SECRET = 'test-secret'
const registeredAt = new Date('2027-01-10T02:00:00Z')
const link = paymentLinkFor(SECRET, 42, registeredAt)
const check = (id: number, expires: string, signature: string, now = registeredAt.getTime()) =>
  checkPaymentLink(SECRET, id, expires, signature, now)

describe('a payer’s payment link', () => {
  it('names one registration and works for 30 days from registering', () => {
    expect(link.expiresAt - registeredAt.getTime()).toBe(PAYMENT_LINK_DAYS * 86_400_000)
    expect(paymentLinkPath(link)).toBe(
      `/payment/42?expires=${link.expiresAt}&signature=${link.signature}`,
    )
    expect(check(42, String(link.expiresAt), link.signature)).toBe('valid')
    expect(check(42, String(link.expiresAt), link.signature, link.expiresAt)).toBe('expired')
  })

  it('is forged when pointed at another registration, stretched, altered or signed elsewhere', () => {
    expect(check(43, String(link.expiresAt), link.signature)).toBe('forged')
    expect(check(42, String(link.expiresAt + 1), link.signature)).toBe('forged')
    expect(check(42, String(link.expiresAt), `${link.signature.slice(1)}A`)).toBe('forged')
    expect(check(42, 'soon', link.signature)).toBe('forged')
    expect(checkPaymentLink('other-secret', 42, String(link.expiresAt), link.signature, 0)).toBe(
      'forged',
    )
    expect(checkPaymentLink('', 42, String(link.expiresAt), link.signature, 0)).toBe('forged')
  })

  it('is not a video upload link, nor the other way round', () => {
    const upload = signUpload(SECRET, '42', link.expiresAt)
    expect(upload).not.toBe(link.signature)
    expect(check(42, String(link.expiresAt), upload)).toBe('forged')
  })
})
