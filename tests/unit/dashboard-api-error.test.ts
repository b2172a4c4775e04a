import { describe, expect, it } from 'vitest'

import {
  ApiError,
  failureMessage,
  serverMessageOf,
  StaffFacingError,
} from '@/lib/dashboard/api-error'

describe('ApiError', () => {
  it('reads "status: body" as the spec words it, or the status text when empty', () => {
    expect(new ApiError(403, 'Forbidden', '{"errors":[]}').message).toBe('403: {"errors":[]}')
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway')
  })
})

describe('failureMessage', () => {
  it("uses the server's message when it sent one", () => {
    const refused = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ errors: [{ message: 'You are not allowed to perform this action.' }] }),
    )
    expect(failureMessage(refused, 'Failed to update registration')).toBe(
      'You are not allowed to perform this action.',
    )
  })

  it("prefers a field's own validation message", () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'The following field is invalid: youtubeUrl',
          data: { errors: [{ path: 'youtubeUrl', message: 'Please enter a valid YouTube URL' }] },
        },
      ],
    })
    expect(serverMessageOf(body)).toBe('Please enter a valid YouTube URL')
  })

  it("falls back to the action's text otherwise", () => {
    expect(
      failureMessage(new ApiError(500, 'Server Error', '<html>'), 'Failed to delete video'),
    ).toBe('Failed to delete video')
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to upload video')).toBe(
      'Failed to upload video',
    )
    expect(failureMessage(new StaffFacingError('Upload failed'), 'Failed to upload video')).toBe(
      'Upload failed',
    )
  })
})
