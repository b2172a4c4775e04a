// Error messages shown to visitors and staff: the wording is agreed with the academy.
import { MAX_PARTICIPANTS } from '../participants'

export const NAME_TOO_SHORT = 'Name must be at least 2 characters'
export const INVALID_EMAIL = 'Please enter a valid email address'
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits'
export const PROGRAM_REQUIRED = 'Please select a program'
export const MESSAGE_TOO_SHORT = 'Message must be at least 10 characters'

export const REQUIRED_FIELDS_MISSING = 'Please fill in all required fields'

export const ORGANIZATION_REQUIRED = 'Organization is required'
export const CONTACT_NAME_REQUIRED = 'Contact name is required'
export const PHONE_REQUIRED = 'Phone number is required'
export const VALID_EMAIL_REQUIRED = 'Valid email is required'
export const PARTICIPANT_REQUIRED = 'At least one participant is required'
export const TOO_MANY_PARTICIPANTS = `A registration can have at most ${MAX_PARTICIPANTS} participants`

export const VIDEO_TITLE_REQUIRED = 'Please enter a video title'
export const YOUTUBE_URL_REQUIRED = 'Please enter a YouTube URL'
export const INVALID_YOUTUBE_URL = 'Please enter a valid YouTube URL'
export const VIDEO_SOURCE_REQUIRED = 'Please enter a YouTube URL or upload a video file'
export const VIDEO_FILE_NOT_OURS = 'The video file must be one uploaded through this site'

export const fileTooLarge = (maxMb: number) => `File too large. Maximum size is ${maxMb}MB`
export const INVALID_VIDEO_TYPE = 'Invalid file type. Please select a video file.'
export const UPLOAD_FAILED = 'Upload failed. Please try again.'

export const tooLong = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`
