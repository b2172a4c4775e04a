'use client'

import { Link2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import {
  INVALID_YOUTUBE_URL,
  VIDEO_TITLE_REQUIRED,
  YOUTUBE_URL_REQUIRED,
} from '@/lib/validation/messages'
import { isYouTubeUrl } from '@/lib/youtube'

import { SubmitButton } from '../ui/submit-button'
import { TextField } from '../ui/text-field'
import { useValueShownBeforeHydration } from '../ui/use-value-shown-before-hydration'
import { useCreateVideo } from './use-videos'
import { VideoDescriptionField, VideoTitleField } from './video-text-fields'

type Errors = { title?: string; url?: string }

const check = (title: string, url: string): Errors => ({
  title: title.trim() ? undefined : VIDEO_TITLE_REQUIRED,
  url: !url.trim() ? YOUTUBE_URL_REQUIRED : isYouTubeUrl(url) ? undefined : INVALID_YOUTUBE_URL,
})

/** Add a YouTube video by its link. */
export const YouTubeForm = () => {
  const [title, setTitle] = useState('')
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const titleInput = useValueShownBeforeHydration<HTMLInputElement>(title, setTitle)
  const urlInput = useValueShownBeforeHydration<HTMLInputElement>(url, setUrl)
  const descriptionInput = useValueShownBeforeHydration<HTMLTextAreaElement>(
    description,
    setDescription,
  )
  const [errors, setErrors] = useState<Errors>({})
  const createVideo = useCreateVideo()
  const hydrated = useHydrated()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(title, url)
    setErrors(found)
    if (found.title || found.url) return
    createVideo.mutate(
      { title: title.trim(), description: description.trim() || undefined, youtubeUrl: url.trim() },
      {
        onSuccess: () => {
          setTitle('')
          setUrl('')
          setDescription('')
        },
      },
    )
  }

  return (
    <form className="dash-form" onSubmit={submit} noValidate aria-labelledby="youtube-heading">
      <h3 id="youtube-heading" className="dash-form__title">
        Add a YouTube video
      </h3>
      <VideoTitleField error={errors.title} ref={titleInput} value={title} onChange={setTitle} />
      <TextField
        label="YouTube URL"
        required
        error={errors.url}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        ref={urlInput}
        value={url}
        maxLength={500}
        onChange={setUrl}
      />
      <VideoDescriptionField
        rows={3}
        ref={descriptionInput}
        value={description}
        onChange={setDescription}
      />
      <SubmitButton icon={Link2} disabled={!hydrated || createVideo.isPending}>
        Add YouTube Video
      </SubmitButton>
    </form>
  )
}
