import { describe, expect, it } from 'vitest'

import * as messages from '@/lib/validation/messages'

describe('validation messages', () => {
  it('keep the agreed wording', () => {
    expect(messages).toMatchObject({
      NAME_TOO_SHORT: 'Name must be at least 2 characters',
      INVALID_EMAIL: 'Please enter a valid email address',
      PHONE_TOO_SHORT: 'Phone number must be at least 10 digits',
      PROGRAM_REQUIRED: 'Please select a program',
      MESSAGE_TOO_SHORT: 'Message must be at least 10 characters',
      REQUIRED_FIELDS_MISSING: 'Please fill in all required fields',
      ORGANIZATION_REQUIRED: 'Organization is required',
      CONTACT_NAME_REQUIRED: 'Contact name is required',
      PHONE_REQUIRED: 'Phone number is required',
      VALID_EMAIL_REQUIRED: 'Valid email is required',
      PARTICIPANT_REQUIRED: 'At least one participant is required',
      TOO_MANY_PARTICIPANTS: 'A registration can have at most 10 participants',
      VIDEO_TITLE_REQUIRED: 'Please enter a video title',
      YOUTUBE_URL_REQUIRED: 'Please enter a YouTube URL',
      INVALID_YOUTUBE_URL: 'Please enter a valid YouTube URL',
      VIDEO_SOURCE_REQUIRED: 'Please enter a YouTube URL or upload a video file',
      VIDEO_FILE_NOT_OURS: 'The video file must be one uploaded through this site',
    })
  })

  it('words a too-long text with its label and limit', () => {
    expect(messages.tooLong('Name', 120)).toBe('Name must be at most 120 characters')
  })
})
