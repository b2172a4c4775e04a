import { describe, expect, it } from 'vitest'

import {
  JSON_BODY_LIMIT,
  MEDIA_UPLOAD_LIMIT,
  VIDEO_UPLOAD_LIMIT,
  bodyLimitFor,
} from '@/lib/http/body-limits'

describe('bodyLimitFor', () => {
  it('keeps JSON small, media uploads moderate and video uploads at 100 MB', () => {
    expect(bodyLimitFor('/api/registrations', 'application/json; charset=utf-8')).toBe(
      JSON_BODY_LIMIT,
    )
    expect(bodyLimitFor('/api/media', 'multipart/form-data; boundary=x')).toBe(MEDIA_UPLOAD_LIMIT)
    expect(bodyLimitFor('/api/objects/upload/abc', 'video/mp4')).toBe(VIDEO_UPLOAD_LIMIT)
    expect(VIDEO_UPLOAD_LIMIT).toBe(100 * 1024 * 1024)
  })
})
