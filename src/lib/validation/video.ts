import { isStoredVideoPath } from '../video-path'
import { isYouTubeUrl } from '../youtube'
import { TEXT_LIMITS } from './limits'
import {
  INVALID_YOUTUBE_URL,
  VIDEO_FILE_NOT_OURS,
  VIDEO_SOURCE_REQUIRED,
  VIDEO_TITLE_REQUIRED,
  tooLong,
} from './messages'
import { optionalText, requiredText } from './text-fields'
import * as z from './zod'

const title = requiredText({
  label: 'Title',
  max: TEXT_LIMITS.title,
  required: VIDEO_TITLE_REQUIRED,
})

const description = optionalText({ label: 'Description', max: TEXT_LIMITS.description })

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

export const videoSchema = z
  .object({
    title,
    description,
    youtubeUrl: optionalText({ label: 'YouTube URL', max: TEXT_LIMITS.url }).check(
      z.refine((url) => url === undefined || isYouTubeUrl(url), INVALID_YOUTUBE_URL),
    ),
    fileName: optionalText({ label: 'File name', max: TEXT_LIMITS.fileName }),
    // Only our own upload paths: anything else could make the site play a stranger's file.
    filePath: optionalText({ label: 'File path', max: TEXT_LIMITS.url }).check(
      z.refine((path) => path === undefined || isStoredVideoPath(path), VIDEO_FILE_NOT_OURS),
    ),
  })
  .check(
    z.refine((video) => hasText(video.youtubeUrl) || hasText(video.filePath), {
      path: ['youtubeUrl'],
      message: VIDEO_SOURCE_REQUIRED,
      // Run even when other fields failed, so the form shows every problem at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  )

export type VideoInput = z.output<typeof videoSchema>

export const videoUpdateSchema = z.object({
  title: z.optional(title),
  // Absent leaves the description alone; sent blank (or null) clears it.
  description: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(TEXT_LIMITS.description, tooLong('Description', TEXT_LIMITS.description)),
        ),
    ),
    z.transform((value: string | null | undefined) =>
      value === undefined ? undefined : value || null,
    ),
  ),
  isActive: z.optional(z.boolean()),
})

export type VideoUpdateInput = z.output<typeof videoUpdateSchema>
