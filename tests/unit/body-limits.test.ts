import { describe, expect, it } from 'vitest'

import {
  JSON_BODY_LIMIT,
  MEDIA_UPLOAD_LIMIT,
  VIDEO_UPLOAD_LIMIT,
  bodyLimitFor,
} from '@/lib/http/body-limits'

describe('bodyLimitFor', () => {
  it('keeps JSON small and media uploads moderate', () => {
    expect(bodyLimitFor('application/json; charset=utf-8')).toBe(JSON_BODY_LIMIT)
    expect(bodyLimitFor('multipart/form-data; boundary=x')).toBe(MEDIA_UPLOAD_LIMIT)
    expect(bodyLimitFor('text/plain')).toBeLessThan(MEDIA_UPLOAD_LIMIT)
  })

  it('allows videos of 100 MB (checked by the upload link itself)', () => {
    expect(VIDEO_UPLOAD_LIMIT).toBe(100 * 1024 * 1024)
  })
})
