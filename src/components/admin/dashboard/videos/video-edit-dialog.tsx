'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { VIDEO_TITLE_REQUIRED } from '@/lib/validation/messages'
import type { Video } from '@/payload-types'

import { Dialog } from '../ui/dialog'
import { SubmitButton } from '../ui/submit-button'
import { Switch } from '../ui/switch'
import { useUpdateVideo } from './use-videos'
import { VideoDescriptionField, VideoTitleField } from './video-text-fields'

const EditForm = ({ video, onDone }: { video: Video; onDone: () => void }) => {
  const [title, setTitle] = useState(video.title)
  const [description, setDescription] = useState(video.description ?? '')
  const [isActive, setIsActive] = useState(video.isActive !== false)
  const [titleError, setTitleError] = useState<string | null>(null)
  const updateVideo = useUpdateVideo()

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setTitleError(VIDEO_TITLE_REQUIRED)
    setTitleError(null)
    updateVideo.mutate(
      { id: video.id, changes: { title: title.trim(), description: description.trim(), isActive } },
      { onSuccess: onDone },
    )
  }

  return (
    <form className="dash-form dash-form--plain" onSubmit={save} noValidate>
      <VideoTitleField error={titleError} value={title} onChange={setTitle} />
      <VideoDescriptionField rows={4} value={description} onChange={setDescription} />
      <Switch
        label="Active (visible on website)"
        checked={isActive}
        onCheckedChange={setIsActive}
      />
      <div className="dash-dialog__footer">
        <Button buttonStyle="secondary" margin={false} onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton disabled={updateVideo.isPending}>Save Changes</SubmitButton>
      </div>
    </form>
  )
}

type Props = {
  video: Video | null
  onClose: () => void
}

/** Edit a video's title, description and whether the website shows it. */
export const VideoEditDialog = ({ video, onClose }: Props) => (
  <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()} title="Edit video">
    {/* Keyed by video, so the form starts from the video being edited each time. */}
    {video && <EditForm key={video.id} video={video} onDone={onClose} />}
  </Dialog>
)
