import { describe, expect, it } from 'vitest'

import {
  JSON_BODY_LIMIT,
  MEDIA_UPLOAD_LIMIT,
  VIDEO_UPLOAD_LIMIT,
  bodyLimitFor,
} from '@/lib/http/body-limits'
import { SLIP_UPLOAD_PATH } from '@/lib/payments/slip-size'
import { SLIP_MAX_BYTES, SLIP_UPLOAD_BODY_LIMIT } from '@/lib/payments/slip-size'

describe('bodyLimitFor', () => {
  it('keeps JSON small and media uploads moderate', () => {
    expect(bodyLimitFor('application/json; charset=utf-8')).toBe(JSON_BODY_LIMIT)
    expect(bodyLimitFor('multipart/form-data; boundary=x')).toBe(MEDIA_UPLOAD_LIMIT)
    expect(bodyLimitFor('text/plain')).toBeLessThan(MEDIA_UPLOAD_LIMIT)
  })

  it('holds a payer’s bank slip upload to its file’s size, with room for the form around it', () => {
    expect(bodyLimitFor('multipart/form-data; boundary=x', SLIP_UPLOAD_PATH)).toBe(
      SLIP_UPLOAD_BODY_LIMIT,
    )
    expect(SLIP_UPLOAD_BODY_LIMIT).toBeGreaterThan(SLIP_MAX_BYTES)
    expect(SLIP_UPLOAD_BODY_LIMIT).toBeLessThan(SLIP_MAX_BYTES + 1024 * 1024)
    expect(bodyLimitFor('multipart/form-data', '/api/media')).toBe(MEDIA_UPLOAD_LIMIT)
  })

  it('allows videos of 100 MB (checked by the upload link itself)', () => {
    expect(VIDEO_UPLOAD_LIMIT).toBe(100 * 1024 * 1024)
  })
})
