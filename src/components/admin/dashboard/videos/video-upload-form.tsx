'use client'

import { Banner } from '@payloadcms/ui'
import { Upload } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import { VIDEO_UPLOAD_FAILED } from '@/lib/dashboard/messages'
import { UPLOAD_FAILED, VIDEO_TITLE_REQUIRED } from '@/lib/validation/messages'
import { refuseChosenFile } from '@/lib/video-uploads/chosen-file'

import { notifyFailure } from '../data/notify'
import { FileField } from '../ui/file-field'
import { SubmitButton } from '../ui/submit-button'
import { useValueShownBeforeHydration } from '../ui/use-value-shown-before-hydration'
import { UploadProgressDialog, type UploadPhase } from './upload-progress-dialog'
import { uploadVideoFile } from './upload-video-file'
import { useCreateVideo } from './use-videos'
import { VideoDescriptionField, VideoTitleField } from './video-text-fields'

/** Upload a video file (one, a video, up to 100 MB) with a title and description. */
export const VideoUploadForm = () => {
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const titleInput = useValueShownBeforeHydration<HTMLInputElement>(title, setTitle)
  const descriptionInput = useValueShownBeforeHydration<HTMLTextAreaElement>(
    description,
    setDescription,
  )
  const [file, setFile] = useState<File | null>(null)
  const [titleError, setTitleError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [phase, setPhase] = useState<UploadPhase>('idle')
  const [percent, setPercent] = useState(0)
  const [uploadingName, setUploadingName] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const createVideo = useCreateVideo()
  const hydrated = useHydrated()

  const chooseFile = (chosen: File | null) => {
    setAlert(null)
    const refusal = chosen ? refuseChosenFile(chosen) : null
    if (refusal) {
      setAlert(refusal)
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setFile(chosen)
  }

  const reset = () => {
    setTitle('')
    setDescription('')
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    if (!title.trim()) return setTitleError(VIDEO_TITLE_REQUIRED)
    setTitleError(null)
    if (!file) return setAlert('Please choose a video file.')
    const failed = () => {
      setPhase('idle')
      setAlert(UPLOAD_FAILED)
    }
    setUploadingName(file.name)
    setPercent(0)
    setPhase('uploading')
    let filePath: string
    try {
      filePath = await uploadVideoFile(file, setPercent)
    } catch (error) {
      failed()
      return notifyFailure(error, VIDEO_UPLOAD_FAILED)
    }
    setPhase('saving')
    try {
      await createVideo.mutateAsync({
        title: title.trim(),
        description: description.trim() || undefined,
        fileName: file.name,
        filePath,
      })
    } catch {
      // The mutation has told staff why already.
      return failed()
    }
    setPhase('done')
    reset()
  }

  return (
    <form className="dash-form" onSubmit={submit} noValidate aria-labelledby="upload-video-heading">
      <h3 id="upload-video-heading" className="dash-form__title">
        Upload a video
      </h3>
      {alert && (
        <div role="alert" data-testid="upload-alert">
          <Banner type="error">{alert}</Banner>
        </div>
      )}
      <VideoTitleField error={titleError} ref={titleInput} value={title} onChange={setTitle} />
      <VideoDescriptionField
        rows={3}
        ref={descriptionInput}
        value={description}
        onChange={setDescription}
      />
      {/* A file chosen before the admin's scripts ran is checked like any other. */}
      <FileField
        label="Video file (up to 100 MB)"
        required
        accept="video/*"
        inputRef={fileInput}
        onChoose={chooseFile}
      />
      <SubmitButton
        icon={Upload}
        disabled={!hydrated || phase === 'uploading' || phase === 'saving'}
      >
        Upload Video
      </SubmitButton>
      <UploadProgressDialog
        phase={phase}
        percent={percent}
        fileName={uploadingName}
        onClose={() => setPhase('idle')}
      />
    </form>
  )
}
