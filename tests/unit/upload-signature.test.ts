import { describe, expect, it } from 'vitest'

import { checkUploadSignature, signUpload } from '@/lib/video-uploads/upload-signature'

const KEY = '3f0b8c1e-2a4d-4c6e-9f10-1234567890ab'
const NOW = 1_800_000_000_000

describe('upload link signatures', () => {
  const expires = NOW + 60_000
  const signature = signUpload('secret', KEY, expires)

  it('accepts the link as issued until it expires', () => {
    expect(checkUploadSignature('secret', KEY, String(expires), signature, NOW)).toBe('valid')
    expect(checkUploadSignature('secret', KEY, String(expires), signature, expires)).toBe('expired')
  })

  it('refuses another key, a stretched expiry, another secret or no signature', () => {
    const otherKey = KEY.replace('3f0b', '4f0b')
    expect(checkUploadSignature('secret', otherKey, String(expires), signature, NOW)).toBe('forged')
    expect(checkUploadSignature('secret', KEY, String(expires + 1), signature, NOW)).toBe('forged')
    expect(checkUploadSignature('other', KEY, String(expires), signature, NOW)).toBe('forged')
    expect(checkUploadSignature('secret', KEY, String(expires), null, NOW)).toBe('forged')
    expect(checkUploadSignature('secret', KEY, 'soon', signature, NOW)).toBe('forged')
  })
})
