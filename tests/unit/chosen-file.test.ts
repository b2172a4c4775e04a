import { describe, expect, it } from 'vitest'

import { refuseChosenFile } from '@/lib/video-uploads/chosen-file'

const MB = 1024 * 1024

describe('refuseChosenFile', () => {
  it('accepts a video up to 100 MB', () => {
    expect(refuseChosenFile({ size: 100 * MB, type: 'video/mp4' })).toBeNull()
    expect(refuseChosenFile({ size: 1, type: 'video/webm' })).toBeNull()
  })

  it('refuses a bigger file with the spec message', () => {
    expect(refuseChosenFile({ size: 100 * MB + 1, type: 'video/mp4' })).toBe(
      'File too large. Maximum size is 100MB',
    )
  })

  it('refuses what is not a video', () => {
    for (const type of ['image/png', 'application/pdf', '']) {
      expect(refuseChosenFile({ size: 10, type })).toBe(
        'Invalid file type. Please select a video file.',
      )
    }
  })
})
